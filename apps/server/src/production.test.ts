import { randomBytes, randomUUID } from 'node:crypto';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { request } from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { staffMemberSchema } from '@bridgehub/contract';
import type { ParsedMail } from 'mailparser';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { z } from 'zod';
import { DEMO_STAFF } from './db/seed.ts';
import { outboxDirectory } from './infra/mail/transport.ts';
import { signJwt } from './infra/tokens/jwt.ts';
import { buildRegistration, solveCaptchaAt, uniqueEmail } from './test/factories.ts';
import {
  describeWithServerProcesses,
  openProcessDatabase,
  type ProcessDatabase,
  type ServerProcess,
  startServerProcess,
  writeTestWebBuild,
} from './test/server-process.ts';
import { startSmtpServer, type TestSmtpServer } from './test/smtp.ts';
import { totpCode } from './test/staff-session.ts';

/**
 * The server as an operator starts it in production: its own process, NODE_ENV=production, an https PUBLIC_URL, a mail
 * server, its own secrets and the first administrator; every other setting at its default, except the captcha's cost,
 * kept small so that the test solves it quickly. Started once; each test reads what it needs from it.
 */
const PUBLIC_URL = 'https://bridge.example.org';
const ADMIN_EMAIL = 'first.admin@bridge.example.org';
const JWT_SECRET = randomBytes(32).toString('base64url');

let dataDir: string;
let db: ProcessDatabase;
let smtp: TestSmtpServer;
let server: ServerProcess;

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'bridgehub-production-'));
  [db, smtp] = await Promise.all([openProcessDatabase(dataDir), startSmtpServer()]);
  await db.admitServers();
  server = await startServerProcess({
    ...db.env,
    DATA_DIR: dataDir,
    WEB_DIST_DIR: await writeTestWebBuild(dataDir),
    NODE_ENV: 'production',
    PUBLIC_URL,
    SMTP_URL: smtp.url,
    JWT_SECRET,
    ALTCHA_HMAC_KEY: randomBytes(32).toString('base64url'),
    STAFF_ADMIN_EMAIL: ADMIN_EMAIL,
    LOG_LEVEL: 'info',
    // Unset, as in an operator's environment: the test helper's own value would hide the default.
    SEED_DEMO: '',
  });
});
afterAll(async () => {
  await server?.stop();
  await Promise.all([db?.close(), smtp?.close()]);
  await rm(dataDir, { recursive: true, force: true });
});

const call = async (method: string, url: string, options: { body?: object; headers?: Record<string, string> } = {}) => {
  const response = await fetch(`${server.url}${url}`, {
    method,
    headers: { ...(options.body ? { 'content-type': 'application/json' } : {}), ...options.headers },
    ...(options.body ? { body: JSON.stringify(options.body) } : {}),
  });
  return { status: response.status, body: await response.text() };
};
/** An API call that must succeed: its `Response`. */
const api = async (method: string, url: string, options: { body?: object; headers?: Record<string, string> } = {}) => {
  const answer = await call(method, url, options);
  const parsed = JSON.parse(answer.body);
  if (!parsed.Success) throw new Error(`${method} ${url} answered ${answer.body}`);
  return parsed.Response;
};
/** A page, as a browser opens the link of a mail. */
const openPage = (url: string) => call('GET', url, { headers: { accept: 'text/html' } });

/** The link of the newest mail to `to` whose subject matches, and the mail. */
const mailedLink = async (to: string, subject: RegExp, link: RegExp) => {
  const mail: ParsedMail = await smtp.waitForMail(
    (received) => JSON.stringify(received.to ?? '').includes(to) && subject.test(received.subject ?? ''),
  );
  const match = (mail.text ?? '').match(link);
  if (!match) throw new Error(`no link in: ${mail.text}`);
  return match;
};

/**
 * The whole log up to now: lines wait in a block for up to a second, and a request's line follows those of the requests
 * answered before it, so once the line of one more request is out, so are theirs.
 */
const logSoFar = async () => {
  const marks = () => server.output().split('"url":"/healthz"').length;
  const before = marks();
  await call('GET', '/healthz');
  await expect.poll(marks, { timeout: 10_000 }).toBeGreaterThan(before);
  return server.output();
};

/** Everything secret or personal the tests sent or received: none of it may reach the log. */
const secrets: string[] = [ADMIN_EMAIL];

/** A staff member signs in by the mailed link: the ticket of the second-factor step. */
const staffTicket = async (email: string, subject: RegExp) => {
  const [, link = '', token = ''] = await mailedLink(
    email,
    subject,
    /https:\/\/bridge\.example\.org(\/console\/login\/callback\?token=([\w-]+)&email=\S+)/,
  );
  secrets.push(token);
  await openPage(link);
  const ticket = await api('POST', '/api/Auth/StaffUser/LoginCallback', { body: { Token: token, Email: email } });
  secrets.push(ticket.Ticket);
  return ticket.Ticket as string;
};

