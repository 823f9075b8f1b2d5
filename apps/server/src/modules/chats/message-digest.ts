import { HUB_CHAT_TYPE } from '@bridgehub/contract';
import { and, asc, eq, gt, inArray, isNull, lte, max, ne, or, sql } from 'drizzle-orm';
import { chatMessages, chats, staffAccounts, staffMessageDigests, vendors } from '../../db/schema.ts';
import type { PeriodicJob } from '../../infra/jobs/periodic-jobs.ts';
import { enqueueMail } from '../../infra/mail/outbox.ts';
import { renderMail } from '../../infra/mail/template.ts';
import type { ModuleDeps } from '../../module-deps.ts';

/** At most one digest per staff member in this many minutes, however many vendor messages arrive. */
export const MESSAGE_DIGEST_MINUTES = 15;
/** How often a process looks for digests that are due; the claim makes one process send them. */
export const MESSAGE_DIGEST_CHECK_MS = 60_000;

/**
 * Mails each Administrator and Coordinator whose last digest is older than MESSAGE_DIGEST_MINUTES one list of the
 * threads with vendor messages newer than that digest covered (or than the account, at first). It runs as a claimed
 * periodic job, so several processes send each digest once; its count is the digests sent.
 */
export const messageDigestJob = (deps: ModuleDeps): PeriodicJob => ({
  name: 'staff message digest',
  run: async (tx) => {
    const due = await tx
      .select({
        id: staffAccounts.id,
        email: staffAccounts.email,
        displayName: staffAccounts.displayName,
        createdAt: staffAccounts.createdAt,
        lastMessageId: staffMessageDigests.lastMessageId,
      })
      .from(staffAccounts)
      .leftJoin(staffMessageDigests, eq(staffMessageDigests.staffId, staffAccounts.id))
      .where(
        and(
          eq(staffAccounts.isEnabled, true),
          inArray(staffAccounts.role, ['Administrator', 'Coordinator']),
          or(
            isNull(staffMessageDigests.lastSentAt),
            lte(staffMessageDigests.lastSentAt, sql`now() - make_interval(mins => ${MESSAGE_DIGEST_MINUTES})`),
          ),
        ),
      )
      .orderBy(asc(staffAccounts.id));
    let sent = 0;
    for (const staff of due) {
      const threads = await tx
        .select({
          subject: chats.subject,
          vendorName: vendors.businessName,
          messages: sql<number>`count(*)`.mapWith(Number),
          newest: max(chatMessages.id),
        })
        .from(chatMessages)
        .innerJoin(chats, eq(chats.id, chatMessages.chatId))
        .innerJoin(vendors, eq(vendors.id, chats.vendorId))
        .where(
          and(
            ne(chatMessages.chatType, HUB_CHAT_TYPE),
            staff.lastMessageId === null
              ? gt(chatMessages.createdAt, staff.createdAt)
              : gt(chatMessages.id, staff.lastMessageId),
          ),
        )
        .groupBy(chats.id, chats.subject, vendors.businessName)
        .orderBy(asc(max(chatMessages.id)));
      if (threads.length === 0) continue;
      const total = threads.reduce((sum, thread) => sum + thread.messages, 0);
      await enqueueMail(tx, {
        to: staff.email,
        ...renderMail({
          subject: `${total} new vendor ${total === 1 ? 'message' : 'messages'} in ${threads.length} ${threads.length === 1 ? 'thread' : 'threads'}`,
          paragraphs: [
            `Hello ${staff.displayName},`,
            'Vendors wrote in these threads since your last digest:',
            ...threads.map((thread) => `${thread.vendorName} — ${thread.subject} (${thread.messages} new)`),
          ],
          action: { label: 'Open the inbox', url: `${deps.publicUrl}/console/messages` },
          footer: `You get at most one of these every ${MESSAGE_DIGEST_MINUTES} minutes. Questions? Write to ${deps.supportEmail}.`,
        }),
      });
      const lastMessageId = Math.max(...threads.map((thread) => thread.newest ?? 0));
      await tx
        .insert(staffMessageDigests)
        .values({ staffId: staff.id, lastSentAt: sql`now()`, lastMessageId })
        .onConflictDoUpdate({
          target: staffMessageDigests.staffId,
          set: { lastSentAt: sql`now()`, lastMessageId },
        });
      sent += 1;
    }
    return { count: sent };
  },
});
