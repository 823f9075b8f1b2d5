import { and, asc, eq, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import {
  broadcastRecipients,
  broadcasts,
  broadcastUnsubscribes,
  contacts,
  eventRegistrations,
} from '../../db/schema.ts';
import type { PeriodicJob } from '../../infra/jobs/periodic-jobs.ts';
import { enqueueMail } from '../../infra/mail/outbox.ts';
import type { ModuleDeps } from '../../module-deps.ts';
import { signContactId, signRecipientId } from '../unsubscribe/unsubscribe-link.ts';
import { UNSUBSCRIBED } from './broadcast-audience.ts';
import { renderBroadcastMail } from './broadcast-mail.ts';

/** Recipients queued per pass: a 10,000-recipient broadcast takes 20 short passes, none holding a request. */
export const BROADCAST_BATCH = 500;
/** Passes this often; sending a broadcast also starts one at once. */
export const BROADCAST_DELIVERY_CHECK_MS = 5_000;

/**
 * Queues the next `batchSize` recipients of sent broadcasts that have neither a mail nor a reason to skip, each
 * with its own unsubscribe link. Whoever unsubscribed since the send is skipped now. It runs as a claimed periodic
 * job, so a recipient is queued once however many processes run it; its count is the mails queued.
 */
export const broadcastDeliveryJob = (deps: ModuleDeps, batchSize = BROADCAST_BATCH): PeriodicJob => ({
  name: 'broadcast deliveries',
  run: async (tx) => {
    const due = await tx
      .select({
        id: broadcastRecipients.id,
        email: broadcastRecipients.email,
        contactId: broadcastRecipients.contactId,
        broadcastId: broadcastRecipients.broadcastId,
        // Each recipient's own language: a contact's, else that of the address's latest registration (an attendee).
        preferredLanguage: sql<string | null>`coalesce(
          (select ${contacts.preferredLanguage} from ${contacts} where ${contacts.id} = ${broadcastRecipients.contactId}),
          (select ${eventRegistrations.preferredLanguage} from ${eventRegistrations}
            where lower(${eventRegistrations.email}) = lower(${broadcastRecipients.email})
            order by ${eventRegistrations.id} desc limit 1))`,
        isUnsubscribed: sql<boolean>`(
          exists (select 1 from ${contacts} where ${contacts.id} = ${broadcastRecipients.contactId} and ${isNotNull(contacts.unsubscribedAt)})
          or exists (select 1 from ${broadcastUnsubscribes} where lower(${broadcastUnsubscribes.email}) = lower(${broadcastRecipients.email})))`.mapWith(
          Boolean,
        ),
      })
      .from(broadcastRecipients)
      .innerJoin(broadcasts, eq(broadcasts.id, broadcastRecipients.broadcastId))
      .where(
        and(
          isNotNull(broadcasts.sentAt),
          isNull(broadcastRecipients.mailId),
          isNull(broadcastRecipients.skippedReason),
        ),
      )
      .orderBy(asc(broadcastRecipients.id))
      .limit(batchSize)
      .for('update', { of: broadcastRecipients, skipLocked: true });
    if (due.length === 0) return { count: 0 };

    const skipped = due.filter((recipient) => recipient.isUnsubscribed).map((recipient) => recipient.id);
    if (skipped.length > 0) {
      await tx
        .update(broadcastRecipients)
        .set({ skippedReason: UNSUBSCRIBED })
        .where(inArray(broadcastRecipients.id, skipped));
    }
    const contents = new Map(
      (
        await tx
          .select({ id: broadcasts.id, subject: broadcasts.subject, bodyHtml: broadcasts.bodyHtml })
          .from(broadcasts)
          .where(inArray(broadcasts.id, [...new Set(due.map((recipient) => recipient.broadcastId))]))
      ).map((broadcast) => [broadcast.id, broadcast]),
    );
    let queued = 0;
    for (const recipient of due) {
      const broadcast = contents.get(recipient.broadcastId);
      if (recipient.isUnsubscribed || !broadcast) continue;
      const signed =
        recipient.contactId === null
          ? signRecipientId(deps.jwtSecret, recipient.id)
          : signContactId(deps.jwtSecret, recipient.contactId);
      const mailId = await enqueueMail(tx, {
        to: recipient.email,
        ...renderBroadcastMail(deps, broadcast, signed, recipient.preferredLanguage),
      });
      await tx.update(broadcastRecipients).set({ mailId }).where(eq(broadcastRecipients.id, recipient.id));
      queued += 1;
    }
    return { count: queued };
  },
});