/** The first administrator signs in by the mailed link and sets up an authenticator app, once for the whole file. */
let adminSession: Promise<string> | undefined;
const signInAdministrator = () => {
  adminSession ??= (async () => {
    await api('POST', '/api/Auth/StaffUser/Login', { body: { Email: ADMIN_EMAIL } });
    const ticket = await staffTicket(ADMIN_EMAIL, /sign-in link/);
    const { Secret } = await api('POST', '/api/Auth/StaffUser/Totp/Enrol', { body: { Ticket: ticket } });
    const enrolled = await api('POST', '/api/Auth/StaffUser/Totp/Confirm', {
      body: { Ticket: ticket, Code: await totpCode(Secret) },
    });
    secrets.push(Secret, enrolled.Tokens.AccessToken, enrolled.Tokens.RefreshToken, ...enrolled.RecoveryCodes);
    return `Bearer ${enrolled.Tokens.AccessToken}`;
  })();
  return adminSession;
};

/** A GET with the Host header a client chooses (fetch would write the server's). */
const statusWithHost = (url: string, host: string) =>
  new Promise<number>((resolve, reject) => {
    const target = new URL(url, server.url);
    request(target, { headers: { host, accept: 'text/html' } }, (response) => {
      response.resume();
      resolve(response.statusCode ?? 0);
    })
      .on('error', reject)
      .end();
  });

describeWithServerProcesses('a server started for production (a server process: runs on PostgreSQL)', () => {
  it('serves no development mailbox, whatever the Host and whatever mails lie in the outbox', async () => {
    const mailFile = 'left-from-before.eml';
    await mkdir(outboxDirectory(dataDir), { recursive: true });
    await writeFile(
      path.join(outboxDirectory(dataDir), mailFile),
      `To: someone@example.org\r\nSubject: Your sign-in link\r\n\r\n${PUBLIC_URL}/LoginCallBack?token=left&email=x\r\n`,
    );
    for (const host of [
      'localhost',
      'localhost:3000',
      'dev.example',
      'my-dev-box',
      '127.0.0.1',
      'bridge.example.org',
    ]) {
      for (const url of ['/dev/outbox', `/dev/outbox/${mailFile}`]) {
        expect({ host, url, status: await statusWithHost(url, host) }).toEqual({ host, url, status: 404 });
      }
    }
  });

  it('has no session seam, even for a grant signed with its own secret', async () => {
    const iat = Math.floor(Date.now() / 1000);
    const claims = { sub: ADMIN_EMAIL, sid: randomUUID(), jti: randomUUID(), iat, exp: iat + 60 };
    for (const aud of ['dev-staff-session', 'dev-vendor-session'] as const) {
      const answer = await call('POST', '/dev/session', { body: { Grant: signJwt(JWT_SECRET, { ...claims, aud }) } });
      expect({ aud, status: answer.status }).toEqual({ aud, status: 404 });
      expect(answer.body).not.toContain('AccessToken');
    }
  });

  it('has no demo staff: the first administrator is the only staff account', async () => {
    const staff = z
      .array(staffMemberSchema)
      .parse(await api('GET', '/api/Staff/Members', { headers: { authorization: await signInAdministrator() } }));
    expect(staff.map((member) => member.Email)).toEqual([ADMIN_EMAIL]);
    for (const email of Object.values(DEMO_STAFF)) expect(staff.map((member) => member.Email)).not.toContain(email);
  });

  it('writes no token, e-mail address or search text to its log during a sign-in, a verification and a staff invitation', async () => {
    // A vendor registers, verifies the business by the mailed link, searches, and signs in by the mailed link.
    const registration = buildRegistration();
    const vendorEmail = registration.PrimaryContact?.[0]?.Email ?? '';
    const businessName = registration.Business.BusinessName ?? '';
    secrets.push(vendorEmail, businessName);
    await api('POST', '/api/vendor/submit', { body: { ...registration, Captcha: await solveCaptchaAt(server.url) } });
    const [, verifyToken = ''] = await mailedLink(
      vendorEmail,
      /^Verify/,
      /https:\/\/bridge\.example\.org\/Verify\/(\S+)/,
    );
    secrets.push(verifyToken);
    await openPage(`/Verify/${verifyToken}`);
    await api('POST', `/api/vendor/verify?token=${verifyToken}`);
    await api('GET', `/api/Vendor/Search?${new URLSearchParams({ name: businessName })}`);
    await api('POST', `/api/auth/VendorUser/Login?${new URLSearchParams({ email: vendorEmail })}`);
    const [, vendorLink = '', vendorQuery = '', vendorToken = ''] = await mailedLink(
      vendorEmail,
      /sign-in link/,
      /https:\/\/bridge\.example\.org(\/LoginCallBack\?(token=([\w-]+)&email=\S+))/,
    );
    secrets.push(vendorToken);
    await openPage(vendorLink);
    const vendorTokens = await api('POST', `/api/auth/VendorUser/LoginCallback?${vendorQuery}`);
    secrets.push(vendorTokens.AccessToken, vendorTokens.RefreshToken);

    // The first administrator (signed in by the mailed link, with an authenticator app) invites a coordinator, who
    // opens the invitation.
    const invitedEmail = uniqueEmail('invited');
    secrets.push(invitedEmail);
    await api('POST', '/api/Staff/Members', {
      body: { Email: invitedEmail, DisplayName: 'Invited Coordinator', Role: 'Coordinator' },
      headers: { authorization: await signInAdministrator() },
    });
    await staffTicket(invitedEmail, /invited/);

    const output = await logSoFar();
    for (const secret of secrets) {
      expect(output).not.toContain(secret);
      expect(output).not.toContain(encodeURIComponent(secret));
    }
    expect(output).not.toMatch(/[\w.+-]+(@|%40)[\w-]+\.[\w.-]+/);
  });
});
