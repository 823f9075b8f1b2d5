import { randomInt } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { failure, type LoginToken, messages } from '@bridgehub/contract';
import { and, count, eq, ilike } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import { eventRegistrations, mailOutbox } from '../db/schema.ts';
import { createTestDatabase, type TestDatabase } from '../test/database.ts';
import { insertEvent } from '../test/events.ts';
import { buildRegistration, solveCaptchaAt, uniqueEmail } from '../test/factories.ts';
import {
  describeWithServerProcesses,
  type ServerProcess,
  startServerProcess,
  writeTestWebBuild,
} from '../test/server-process.ts';
import { startSmtpServer, type TestSmtpServer } from '../test/smtp.ts';

const RATE_LIMIT_PER_MINUTE = 5;
const LOGIN_LIMIT_PER_EMAIL = 3;

let database: TestDatabase;
let smtp: TestSmtpServer;
let servers: ServerProcess[] = [];
const dataDirs: string[] = [];

const startServer = async () => {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'bridgehub-two-processes-'));
  dataDirs.push(dataDir);
  return startServerProcess({
    DATABASE_URL: database.url ?? '',
    DATA_DIR: dataDir,
    WEB_DIST_DIR: await writeTestWebBuild(dataDir),
    SMTP_URL: smtp.url,
    // Each request speaks for its own client address through the header a load balancer sets.
    TRUST_PROXY: '1',
    RATE_LIMIT_PER_MINUTE: String(RATE_LIMIT_PER_MINUTE),
    LOGIN_LIMIT_PER_EMAIL: String(LOGIN_LIMIT_PER_EMAIL),
  });
};

const uniqueAddress = () => `192.0.${randomInt(256)}.${randomInt(1, 255)}`;

interface Answer {
  status: number;
  // biome-ignore lint/suspicious/noExplicitAny: answers of several endpoints, checked field by field
  body: any;
}

