import { messages } from '@bridgehub/contract';
import { eq, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { broadcastRecipients, broadcastUnsubscribes, contacts } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';
import { readSignedValue } from './unsubscribe-link.ts';

const unsubscribeContactById = (db: Database, where: SQL) =>
  db
    .update(contacts)
    .set({ unsubscribedAt: sql`coalesce(${contacts.unsubscribedAt}, now())`, updatedAt: sql`now()` })
    .where(where)
    .returning({ id: contacts.id });

/**
 * A broadcast recipient who is no contact unsubscribes by address; if the address has become a contact's since,
 * the contact unsubscribes, as broadcasts read it there.
 */
const unsubscribeRecipient = (db: Database, recipientId: number) =>
  db.transaction(async (tx) => {
    const [recipient] = await tx
      .select({ email: broadcastRecipients.email })
      .from(broadcastRecipients)
      .where(eq(broadcastRecipients.id, recipientId));
    if (!recipient) return false;
    const asContact = await unsubscribeContactById(tx, sql`lower(${contacts.email}) = lower(${recipient.email})`);
    if (asContact.length === 0) {
      await tx.insert(broadcastUnsubscribes).values({ email: recipient.email }).onConflictDoNothing();
    }
    return true;
  });

/** §7 UnsubscribeBroadcast: idempotent; a value that is not a valid signature changes nothing. */
export const unsubscribeContact = async (db: Database, secret: string, signedValue: string) => {
  const subject = readSignedValue(secret, signedValue);
  const isDone =
    subject === null
      ? false
      : subject.kind === 'contact'
        ? (await unsubscribeContactById(db, eq(contacts.id, subject.id))).length > 0
        : await unsubscribeRecipient(db, subject.id);
  if (!isDone) throw new AppError('refused', messages.unableToUnsubscribe, 'invalid_link');
};
