import { and, asc, count, gt, gte, isNotNull, isNull, lte, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { type MailAttachment, mailOutbox } from '../../db/schema.ts';
import type { RenderedMail } from './template.ts';

export const MAIL_CHANNEL = 'mail_outbox';

export interface OutgoingMail extends RenderedMail {
  to: string;
  attachments?: MailAttachment[];
  headers?: Record<string, string>;
}

/**
 * Queues a mail in the same transaction as the change that causes it: it is sent if and only if the change commits,
 * and a mail server being down never fails the request. The NOTIFY is delivered on commit and wakes every worker.
 * Answers the outbox row's id (a broadcast's delivery log reads the mail's fate there).
 */
export const enqueueMail = async (tx: Database, mail: OutgoingMail): Promise<number> => {
  const [queued] = await tx
    .insert(mailOutbox)
    .values({
      to: mail.to,
      subject: mail.subject,
      html: mail.html,
      text: mail.text,
      attachments: mail.attachments ?? [],
      headers: mail.headers ?? {},
    })
    .returning({ id: mailOutbox.id });
  await tx.execute(sql`select pg_notify(${MAIL_CHANNEL}, '')`);
  if (!queued) throw new Error('mail not queued');
  return queued.id;
};

/** Waiting out its backoff after a failed attempt; a leased mail (being sent) carries no error. */
export const isWaitingMail = and(
  isNull(mailOutbox.sentAt),
  isNotNull(mailOutbox.lastError),
  gt(mailOutbox.nextAttemptAt, sql`now()`),
);

/** No attempt left: failed the last one, or its process died during it (the lease ran out). */
export const isUndeliveredMail = (maxAttempts: number) =>
  and(
    isNull(mailOutbox.sentAt),
    gte(mailOutbox.attempts, maxAttempts),
    or(isNotNull(mailOutbox.lastError), lte(mailOutbox.nextAttemptAt, sql`now()`)),
  );

export const countUndeliveredMail = async (db: Database, maxAttempts: number) => {
  const [row] = await db.select({ value: count() }).from(mailOutbox).where(isUndeliveredMail(maxAttempts));
  return row?.value ?? 0;
};

export const listUndeliveredMail = (db: Database, maxAttempts: number) =>
  db
    .select({
      id: mailOutbox.id,
      to: mailOutbox.to,
      subject: mailOutbox.subject,
      lastError: mailOutbox.lastError,
      createdAt: mailOutbox.createdAt,
    })
    .from(mailOutbox)
    .where(isUndeliveredMail(maxAttempts))
    .orderBy(asc(mailOutbox.id));

/** An operator's command, once the cause is fixed: every undelivered mail gets its attempts again, due now. */
export const requeueUndeliveredMail = (db: Database, maxAttempts: number) =>
  db.transaction(async (tx) => {
    const requeued = await tx
      .update(mailOutbox)
      .set({ attempts: 0, nextAttemptAt: sql`now()` })
      .where(isUndeliveredMail(maxAttempts))
      .returning({ id: mailOutbox.id });
    if (requeued.length > 0) await tx.execute(sql`select pg_notify(${MAIL_CHANNEL}, '')`);
    return requeued.length;
  });
