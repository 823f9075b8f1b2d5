import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { buildApp } from './app.ts';
import { ConfigError, loadConfig } from './config.ts';
import { openDatabase } from './db/client.ts';
import { contacts } from './db/schema.ts';
import { DEMO_CONTACTS, DEMO_STAFF, seedDatabase } from './db/seed.ts';
import { createConnectionDrain } from './http/connection-drain.ts';
import { outboxDirectory } from './infra/mail/transport.ts';
import { ensureAdministrator } from './modules/staff/staff.service.ts';
import { checkStartUp, StartUpRefused } from './start-up-check.ts';

// Orchestrators escalate to SIGKILL after a grace period (Kubernetes: 30 s by default); ours must fit in 10 s.
const SHUTDOWN_LIMIT_MS = 9_000;
const DRAIN_LIMIT_MS = 6_000;
const IDLE_GRACE_MS = 1_000;

const start = async () => {
  const config = loadConfig();
  mkdirSync(config.dataDir, { recursive: true });
  const database = await openDatabase({
    url: config.databaseUrl,
    dataDir: path.join(config.dataDir, 'db'),
    onError: (error) => console.error('database connection error', error),
  });
  await database.migrate();
  await seedDatabase(database.db, config);
  if (config.staffAdminEmail) await ensureAdministrator(database.db, config.staffAdminEmail);
  const app = await buildApp(config, { database });
  await checkStartUp(config, database.db, app.log);
  const connections = createConnectionDrain(app.server);

  let isShuttingDown = false;
  const shutdown = async (signal: string) => {
    if (isShuttingDown) return;
    isShuttingDown = true;
    app.log.info({ signal }, 'shutting down');
    setTimeout(() => {
      app.log.error({ limitMs: SHUTDOWN_LIMIT_MS }, 'shutdown took too long: exiting now');
      process.exit(1);
    }, SHUTDOWN_LIMIT_MS).unref();
    const isDrained = await connections.drain({ idleGraceMs: IDLE_GRACE_MS, timeoutMs: DRAIN_LIMIT_MS });
    if (!isDrained) app.log.warn({ limitMs: DRAIN_LIMIT_MS }, 'connections still busy were closed');
    // Then the mail worker and background tasks finish what they hold (onClose); unclaimed mail stays in the outbox.
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
  if (config.hasDevTools && !config.smtpUrl) {
    app.log.info(
      { outbox: outboxDirectory(config.dataDir) },
      `no SMTP_URL: mails are written as .eml files; read them at ${config.publicUrl}/dev/outbox`,
    );
    const [demo] = await database.db
      .select({ id: contacts.id })
      .from(contacts)
      .where(eq(contacts.email, DEMO_CONTACTS.primary));
    if (demo) {
      console.log(
        `\nSign in as the demo vendor: open ${config.publicUrl}/Login, enter ${DEMO_CONTACTS.primary} ` +
          `(or ${DEMO_CONTACTS.editor}), then follow the link of the newest mail at ${config.publicUrl}/dev/outbox\n` +
          `Sign in as demo staff: open ${config.publicUrl}/console/login, enter ${DEMO_STAFF.administrator} ` +
          `(Administrator) or ${DEMO_STAFF.coordinator} (Coordinator), follow the newest mail's link, then enter the ` +
          'code that `npm run staff:code` prints\n',
      );
    }
  }
};

start().catch((error) => {
  console.error(error instanceof ConfigError || error instanceof StartUpRefused ? error.message : error);
  process.exit(1);
});
