import { messages } from '@bridgehub/contract';
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { contacts } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';
import { readSignedContactId } from './unsubscribe-link.ts';

/** §7 UnsubscribeBroadcast: idempotent; a value that is not a valid signature changes nothing. */
export const unsubscribeContact = async (db: Database, secret: string, signedContactId: string) => {
  const contactId = readSignedContactId(secret, signedContactId);
  const updated =
    contactId === null
      ? []
      : await db
          .update(contacts)
          .set({ unsubscribedAt: sql`coalesce(${contacts.unsubscribedAt}, now())`, updatedAt: sql`now()` })
          .where(eq(contacts.id, contactId))
          .returning({ id: contacts.id });
  if (updated.length === 0) throw new AppError('invalid_link', messages.unableToUnsubscribe);
};
