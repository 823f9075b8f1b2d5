import { execFile } from 'node:child_process';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import { mailOutbox } from '../../db/schema.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { openProcessDatabase, SERVER_DIR } from '../../test/server-process.ts';
import { startSmtpServer, type TestSmtpServer } from '../../test/smtp.ts';
import { createMailWorker, retryDelayMs } from './mail-worker.ts';
import { enqueueMail, listUndeliveredMail, requeueUndeliveredMail } from './outbox.ts';
import { renderMail } from './template.ts';
import { createMailTransport, outboxDirectory } from './transport.ts';

const execFileAsync = promisify(execFile);

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** A port nothing listens on: bind one, then free it. */
const closedPort = () =>
  new Promise<number>((resolve) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });

const waitFor = async (condition: () => Promise<boolean>, timeoutMs = 10_000) => {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
};

describe('renderMail', () => {
  it('escapes every value in the HTML part and keeps a plain-text part with the link', () => {
    const mail = renderMail({
      subject: 'Hello <b>you</b>',
      paragraphs: ['Fish & "chips" <script>alert(1)</script>'],
      action: { label: 'Open', url: 'http://localhost:3000/Verify/abc?x=1&y=2' },
      footer: 'Write to help@example.com',
    });
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).toContain('Fish &amp; &quot;chips&quot; &lt;script&gt;');
    expect(mail.html).toContain('href="http://localhost:3000/Verify/abc?x=1&amp;y=2"');
    expect(mail.text).toContain('Fish & "chips" <script>alert(1)</script>');
    expect(mail.text).toContain('Open: http://localhost:3000/Verify/abc?x=1&y=2');
  });
});

describe('the outbox', () => {
  it('backs off exponentially', () => {
    expect([1, 2, 3, 4].map((attempt) => retryDelayMs(attempt, 1000))).toEqual([1000, 2000, 4000, 8000]);
    expect(retryDelayMs(40, 1000)).toBe(6 * 60 * 60 * 1000);
  });

  it('loses nothing while the SMTP server is down, and delivers once it is up', async () => {
    const port = await closedPort();
    // The app's own worker delivers to the test SMTP server; stop it so that only the failing one runs.
    await t.app.close();
    const mail = { to: 'down@example.com', ...renderMail({ subject: 'Queued while down', paragraphs: ['Hi'] }) };
    await t.db.transaction((tx) => enqueueMail(tx, mail));
    const [queued] = await t.db.select().from(mailOutbox).where(eq(mailOutbox.subject, 'Queued while down'));
    if (!queued) throw new Error('mail not queued');

    const options = { pollIntervalMs: 50, retryBaseMs: 20, maxAttempts: 50, probeIntervalMs: 50 };
    const downWorker = createMailWorker(
      t.database,
      createMailTransport({ smtpUrl: `smtp://127.0.0.1:${port}/?ignoreTLS=true`, dataDir: t.dataDir, from: 'a@b.co' }),
      options,
      t.app.log,
    );
    await downWorker.start();
    const row = async () => (await t.db.select().from(mailOutbox).where(eq(mailOutbox.id, queued.id)))[0];
    await waitFor(async () => ((await row())?.attempts ?? 0) >= 3);
    await downWorker.stop();
    const failed = await row();
    expect(failed?.sentAt).toBeNull();
    expect(failed?.lastError).toMatch(/ECONNREFUSED|connect/i);

    const smtp = await startSmtpServer(port);
    try {
      await t.db.update(mailOutbox).set({ nextAttemptAt: new Date() }).where(eq(mailOutbox.id, queued.id));
      const upWorker = createMailWorker(
        t.database,
        createMailTransport({ smtpUrl: smtp.url, dataDir: t.dataDir, from: 'Program <program@example.com>' }),
        options,
        t.app.log,
      );
      await upWorker.start();
      const received = await smtp.waitForMail((m) => m.subject === 'Queued while down');
      await upWorker.stop();
      expect(received.from?.text).toContain('program@example.com');
      expect(received.text).toContain('Hi');
      expect(received.html).toContain('Queued while down');
      await waitFor(async () => (await row())?.sentAt instanceof Date);
      expect((await row())?.lastError).toBeNull();
    } finally {
      await smtp.close();
    }
  });
  it('logs a mail that runs out of attempts once, with its id', async () => {
    const lines: { level: number; msg: string; mailId?: number }[] = [];
    const log = Fastify({
      logger: { level: 'info', stream: { write: (line: string) => lines.push(JSON.parse(line)) } },
    }).log;
    const mail = { to: 'never@example.com', ...renderMail({ subject: 'Never delivered', paragraphs: ['Hi'] }) };
    await t.db.transaction((tx) => enqueueMail(tx, mail));
    const [queued] = await t.db.select().from(mailOutbox).where(eq(mailOutbox.subject, 'Never delivered'));
    if (!queued) throw new Error('mail not queued');
    const worker = createMailWorker(
      t.database,
      createMailTransport({
        smtpUrl: `smtp://127.0.0.1:${await closedPort()}/?ignoreTLS=true`,
        dataDir: t.dataDir,
        from: 'a@b.co',
      }),
      { pollIntervalMs: 20, retryBaseMs: 10, maxAttempts: 2, probeIntervalMs: 20 },
      log,
    );
    await worker.start();
    const row = async () => (await t.db.select().from(mailOutbox).where(eq(mailOutbox.id, queued.id)))[0];
    await waitFor(async () => (await row())?.attempts === 2 && (await row())?.lastError !== null);
    // Many more polls: none may try it again or log it again.
    await new Promise((resolve) => setTimeout(resolve, 300));
    await worker.stop();

    expect((await row())?.attempts).toBe(2);
    const undelivered = lines.filter((line) => line.msg.startsWith('mail undelivered'));
    expect(undelivered).toHaveLength(1);
    expect(undelivered[0]).toMatchObject({ level: 50, mailId: queued.id });
  });
});

