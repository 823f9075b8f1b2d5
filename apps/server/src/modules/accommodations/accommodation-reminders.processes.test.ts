import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { eq, isNotNull } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import { accommodationRequests, mailOutbox } from '../../db/schema.ts';
import { createTestDatabase, type TestDatabase } from '../../test/database.ts';
import { insertEvent, insertRegistration } from '../../test/events.ts';
import { uniqueEmail } from '../../test/factories.ts';
import {
  describeWithServerProcesses,
  type ServerProcess,
  startServerProcess,
  writeTestWebBuild,
} from '../../test/server-process.ts';
import { startSmtpServer, type TestSmtpServer } from '../../test/smtp.ts';
import { createStaffAccount } from '../staff/staff.service.ts';

let database: TestDatabase;
let smtp: TestSmtpServer;
let coordinator: string;
const servers: ServerProcess[] = [];
const dataDirs: string[] = [];

const startServer = async () => {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'bridgehub-accommodations-'));
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

/**
 * Events starting tomorrow, each with `perEvent` requests still new: three business days before them has begun, so
 * each process's first pass finds them due.
 */
const eventsDueForReminder = async (count: number, perEvent: number) => {
  const requestIds: number[] = [];
  for (let index = 0; index < count; index++) {
    const event = await insertEvent(database.db, { days: 1 });
    for (let request = 0; request < perEvent; request++) {
      const registration = await insertRegistration(database.db, event.id);
      const [row] = await database.db
        .insert(accommodationRequests)
        .values({ registrationId: registration.id, needs: ['SignLanguage'], isOnTime: false })
        .returning({ id: accommodationRequests.id });
      if (row) requestIds.push(row.id);
    }
  }
  return requestIds;
};

const remindersToCoordinator = async () =>
  (await database.db.select({ id: mailOutbox.id }).from(mailOutbox).where(eq(mailOutbox.to, coordinator))).length;

describeWithServerProcesses(
  'accommodation reminders with two server processes on one PostgreSQL database (runs when DATABASE_URL is set)',
  () => {
    beforeAll(async () => {
      [database, smtp] = await Promise.all([createTestDatabase(), startSmtpServer()]);
      coordinator = uniqueEmail('coordinator');
      await createStaffAccount(database.db, { email: coordinator, displayName: 'Casey', role: 'Coordinator' });
    });

    afterAll(async () => {
      await Promise.all(servers.map((server) => server.stop()));
      await Promise.all([database?.close(), smtp?.close()]);
      await Promise.all(dataDirs.map((dir) => rm(dir, { recursive: true, force: true })));
    });

    it('reminds the coordinators of each request once when both start together, and nothing again after a restart', async () => {
      const first = await eventsDueForReminder(6, 3);
      // Each process runs a pass as it starts; both start at once.
      const [, second] = await Promise.all([startServer(), startServer()]);
      await vi.waitFor(async () => expect(await remindersToCoordinator()).toBe(6), { timeout: 20_000, interval: 200 });

      // A restart: the new process's first pass reminds of what became due since, and only that.
      const later = await eventsDueForReminder(2, 1);
      await second?.stop('SIGKILL');
      await startServer();
      await vi.waitFor(async () => expect(await remindersToCoordinator()).toBe(8), { timeout: 20_000, interval: 200 });
      const reminded = await database.db
        .select({ id: accommodationRequests.id })
        .from(accommodationRequests)
        .where(isNotNull(accommodationRequests.reminderSentAt));
      const byId = (a: number, b: number) => a - b;
      expect(reminded.map((row) => row.id).sort(byId)).toEqual([...first, ...later].sort(byId));
    }, 120_000);
  },
);
