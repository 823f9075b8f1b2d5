import { mkdir, writeFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { outboxDirectory } from './transport.ts';

const MAIL_FILE = '2030-01-01T00-00-00-000Z-0a1b2c3d.eml';
const SIGN_IN_LINK = 'http://localhost:3000/Verify/secret-sign-in-token';

/** Hosts a client may claim: local, a name with "dev" in it, the production name, a forged one. */
const HOSTS = [
  'localhost',
  'localhost:3000',
  '127.0.0.1',
  'dev.example',
  'vendors.dev.example.gov',
  'vendors.example.gov',
];

const withMailOnDisk = async (nodeEnv: 'production' | 'development') => {
  const t = await createTestApp({ env: { NODE_ENV: nodeEnv, LOG_LEVEL: 'silent' } });
  await mkdir(outboxDirectory(t.dataDir), { recursive: true });
  await writeFile(
    `${outboxDirectory(t.dataDir)}/${MAIL_FILE}`,
    `From: no-reply@localhost\r\nTo: vendor@example.com\r\nSubject: Sign in\r\n\r\nSign in: ${SIGN_IN_LINK}\r\n`,
  );
  return t;
};

const walk = async ({ app }: TestApp) => {
  const answers: { host: string; url: string; status: number; body: string }[] = [];
  for (const host of HOSTS) {
    for (const url of ['/dev/outbox', `/dev/outbox/${MAIL_FILE}`]) {
      for (const accept of ['text/html', '*/*']) {
        const response = await app.inject({ method: 'GET', url, headers: { host, accept } });
        answers.push({ host, url, status: response.statusCode, body: response.body });
      }
    }
  }
  return answers;
};

describe('the development mailbox', () => {
  let production: TestApp;
  let development: TestApp;
  beforeAll(async () => {
    [production, development] = await Promise.all([withMailOnDisk('production'), withMailOnDisk('development')]);
  });
  afterAll(() => Promise.all([production?.close(), development?.close()]));

  it('does not exist in production, whatever the Host and whatever mails lie in the outbox', async () => {
    for (const answer of await walk(production)) {
      expect(answer.status, `${answer.host} ${answer.url}`).toBe(404);
      expect(answer.body).not.toContain(SIGN_IN_LINK);
    }
  });

  it('lists and shows the mails in development, whatever the Host', async () => {
    for (const answer of await walk(development)) {
      expect(answer.status, `${answer.host} ${answer.url}`).toBe(200);
      expect(answer.body).toContain(SIGN_IN_LINK);
    }
  });
});
