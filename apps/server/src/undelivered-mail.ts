import path from 'node:path';
import { ConfigError, loadConfig } from './config.ts';
import { openDatabase } from './db/client.ts';
import { listUndeliveredMail, requeueUndeliveredMail } from './infra/mail/outbox.ts';

/**
 * `npm run mail:undelivered` lists the mails that ran out of attempts; `npm run mail:undelivered -- --requeue` also
 * gives them their attempts again, due now. With the embedded PGlite database stop the server first: only one
 * process may open it.
 */
const run = async () => {
  const isRequeue = process.argv.includes('--requeue');
  const config = loadConfig();
  const database = await openDatabase({ url: config.databaseUrl, dataDir: path.join(config.dataDir, 'db') });
  try {
    const mails = await listUndeliveredMail(database.db, config.mail.maxAttempts);
    for (const mail of mails) {
      const error = mail.lastError ?? 'its process stopped during the last attempt';
      console.log(`${mail.id}\t${mail.createdAt.toISOString()}\t${mail.to}\t${mail.subject}\t${error}`);
    }
    console.log(`${mails.length} undelivered mail(s)`);
    if (isRequeue) console.log(`${await requeueUndeliveredMail(database.db, config.mail.maxAttempts)} re-queued`);
  } finally {
    await database.close();
  }
};

run().catch((error) => {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
