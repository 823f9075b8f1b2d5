import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { inArray, isNotNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import { eventRegistrations, mailOutbox } from '../../db/schema.ts';
import { createTestDatabase, type TestDatabase } from '../../test/database.ts';
import { insertEvent } from '../../test/events.ts';
import { uniqueEmail } from '../../test/factories.ts';
import {
  describeWithServerProcesses,
  type ServerProcess,
  startServerProcess,
  writeTestWebBuild,
} from '../../test/server-process.ts';
import { startSmtpServer, type TestSmtpServer } from '../../test/smtp.ts';

let database: TestDatabase;
let smtp: TestSmtpServer;
const servers: ServerProcess[] = [];
const dataDirs: string[] = [];

const startServer = async () => {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'bridgehub-reminders-'));
  dataDirs.push(dataDir);
  const server = await startServerProcess({
    DATABASE_URL: database.url ?? '',
    DATA_DIR: dataDir,
    WEB_DIST_DIR: await writeTestWebBuild(dataDir),
    SMTP_URL: smtp.url,
  });
  servers.push(server);
  return server;
};

/** Registrations for an event 20 hours away, made two days ago: their day reminder is due now. */
const registrationsDueForReminder = async (n: number) => {
  const event = await insertEvent(database.db, { days: 20 / 24 + 1 / 24 });
  const rows = await database.db
    .insert(eventRegistrations)
    .values(
      Array.from({ length: n }, () => ({
        eventId: event.id,
        email: uniqueEmail('attendee'),
        surveyToken: randomBytes(16).toString('base64url'),
        createdAt: sql`now() - interval '2 days'`,
      })),
    )
    .returning({ email: eventRegistrations.email });
  return rows.map((row) => row.email);
};

const remindersTo = async (emails: string[]) => {
  const rows = await database.db.select({ to: mailOutbox.to }).from(mailOutbox).where(inArray(mailOutbox.to, emails));
  return emails.map((email) => rows.filter((row) => row.to === email).length);
};

describeWithServerProcesses(
  'event reminders with two server processes on one PostgreSQL database (runs when DATABASE_URL is set)',
  () => {
    beforeAll(async () => {
      [database, smtp] = await Promise.all([createTestDatabase(), startSmtpServer()]);
    });

    afterAll(async () => {
      await Promise.all(servers.map((server) => server.stop()));
      await Promise.all([database?.close(), smtp?.close()]);
      await Promise.all(dataDirs.map((dir) => rm(dir, { recursive: true, force: true })));
    });

    it('sends each reminder once when both start together, and nothing again after one restarts', async () => {
      const first = await registrationsDueForReminder(20);
      // Each process runs a pass as it starts; both start at once.
      const [, second] = await Promise.all([startServer(), startServer()]);
      await vi.waitFor(async () => expect(await remindersTo(first)).toEqual(first.map(() => 1)), {
        timeout: 20_000,
        interval: 200,
      });

      // A restart: the new process's first pass sends what became due since, and only that.
      const later = await registrationsDueForReminder(3);
      await second?.stop('SIGKILL');
      await startServer();
      await vi.waitFor(async () => expect(await remindersTo(later)).toEqual(later.map(() => 1)), {
        timeout: 20_000,
        interval: 200,
      });
      expect(await remindersTo(first)).toEqual(first.map(() => 1));
      const claimed = await database.db
        .select({ id: eventRegistrations.id })
        .from(eventRegistrations)
        .where(isNotNull(eventRegistrations.reminderDaySentAt));
      expect(claimed).toHaveLength(first.length + later.length);
    }, 120_000);
  },
);