/** The app's own worker, its mail server stopped and started again on the same port. */
describe('after a mail server outage', () => {
  const queueMails = async (db: Database, subjects: string[]) => {
    for (const subject of subjects) {
      await db.transaction((tx) =>
        enqueueMail(tx, { to: 'outage@example.com', ...renderMail({ subject, paragraphs: ['Hi'] }) }),
      );
    }
    const rows = await db
      .select({ id: mailOutbox.id })
      .from(mailOutbox)
      .where(inArray(mailOutbox.subject, subjects))
      .orderBy(mailOutbox.id);
    return rows.map((row) => row.id);
  };

  const waitUntilWaiting = (db: Database, ids: number[]) =>
    waitFor(async () => {
      const rows = await db.select().from(mailOutbox).where(inArray(mailOutbox.id, ids));
      return rows.every((row) => row.attempts === 1 && row.lastError !== null && row.nextAttemptAt > new Date());
    });

  const unsentCount = async (db: Database, ids: number[]) =>
    (
      await db
        .select({ id: mailOutbox.id })
        .from(mailOutbox)
        .where(and(inArray(mailOutbox.id, ids), isNull(mailOutbox.sentAt)))
    ).length;

  /** A minute of backoff after the first failure: only waking can deliver within the test's seconds. */
  const withBackoff =
    (probeIntervalMs: number) =>
    (config: Config): Config => ({
      ...config,
      mail: { pollIntervalMs: 100, retryBaseMs: 60_000, maxAttempts: 5, probeIntervalMs },
    });

  const outage = async (app: TestApp, subjects: string[]) => {
    await app.smtp.close();
    const ids = await queueMails(app.db, subjects);
    await waitUntilWaiting(app.db, ids);
    const smtp = await startSmtpServer(app.smtp.port);
    return { ids, smtp };
  };

  it('delivers every waiting mail within seconds of the server answering again, with no new mail', async () => {
    const app = await createTestApp({ config: withBackoff(300) });
    let smtp: TestSmtpServer | null = null;
    try {
      const subjects = ['Waiting 1', 'Waiting 2', 'Waiting 3'];
      const outaged = await outage(app, subjects);
      smtp = outaged.smtp;
      const upAt = Date.now();
      for (const subject of subjects) await smtp.waitForMail((m) => m.subject === subject, 5_000);
      // The first retry was a minute away; the connection check found the server back.
      expect(Date.now() - upAt).toBeLessThan(3_000);
      await waitFor(async () => (await unsentCount(app.db, outaged.ids)) === 0);
    } finally {
      await smtp?.close();
      await app.close().catch(() => {});
    }
  });

  it('delivers every waiting mail at once when a new mail goes through', async () => {
    const app = await createTestApp({ config: withBackoff(3_600_000) });
    let smtp: TestSmtpServer | null = null;
    try {
      const subjects = ['Backed off 1', 'Backed off 2', 'Backed off 3'];
      const outaged = await outage(app, subjects);
      smtp = outaged.smtp;
      await new Promise((resolve) => setTimeout(resolve, 500));
      expect(await unsentCount(app.db, outaged.ids)).toBe(3);

      const sentAt = Date.now();
      await queueMails(app.db, ['Fresh mail']);
      for (const subject of ['Fresh mail', ...subjects]) await smtp.waitForMail((m) => m.subject === subject, 5_000);
      expect(Date.now() - sentAt).toBeLessThan(3_000);
    } finally {
      await smtp?.close();
      await app.close().catch(() => {});
    }
  });

  it('counts mails that ran out of attempts in /readyz, which stays ready, until they are re-queued', async () => {
    const app = await createTestApp({
      config: (config) => ({
        ...config,
        mail: { pollIntervalMs: 50, retryBaseMs: 10, maxAttempts: 2, probeIntervalMs: 50 },
      }),
    });
    let smtp: TestSmtpServer | null = null;
    try {
      await app.smtp.close();
      const subjects = ['Out of attempts 1', 'Out of attempts 2'];
      const ids = await queueMails(app.db, subjects);
      await waitFor(async () => {
        const rows = await app.db.select().from(mailOutbox).where(inArray(mailOutbox.id, ids));
        return rows.every((row) => row.attempts === 2 && row.lastError !== null);
      });
      const readiness = async () => (await app.app.inject({ method: 'GET', url: '/readyz' })).json();
      const response = await app.app.inject({ method: 'GET', url: '/readyz' });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({
        Success: true,
        ErrorMessage: null,
        ErrorID: null,
        Response: { UndeliveredMails: 2 },
      });

      smtp = await startSmtpServer(app.smtp.port);
      expect((await listUndeliveredMail(app.db, 2)).map((mail) => mail.id)).toEqual(ids);
      expect(await requeueUndeliveredMail(app.db, 2)).toBe(2);
      for (const subject of subjects) await smtp.waitForMail((m) => m.subject === subject, 5_000);
      await waitFor(async () => (await readiness()).Response.UndeliveredMails === 0);
    } finally {
      await smtp?.close();
      await app.close().catch(() => {});
    }
  });
});

