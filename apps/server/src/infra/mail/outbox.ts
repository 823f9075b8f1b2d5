import { sql } from 'drizzle-orm';
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
 */
export const enqueueMail = async (tx: Database, mail: OutgoingMail) => {
  await tx.insert(mailOutbox).values({
    to: mail.to,
    subject: mail.subject,
    html: mail.html,
    text: mail.text,
    attachments: mail.attachments ?? [],
    headers: mail.headers ?? {},
  });
  await tx.execute(sql`select pg_notify(${MAIL_CHANNEL}, '')`);
};
