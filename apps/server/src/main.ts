import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { isDevHost } from '@bridgehub/contract';
import { eq } from 'drizzle-orm';
import { buildApp } from './app.ts';
import { ConfigError, loadConfig } from './config.ts';
import { openDatabase } from './db/client.ts';
import { contacts } from './db/schema.ts';
import { DEMO_CONTACTS, seedDatabase } from './db/seed.ts';
import { outboxDirectory } from './infra/mail/transport.ts';

const start = async () => {
  const config = loadConfig();
  mkdirSync(config.dataDir, { recursive: true });
  const database = await openDatabase({
    url: config.databaseUrl,
    dataDir: path.join(config.dataDir, 'db'),
    onError: (error) => console.error('database connection error', error),
  });
  await database.migrate();
  await seedDatabase(database.db, { seedDemo: config.seedDemo, programTimezone: config.programTimezone });
  const app = await buildApp(config, { database });

  let isShuttingDown = false;
  const shutdown = async (signal: string) => {
    if (isShuttingDown) return;
    isShuttingDown = true;
    app.log.info({ signal }, 'shutting down');
    // Closing the app stops the mail worker (onClose) after in-flight requests finish.
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.once('SIGTERM', () => void shutdown('SIGTERM'));
  process.once('SIGINT', () => void shutdown('SIGINT'));

  await app.listen({ port: config.port, host: config.host });
  app.log.info(
    { url: config.publicUrl, database: database.kind === 'pglite' ? path.join(config.dataDir, 'db') : 'PostgreSQL' },
    `bridgehub listening on ${config.publicUrl}`,
  );
  if (!config.smtpUrl) {
    app.log.info(
      { outbox: outboxDirectory(config.dataDir) },
      `no SMTP_URL: mails are written as .eml files; read them at ${config.publicUrl}/dev/outbox`,
    );
    const [demo] = await database.db
      .select({ id: contacts.id })
      .from(contacts)
      .where(eq(contacts.email, DEMO_CONTACTS.primary));
    if (demo && isDevHost(new URL(config.publicUrl).hostname)) {
      console.log(
        `\nSign in as the demo vendor: open ${config.publicUrl}/Login, enter ${DEMO_CONTACTS.primary} ` +
          `(or ${DEMO_CONTACTS.editor}), then follow the link of the newest mail at ${config.publicUrl}/dev/outbox\n`,
      );
    }
  }
};

start().catch((error) => {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
