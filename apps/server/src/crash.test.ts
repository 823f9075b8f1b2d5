import { mkdtemp, rm } from 'node:fs/promises';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { eventRegistrations, mailOutbox } from './db/schema.ts';
import { insertEvent } from './test/events.ts';
import { solveCaptchaAt, uniqueEmail } from './test/factories.ts';
import { type Outcome, postJson } from './test/http-load.ts';
import {
  describeWithServerProcesses,
  openProcessDatabase,
  type ProcessDatabase,
  startServerProcess,
  writeTestWebBuild,
} from './test/server-process.ts';

const ROUNDS = 5;
const CLIENTS = 16;

let dataDir: string;
let database: ProcessDatabase;
beforeAll(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'bridgehub-crash-'));
  database = await openProcessDatabase(dataDir);
});
afterAll(async () => {
  await database?.close();
  await rm(dataDir, { recursive: true, force: true });
});

/** The body of a 200 answer; null for anything else, such as a connection cut by the crash. */
const answered = (outcome: Outcome) =>
  'status' in outcome && outcome.status === 200 ? JSON.parse(outcome.body) : null;

// PGlite runs with fsync off and in one process: durability across a crash is PostgreSQL's promise.
describeWithServerProcesses('SIGKILL under load (server processes: runs on PostgreSQL)', () => {
  it(`keeps every acknowledged registration and check-in exactly once, with its mail, over ${ROUNDS} crashes`, async () => {
    const { db } = database.database;
    const event = await insertEvent(db);
    const webDistDir = await writeTestWebBuild(dataDir);
    const registered = new Set<string>();
    const checkedIn = new Set<string>();

    for (let round = 0; round < ROUNDS; round++) {
      const server = await startServerProcess({
        ...database.env,
        DATA_DIR: dataDir,
        WEB_DIST_DIR: webDistDir,
        RATE_LIMIT_PER_MINUTE: '1000000',
        LOG_LEVEL: 'warn',
      });
      let isKilled = false;
      const agent = new http.Agent({ keepAlive: true });
      const client = async () => {
        while (!isKilled) {
          const email = uniqueEmail('crash');
          const captcha = await solveCaptchaAt(server.url).catch(() => null);
          if (captcha === null) return;
          const registration = await postJson(agent, `${server.url}/api/Event/Register`, {
            EventId: event.externalId,
            AttendeeEmail: email,
            SendConfirmation: true,
            Captcha: captcha,
          });
          if (!('status' in registration)) return;
          // Only a first registration counts: AlreadyRegistered would mean an earlier try was written and unanswered.
          if (answered(registration)?.AlreadyRegistered === false) registered.add(email);
          const checkIn = await postJson(agent, `${server.url}/api/Event/CheckIn`, {
            EventId: event.externalId,
            AttendeeEmail: email,
          });
          if (answered(checkIn)?.CheckInSuccess === true) checkedIn.add(email);
        }
      };
      const clients = Array.from({ length: CLIENTS }, client);
      await new Promise((resolve) => setTimeout(resolve, 1_000 + Math.random() * 1_000));
      expect(await server.stop('SIGKILL')).toBe('SIGKILL');
      isKilled = true;
      await Promise.all(clients);
      agent.destroy();
    }

    const emails = [...registered];
    const rows = await db
      .select({ email: eventRegistrations.email, checkedInAt: eventRegistrations.checkedInAt })
      .from(eventRegistrations)
      .where(and(eq(eventRegistrations.eventId, event.id), inArray(eventRegistrations.email, emails)));
    const mails = await db
      .select({ to: mailOutbox.to, count: sql<number>`count(*)::int` })
      .from(mailOutbox)
      .where(inArray(mailOutbox.to, emails))
      .groupBy(mailOutbox.to);
    const [stored] = await db
      .select({ count: sql<number>`count(*)::int` })
      .from(eventRegistrations)
      .where(eq(eventRegistrations.eventId, event.id));
    console.info(
      `SIGKILL x${ROUNDS}: ${registered.size} registrations and ${checkedIn.size} check-ins acknowledged; ` +
        `${stored?.count} registrations stored, ${mails.length} of their mails in the outbox`,
    );

    expect(registered.size).toBeGreaterThan(ROUNDS * 5);
    expect(rows.map((row) => row.email).sort()).toEqual(emails.sort());
    for (const email of checkedIn) {
      expect(rows.find((row) => row.email === email)?.checkedInAt, email).toBeInstanceOf(Date);
    }
    expect(mails.map((mail) => mail.to).sort()).toEqual(emails.sort());
    expect(mails.every((mail) => mail.count === 1)).toBe(true);
  }, 120_000);
});
