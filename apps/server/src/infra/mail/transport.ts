import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type { OutgoingMail } from './outbox.ts';

export interface MailTransport {
  /** Where mail goes, for the start-up log. */
  description: string;
  send(mail: OutgoingMail): Promise<void>;
  /** Rejects while the mail server cannot be reached; sends nothing. */
  verify(): Promise<void>;
  close(): void;
}

export const outboxDirectory = (dataDir: string) => path.join(dataDir, 'outbox');

/** A mail's file name in the outbox: the timestamp first, so that names sort by age. */
export const outboxFileName = () =>
  `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomBytes(4).toString('hex')}.eml`;

/** SMTP when SMTP_URL is set; otherwise each mail becomes an .eml file that /dev/outbox lists. */
export const createMailTransport = (options: {
  smtpUrl: string | null;
  dataDir: string;
  from: string;
}): MailTransport =>
  options.smtpUrl
    ? smtpTransport(options.smtpUrl, options.from)
    : fileTransport(outboxDirectory(options.dataDir), options.from);

const message = (from: string, mail: OutgoingMail) => ({
  from,
  to: mail.to,
  subject: mail.subject,
  html: mail.html,
  text: mail.text,
  attachments: (mail.attachments ?? []).map((attachment) => ({
    filename: attachment.filename,
    contentType: attachment.contentType,
    content: attachment.content,
    ...(attachment.encoding ? { encoding: attachment.encoding } : {}),
    // An inline image the HTML shows as cid:… (Gmail strips data: URIs).
    ...(attachment.cid ? { cid: attachment.cid, contentDisposition: 'inline' as const } : {}),
  })),
  headers: mail.headers ?? {},
});

const smtpTransport = (smtpUrl: string, from: string): MailTransport => {
  // Short timeouts: a hung server must not stall the worker; the outbox retries later anyway.
  const transporter = nodemailer.createTransport({
    url: smtpUrl,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
  });
  return {
    description: `SMTP ${new URL(smtpUrl).host}`,
    send: async (mail) => {
      await transporter.sendMail(message(from, mail));
    },
    verify: async () => {
      await transporter.verify();
    },
    close: () => transporter.close(),
  };
};

const fileTransport = (directory: string, from: string): MailTransport => {
  const composer = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    description: `files in ${directory}`,
    send: async (mail) => {
      const info = await composer.sendMail(message(from, mail));
      await mkdir(directory, { recursive: true });
      await writeFile(path.join(directory, outboxFileName()), info.message as Buffer);
    },
    verify: async () => {},
    close: () => composer.close(),
  };
};
