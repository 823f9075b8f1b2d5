import { readdir } from 'node:fs/promises';
import { createServer } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox } from '../../db/schema.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { startSmtpServer } from '../../test/smtp.ts';
import { createMailWorker, retryDelayMs } from './mail-worker.ts';
import { enqueueMail } from './outbox.ts';
import { renderMail } from './template.ts';
import { createMailTransport, outboxDirectory } from './transport.ts';

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

    const options = { pollIntervalMs: 50, retryBaseMs: 20, maxAttempts: 50 };
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

  it('answers 404 on a host that is not a dev host, and for unknown or unsafe file names', async () => {
    const production = await dev.app.inject({
      method: 'GET',
      url: '/dev/outbox',
      headers: { host: 'vendors.example.gov' },
    });
    expect(production.statusCode).toBe(404);
    for (const url of ['/dev/outbox/missing.eml', '/dev/outbox/..%2Fsecrets.json']) {
      const response = await dev.app.inject({ method: 'GET', url, headers: { host: 'localhost' } });
      expect(response.statusCode, url).toBe(404);
    }
  });
});