describe('without SMTP_URL', () => {
  let dev: TestApp;
  beforeAll(async () => {
    dev = await createTestApp({ config: (config) => ({ ...config, smtpUrl: null }), database: t.database });
  });
  afterAll(() => dev.close());

  it('writes .eml files that /dev/outbox lists, newest first, with clickable links', async () => {
    for (const subject of ['First <mail>', 'Second mail']) {
      await dev.db.transaction((tx) =>
        enqueueMail(tx, {
          to: 'dev@example.com',
          ...renderMail({
            subject,
            paragraphs: ['Body'],
            action: { label: 'Go', url: 'http://localhost:3000/Verify/t1' },
          }),
        }),
      );
      await waitFor(
        async () =>
          (await readdir(outboxDirectory(dev.dataDir)).catch(() => [])).length > (subject.startsWith('First') ? 0 : 1),
      );
    }
    const list = await dev.app.inject({ method: 'GET', url: '/dev/outbox', headers: { host: 'localhost:3000' } });
    expect(list.statusCode).toBe(200);
    expect(list.headers['content-type']).toContain('text/html');
    expect(list.body).toContain('First &lt;mail&gt;');
    expect(list.body).not.toContain('First <mail>');
    expect(list.body.indexOf('Second mail')).toBeLessThan(list.body.indexOf('First &lt;mail&gt;'));
    expect(list.body).toContain('dev@example.com');
    expect(list.body).toContain('<a href="http://localhost:3000/Verify/t1">');

    const file = list.body.match(/href="\/dev\/outbox\/([\w-]+\.eml)"/)?.[1];
    const one = await dev.app.inject({
      method: 'GET',
      url: `/dev/outbox/${file}`,
      headers: { host: 'localhost:3000' },
    });
    expect(one.statusCode).toBe(200);
    expect(one.body).toContain('http://localhost:3000/Verify/t1');
  });

  it('answers 404 for unknown or unsafe file names', async () => {
    for (const url of ['/dev/outbox/missing.eml', '/dev/outbox/..%2Fsecrets.json']) {
      const response = await dev.app.inject({ method: 'GET', url, headers: { host: 'localhost' } });
      expect(response.statusCode, url).toBe(404);
    }
  });
});

describe('npm run mail:undelivered', () => {
  it('lists the undelivered mails and re-queues them with --requeue, as its own process', async () => {
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'bridgehub-undelivered-'));
    const database = await openProcessDatabase(dataDir);
    try {
      const { db } = database.database;
      const mail = { to: 'stuck@example.com', ...renderMail({ subject: 'Stuck mail', paragraphs: ['Hi'] }) };
      await db.transaction((tx) => enqueueMail(tx, mail));
      await db.update(mailOutbox).set({ attempts: 10, lastError: '550 mailbox unavailable' });
      await database.admitServers();

      const { stdout } = await execFileAsync(
        process.execPath,
        ['--import', 'tsx', 'src/undelivered-mail.ts', '--requeue'],
        { cwd: SERVER_DIR, env: { ...process.env, ...database.env, DATA_DIR: dataDir } },
      );
      expect(stdout).toMatch(/^\d+\t\S+\tstuck@example\.com\tStuck mail\t550 mailbox unavailable$/m);
      expect(stdout).toContain('1 undelivered mail(s)');
      expect(stdout).toContain('1 re-queued');

      const [row] = await (await database.reopen()).db.select().from(mailOutbox);
      expect(row).toMatchObject({ attempts: 0, sentAt: null });
    } finally {
      await database.close();
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});
