import type { AddressInfo } from 'node:net';
import { type ParsedMail, simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface TestSmtpServer {
  /** An SMTP_URL for the app; the client must not try STARTTLS against this plain server. */
  url: string;
  port: number;
  mails: ParsedMail[];
  /** Recipients this server refuses with a permanent error, as a real one refuses an unknown mailbox. */
  refusedRecipients: Set<string>;
  /** Resolves with the first mail (already received or arriving) that matches. */
  waitForMail(match: (mail: ParsedMail) => boolean, timeoutMs?: number): Promise<ParsedMail>;
  close(): Promise<void>;
}

/** A real SMTP server in the test process: mails travel the same path as in production. */
export const startSmtpServer = async (port = 0): Promise<TestSmtpServer> => {
  const mails: ParsedMail[] = [];
  const waiters = new Set<() => void>();
  const refusedRecipients = new Set<string>();
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onRcptTo(address, _session, callback) {
      if (!refusedRecipients.has(address.address.toLowerCase())) return callback();
      const refusal = Object.assign(new Error('5.1.1 No such mailbox'), { responseCode: 550 });
      callback(refusal);
    },
    onData(stream, _session, callback) {
      // keepCidLinks: the HTML as sent, so tests see `cid:` references rather than data: URIs made by the parser.
      simpleParser(stream, { keepCidLinks: true })
        .then((mail) => {
          mails.push(mail);
          for (const waiter of waiters) waiter();
          callback();
        })
        .catch(callback);
    },
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const address = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${address.port}/?ignoreTLS=true`,
    port: address.port,
    mails,
    refusedRecipients,
    waitForMail: (match, timeoutMs = 10_000) =>
      new Promise((resolve, reject) => {
        const check = () => {
          const found = mails.find(match);
          if (!found) return;
          cleanup();
          resolve(found);
        };
        const timer = setTimeout(() => {
          cleanup();
          reject(new Error(`no matching mail within ${timeoutMs} ms (received ${mails.length})`));
        }, timeoutMs);
        const cleanup = () => {
          clearTimeout(timer);
          waiters.delete(check);
        };
        waiters.add(check);
        check();
      }),
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
};