/** One request to the `i`-th request's process: consecutive requests go to alternate processes. */
const call = async (
  i: number,
  method: 'GET' | 'POST',
  url: string,
  options: { body?: unknown; address?: string } = {},
): Promise<Answer> => {
  const server = servers[i % servers.length] as ServerProcess;
  const response = await fetch(`${server.url}${url}`, {
    method,
    headers: {
      'x-forwarded-for': options.address ?? uniqueAddress(),
      ...(options.body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(options.body === undefined ? {} : { body: JSON.stringify(options.body) }),
  });
  return { status: response.status, body: await response.json() };
};

/** `n` requests sent at once, spread over both processes. */
const simultaneously = (n: number, send: (i: number) => Promise<Answer>) =>
  Promise.all(Array.from({ length: n }, (_, i) => send(i)));

const solveCaptchaOf = async (i: number) => {
  const server = servers[i % servers.length] as ServerProcess;
  return solveCaptchaAt(server.url);
};

const statusCounts = (answers: Answer[]) => {
  const counts: Record<number, number> = {};
  for (const { status } of answers) counts[status] = (counts[status] ?? 0) + 1;
  return counts;
};

describeWithServerProcesses(
  'two server processes on one PostgreSQL database (runs when DATABASE_URL is set: PGlite belongs to one process)',
  () => {
    beforeAll(async () => {
      [database, smtp] = await Promise.all([createTestDatabase(), startSmtpServer()]);
      servers = await Promise.all([startServer(), startServer()]);
    }, 120_000);

    afterAll(async () => {
      await Promise.all(servers.map((server) => server.stop()));
      await Promise.all([database?.close(), smtp?.close()]);
      await Promise.all(dataDirs.map((dir) => rm(dir, { recursive: true, force: true })));
    });

    it('holds the per-address limit across both', async () => {
      const address = uniqueAddress();
      const answers = await simultaneously(4 * RATE_LIMIT_PER_MINUTE, (i) =>
        call(i, 'GET', '/api/Vendor/Search?name=acme', { address }),
      );
      expect(statusCounts(answers)).toEqual({ 200: RATE_LIMIT_PER_MINUTE, 429: 3 * RATE_LIMIT_PER_MINUTE });
      for (const answer of answers.filter(({ status }) => status === 429)) {
        expect(answer.body).toEqual(failure(messages.tooManyRequests));
      }
    });

    it('sends no more sign-in links than the per-e-mail cap to requests from many addresses; a rotated refresh token has one successor, then ends its family', async () => {
      const registration = buildRegistration();
      const email = registration.PrimaryContact?.[0]?.Email ?? '';
      const registered = await call(0, 'POST', '/api/vendor/submit', {
        body: { ...registration, Captcha: await solveCaptchaOf(0) },
      });
      expect(registered.body.Success).toBe(true);

      const requested = await simultaneously(10, (i) =>
        call(i, 'POST', `/api/auth/VendorUser/Login?${new URLSearchParams({ email })}`),
      );
      // Each from its own address: every one is answered alike, and the cap holds on the mails.
      expect(statusCounts(requested)).toEqual({ 200: 10 });

      const isLink = (mail: (typeof smtp.mails)[number]) =>
        JSON.stringify(mail.to ?? '').includes(email) && /sign-in link/i.test(mail.subject ?? '');
      await vi.waitFor(() => expect(smtp.mails.filter(isLink)).toHaveLength(LOGIN_LIMIT_PER_EMAIL), {
        timeout: 15_000,
        interval: 100,
      });
      // A request past the cap queues nothing: every link that will ever go out is in the outbox now.
      const [queued] = await database.db
        .select({ value: count() })
        .from(mailOutbox)
        .where(and(eq(mailOutbox.to, email), ilike(mailOutbox.subject, '%sign-in link%')));
      expect(queued?.value).toBe(LOGIN_LIMIT_PER_EMAIL);
      const linkMails = smtp.mails.filter(isLink);

      const token = (linkMails[0]?.text ?? '').match(/LoginCallBack\?token=([\w-]+)/)?.[1] ?? '';
      const signedIn = await call(
        1,
        'POST',
        `/api/auth/VendorUser/LoginCallback?${new URLSearchParams({ token, email })}`,
      );
      expect(signedIn.body.Success).toBe(true);
      const tokens = signedIn.body.Response as LoginToken;

      // A refresh token rotated on one process gets at most its one successor from the other within the reuse
      // interval (two tabs refreshing at once)...
      const refresh = (i: number, RefreshToken: string) =>
        call(i, 'POST', '/api/Auth/VendorUser/Refresh', { body: { RefreshToken, Email: email } });
      const refreshed = await simultaneously(10, (i) => refresh(i, tokens.RefreshToken));
      expect(statusCounts(refreshed)).toEqual({ 200: 10 });
      const successors = new Set(refreshed.map((answer) => (answer.body.Response as LoginToken).RefreshToken));
      expect(successors.size).toBe(1);
      const [successor] = [...successors] as [string];
      expect(successor).not.toBe(tokens.RefreshToken);

      // ...and once that successor has rotated on, the old token is a replay on either process, ending the family.
      const next = await refresh(0, successor);
      expect(next.status).toBe(200);
      const replayed = await refresh(1, tokens.RefreshToken);
      expect(replayed.status).toBe(401);
      expect(replayed.body).toEqual(failure(messages.notSignedIn));
      expect((await refresh(0, (next.body.Response as LoginToken).RefreshToken)).status).toBe(401);
    });

    it('refuses on one a captcha answer spent on the other, and checks 50 simultaneous check-ins in once', async () => {
      const event = await insertEvent(database.db);
      const email = uniqueEmail('attendee');
      const Captcha = await solveCaptchaOf(0);
      const registered = await call(0, 'POST', '/api/Event/Register', {
        body: { EventId: event.externalId, AttendeeEmail: email, Captcha },
      });
      expect(registered.body.Success).toBe(true);
      const replayed = await call(1, 'POST', '/api/Event/Register', {
        body: { EventId: event.externalId, AttendeeEmail: uniqueEmail('replay'), Captcha },
      });
      expect(replayed.body).toEqual(failure(messages.captchaInvalid));

      const checkIns = await simultaneously(50, (i) =>
        call(i, 'POST', '/api/Event/CheckIn', { body: { EventId: event.externalId, AttendeeEmail: email } }),
      );
      expect(statusCounts(checkIns)).toEqual({ 200: 50 });
      const bodies = checkIns.map(({ body }) => body);
      expect(bodies.filter((body) => body.CheckInSuccess === true && body.AlreadyCheckedIn === false)).toHaveLength(1);
      expect(bodies.filter((body) => body.AlreadyCheckedIn === true && body.CheckInSuccess === false)).toHaveLength(49);
      const rows = await database.db
        .select({ checkedInAt: eventRegistrations.checkedInAt })
        .from(eventRegistrations)
        .where(eq(eventRegistrations.eventId, event.id));
      expect(rows).toHaveLength(1);
      expect(rows[0]?.checkedInAt).toBeInstanceOf(Date);
    });
  },
);
