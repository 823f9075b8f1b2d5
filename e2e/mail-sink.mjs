// The browser suite's mail server: the product sends every mail over SMTP, as it does in production, and this server
// keeps each one as received, byte for byte, in the outbox directory that the product's /dev/outbox lists.
import { randomBytes } from 'node:crypto';
import { mkdir, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { SMTPServer } from 'smtp-server';

const directory = process.env.OUTBOX_DIR;
const port = Number(process.env.SMTP_PORT);
await mkdir(directory, { recursive: true });

const server = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS'],
  logger: false,
  onData(stream, _session, callback) {
    const chunks = [];
    stream.on('data', (chunk) => chunks.push(chunk));
    stream.on('end', () => {
      // Timestamp first, as the product names its own files, so that names sort by age; renamed into place whole.
      const name = `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomBytes(4).toString('hex')}.eml`;
      const partial = path.join(directory, `.${name}.partial`);
      writeFile(partial, Buffer.concat(chunks))
        .then(() => rename(partial, path.join(directory, name)))
        .then(() => callback(), callback);
    });
  },
});
server.listen(port, '127.0.0.1');
