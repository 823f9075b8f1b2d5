// The browser suite's mail server: the product sends every mail over SMTP, as it does in production, and this server
// keeps each one as received, byte for byte, in the outbox directory that the product's /dev/outbox lists.
import { mkdir, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { SMTPServer } from 'smtp-server';
import { outboxFileName } from '../apps/server/src/infra/mail/transport.ts';

const directory = process.env.OUTBOX_DIR as string;
await mkdir(directory, { recursive: true });

const server = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS'],
  logger: false,
  onData(stream, _session, callback) {
    const chunks: Buffer[] = [];
    stream.on('data', (chunk: Buffer) => chunks.push(chunk));
    stream.on('end', () => {
      // Renamed into place whole, so the outbox never lists half a mail.
      const name = outboxFileName();
      const partial = path.join(directory, `.${name}.partial`);
      writeFile(partial, Buffer.concat(chunks))
        .then(() => rename(partial, path.join(directory, name)))
        .then(() => callback(), callback);
    });
  },
});
server.listen(Number(process.env.SMTP_PORT), '127.0.0.1');
