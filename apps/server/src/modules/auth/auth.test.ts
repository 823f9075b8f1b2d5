import { ACCESS_TOKEN_TTL_SECONDS, failure, messages, ok, TOKEN_TYPE } from '@bridgehub/contract';
import { and, count, desc, eq, ilike, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contacts, loginTokens, mailOutbox, refreshTokens } from '../../db/schema.ts';
import { signJwt } from '../../infra/tokens/jwt.ts';
import { hashToken } from '../../infra/tokens/secret-token.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { uniqueEmail } from '../../test/factories.ts';
import { callback, loginLinkFor, registerAndSignIn, requestLogin, signIn } from '../../test/session.ts';
import { REFRESH_GRACE_SECONDS } from './auth.service.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { LOGIN_LIMIT_PER_EMAIL: '3' } });
});
afterAll(() => t.close());

const refresh = (RefreshToken: string, Email: string) =>
  t.app.inject({ method: 'POST', url: '/api/Auth/VendorUser/Refresh', payload: { RefreshToken, Email } });

const info = (authorization?: string) =>
  t.app.inject({ method: 'GET', url: '/api/Vendor/Info', headers: authorization ? { authorization } : {} });

const signInMailsTo = async (email: string) => {
  const [row] = await t.db
    .select({ value: count() })
    .from(mailOutbox)
    .where(and(eq(mailOutbox.to, email), ilike(mailOutbox.subject, '%sign-in link%')));
  return row?.value ?? 0;
};

const requestLoginFrom = (remoteAddress: string, email: string) =>
  t.app.inject({ method: 'POST', url: `/api/auth/VendorUser/Login?${new URLSearchParams({ email })}`, remoteAddress });

/** The token of the newest sign-in link queued for `email`. */
const newestLinkTo = async (email: string) => {
  const [mail] = await t.db
    .select({ text: mailOutbox.text })
    .from(mailOutbox)
    .where(eq(mailOutbox.to, email))
    .orderBy(desc(mailOutbox.id))
    .limit(1);
  return (mail?.text ?? '').match(/LoginCallBack\?token=([\w-]+)/)?.[1] ?? '';
};

const mailsTo = async (email: string) => {
  const [row] = await t.db.select({ value: count() }).from(mailOutbox).where(eq(mailOutbox.to, email));
  return row?.value ?? 0;
};

describe('POST /api/auth/VendorUser/Login', () => {
  it('answers the same status and body for a registered contact and an unknown e-mail; only the contact gets a link', async () => {
    const vendor = await registerAndSignIn(t);
    const unknown = uniqueEmail('nobody');
    const known = await requestLogin(t, vendor.email.toUpperCase());
    const stranger = await requestLogin(t, unknown);
    expect(known.statusCode).toBe(200);
    expect(stranger.statusCode).toBe(known.statusCode);
    expect(stranger.json()).toEqual(known.json());
    expect(known.json()).toEqual({ Success: true, ErrorMessage: null, ErrorID: null, Response: true });
    await t.background.drain();
    const { mail, link } = await loginLinkFor(t, vendor.email);
    expect(mail.text).toContain('30 minutes');
    expect(link).toContain(`email=${encodeURIComponent(vendor.email)}`);
    expect(await mailsTo(unknown)).toBe(0);
  });

  it('answers without waiting for the lookup: timing does not depend on the e-mail', async () => {
    const vendor = await registerAndSignIn(t);
    const time = async (email: string) => {
      const started = performance.now();
      await requestLogin(t, email);
      return performance.now() - started;
    };
    // Both answers come before any lookup runs, so neither includes a database round trip or a mail insert.
    const [known, unknown] = [await time(vendor.email), await time(uniqueEmail('nobody'))];
    expect(Math.abs(known - unknown)).toBeLessThan(50);
    await t.background.drain();
  });

  it('sends no link to a disabled or an unapproved contact', async () => {
    const vendor = await registerAndSignIn(t);
    const disabled = uniqueEmail('disabled');
    const pending = uniqueEmail('pending');
    await t.db.insert(contacts).values([
      { vendorId: vendor.vendorId, email: disabled, firstName: 'D', lastName: 'D', isApproved: true, isEnabled: false },
      { vendorId: vendor.vendorId, email: pending, firstName: 'P', lastName: 'P', isApproved: false, isEnabled: true },
    ]);
    expect((await requestLogin(t, disabled)).json().Success).toBe(true);
    expect((await requestLogin(t, pending)).json().Success).toBe(true);
    await t.background.drain();
    expect(await mailsTo(disabled)).toBe(0);
    expect(await mailsTo(pending)).toBe(0);
  });

  it("refuses a malformed e-mail with 'Invalid Email'", async () => {
    for (const email of ['', 'not-an-email', 'a@b.c']) {
      const response = await requestLogin(t, email);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({ Success: false, ErrorMessage: messages.loginEmailInvalid });
    }
  });

  it('limits requests per e-mail and client address with a 429 envelope, registered or not', async () => {
    const email = uniqueEmail('limited');
    for (let i = 0; i < 3; i++) expect((await requestLogin(t, email)).statusCode).toBe(200);
    const limited = await requestLogin(t, email);
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual(failure(messages.tooManyRequests));
    expect((await requestLogin(t, uniqueEmail('other'))).statusCode).toBe(200);
    expect((await requestLoginFrom('203.0.113.50', email)).statusCode).toBe(200);
    await t.background.drain();
  });

  it("refuses a stranger's requests from their address, never the person's from another: the newest link signs in", async () => {
    const vendor = await registerAndSignIn(t);
    const stranger = await Promise.all(Array.from({ length: 5 }, () => requestLoginFrom('203.0.113.66', vendor.email)));
    expect(stranger.map((answer) => answer.statusCode).sort()).toEqual([200, 200, 200, 429, 429]);
    const own = await requestLoginFrom('198.51.100.7', vendor.email);
    expect([own.statusCode, own.json()]).toEqual([200, ok(true)]);
    await t.background.drain();
    expect((await callback(t, await newestLinkTo(vendor.email), vendor.email)).json().Success).toBe(true);
  });

  it('mails no more links than the cap to a flood from many addresses, answering each the same, and the newest link keeps working', async () => {
    const vendor = await registerAndSignIn(t);
    const unknown = uniqueEmail('nobody');
    for (const email of [vendor.email, unknown]) {
      const answers = await Promise.all(
        Array.from({ length: 8 }, (_, i) => requestLoginFrom(`192.0.2.${i + 1}`, email)),
      );
      for (const answer of answers) expect([answer.statusCode, answer.json()]).toEqual([200, ok(true)]);
    }
    await t.background.drain();
    // The sign-in of registerAndSignIn and two of the flood: LOGIN_LIMIT_PER_EMAIL in the quarter hour.
    expect(await signInMailsTo(vendor.email)).toBe(3);
    expect(await mailsTo(unknown)).toBe(0);
    // Long after the links' 30 minutes, a request past the cap (the person's own) brings the newest back.
    const token = await newestLinkTo(vendor.email);
    await t.db
      .update(loginTokens)
      .set({ expiresAt: sql`now() - interval '1 hour'` })
      .where(eq(loginTokens.contactId, vendor.contactId));
    expect((await requestLoginFrom('198.51.100.8', vendor.email)).json()).toEqual(ok(true));
    await t.background.drain();
    expect(await signInMailsTo(vendor.email)).toBe(3);
    expect((await callback(t, token, vendor.email)).json().Success).toBe(true);
  });

  it('limits requests per client address with a 429 envelope', async () => {
    const limited = await createTestApp({ env: { RATE_LIMIT_PER_MINUTE: '2' } });
    try {
      const ask = () =>
        limited.app.inject({ method: 'POST', url: `/api/auth/VendorUser/Login?email=${uniqueEmail('ip')}` });
      expect((await ask()).statusCode).toBe(200);
      expect((await ask()).statusCode).toBe(200);
      const third = await ask();
      expect(third.statusCode).toBe(429);
      expect(third.json()).toEqual(failure(messages.tooManyRequests));
    } finally {
      await limited.background.drain();
      await limited.close();
    }
  });

  it('never puts a caller-given returnUrl into the mail', async () => {
    const vendor = await registerAndSignIn(t);
    await t.app.inject({
      method: 'POST',
      url: `/api/auth/VendorUser/Login?${new URLSearchParams({ email: vendor.email, returnUrl: 'https://evil.example/LoginCallBack' })}`,
    });
    await t.background.drain();
    const { mail } = await loginLinkFor(t, vendor.email);
    expect(mail.text).not.toContain('evil.example');
  });
});

describe('POST /api/auth/VendorUser/LoginCallback', () => {
  it('spends the token once and answers TokenType, AccessToken, ExpiresIn and RefreshToken', async () => {
    const vendor = await registerAndSignIn(t);
    await requestLogin(t, vendor.email);
    const { token } = await loginLinkFor(t, vendor.email);
    const first = (await callback(t, token, vendor.email)).json();
    expect(first.Success).toBe(true);
    expect(first.Response).toMatchObject({ TokenType: TOKEN_TYPE, ExpiresIn: ACCESS_TOKEN_TTL_SECONDS });
    expect(first.Response.AccessToken.split('.')).toHaveLength(3);
    expect(first.Response.RefreshToken.length).toBeGreaterThan(30);
    expect((await info(`Bearer ${first.Response.AccessToken}`)).statusCode).toBe(200);
    const [stored] = await t.db
      .select()
      .from(loginTokens)
      .where(eq(loginTokens.tokenHash, hashToken(token)));
    expect(stored?.usedAt).not.toBeNull();
    const again = await callback(t, token, vendor.email);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(failure(messages.invalidLoginLink));
  });

  it('refuses an expired token, a token for another e-mail, an unknown token and an empty one alike', async () => {
    const vendor = await registerAndSignIn(t);
    const other = await registerAndSignIn(t);
    await requestLogin(t, vendor.email);
    const { token } = await loginLinkFor(t, vendor.email);
    expect((await callback(t, token, other.email)).json()).toEqual(failure(messages.invalidLoginLink));
    expect((await callback(t, 'unknown-token', vendor.email)).json()).toEqual(failure(messages.invalidLoginLink));
    expect((await callback(t, '', vendor.email)).json()).toEqual(failure(messages.invalidLoginLink));
    await t.db
      .update(loginTokens)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(loginTokens.tokenHash, hashToken(token)));
    expect((await callback(t, token, vendor.email)).json()).toEqual(failure(messages.invalidLoginLink));
  });

  it('stores login tokens hashed, valid for 30 minutes', async () => {
    const vendor = await registerAndSignIn(t);
    await requestLogin(t, vendor.email);
    const { token } = await loginLinkFor(t, vendor.email);
    const [stored] = await t.db
      .select({
        minutes: sql<number>`round(extract(epoch from ${loginTokens.expiresAt} - ${loginTokens.createdAt}) / 60)`,
      })
      .from(loginTokens)
      .where(eq(loginTokens.tokenHash, hashToken(token)));
    expect(Number(stored?.minutes)).toBe(30);
    const [plain] = await t.db.select().from(loginTokens).where(eq(loginTokens.tokenHash, token));
    expect(plain).toBeUndefined();
  });

  it('refuses a link once the contact is disabled', async () => {
    const vendor = await registerAndSignIn(t);
    await requestLogin(t, vendor.email);
    const { token } = await loginLinkFor(t, vendor.email);
    await t.db.update(contacts).set({ isEnabled: false }).where(eq(contacts.id, vendor.contactId));
    expect((await callback(t, token, vendor.email)).json()).toEqual(failure(messages.invalidLoginLink));
  });
});

describe('POST /api/Auth/VendorUser/Refresh', () => {
  it('rotates the refresh token: the new pair works, the old token is spent', async () => {
    const vendor = await registerAndSignIn(t);
    const rotated = await refresh(vendor.tokens.RefreshToken, vendor.email);
    expect(rotated.statusCode).toBe(200);
    const pair = rotated.json().Response;
    expect(pair.RefreshToken).not.toBe(vendor.tokens.RefreshToken);
    expect(pair.ExpiresIn).toBe(ACCESS_TOKEN_TTL_SECONDS);
    expect((await info(`Bearer ${pair.AccessToken}`)).statusCode).toBe(200);
    const next = await refresh(pair.RefreshToken, vendor.email);
    expect(next.json().Success).toBe(true);
  });

  it('answers the same new pair to two tabs refreshing with one token at the same moment', async () => {
    const vendor = await registerAndSignIn(t);
    const [a, b] = await Promise.all([
      refresh(vendor.tokens.RefreshToken, vendor.email),
      refresh(vendor.tokens.RefreshToken, vendor.email),
    ]);
    expect(a.json().Success).toBe(true);
    expect(b.json().Success).toBe(true);
    expect(a.json().Response.RefreshToken).toBe(b.json().Response.RefreshToken);
    expect((await refresh(a.json().Response.RefreshToken, vendor.email)).json().Success).toBe(true);
  });

  it('revokes the whole family when a spent token is presented after the grace window', async () => {
    const vendor = await registerAndSignIn(t);
    const pair = (await refresh(vendor.tokens.RefreshToken, vendor.email)).json().Response;
    await t.db
      .update(refreshTokens)
      .set({ rotatedAt: sql`now() - ${`${REFRESH_GRACE_SECONDS + 1} seconds`}::interval` })
      .where(eq(refreshTokens.tokenHash, hashToken(vendor.tokens.RefreshToken)));
    const replay = await refresh(vendor.tokens.RefreshToken, vendor.email);
    expect(replay.statusCode).toBe(401);
    expect(replay.json()).toEqual(failure(messages.notSignedIn));
    // The thief's replay ended the legitimate session too: its refresh token and access token no longer work.
    expect((await refresh(pair.RefreshToken, vendor.email)).statusCode).toBe(401);
    expect((await info(`Bearer ${pair.AccessToken}`)).statusCode).toBe(401);
  });

  it('revokes the family when a token is replayed after its child has rotated on', async () => {
    const vendor = await registerAndSignIn(t);
    const child = (await refresh(vendor.tokens.RefreshToken, vendor.email)).json().Response;
    const grandchild = (await refresh(child.RefreshToken, vendor.email)).json().Response;
    expect((await refresh(vendor.tokens.RefreshToken, vendor.email)).statusCode).toBe(401);
    expect((await refresh(grandchild.RefreshToken, vendor.email)).statusCode).toBe(401);
  });

  it('refuses an unknown token, another e-mail, a disabled contact and an expired token', async () => {
    const vendor = await registerAndSignIn(t);
    expect((await refresh('unknown', vendor.email)).statusCode).toBe(401);
    expect((await refresh(vendor.tokens.RefreshToken, uniqueEmail())).statusCode).toBe(401);
    const second = await signIn(t, vendor.email);
    await t.db
      .update(refreshTokens)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(refreshTokens.tokenHash, hashToken(second.RefreshToken)));
    expect((await refresh(second.RefreshToken, vendor.email)).statusCode).toBe(401);
    await t.db.update(contacts).set({ isEnabled: false }).where(eq(contacts.id, vendor.contactId));
    expect((await refresh(vendor.tokens.RefreshToken, vendor.email)).statusCode).toBe(401);
    expect((await info(vendor.auth.authorization)).statusCode).toBe(401);
  });

  it('answers 400 to a malformed body', async () => {
    for (const payload of [
      {},
      { RefreshToken: 5, Email: 'a@b.co' },
      { RefreshToken: 'x'.repeat(500), Email: 'a@b.co' },
    ]) {
      const response = await t.app.inject({ method: 'POST', url: '/api/Auth/VendorUser/Refresh', payload });
      expect(response.statusCode).toBe(400);
    }
    const broken = await t.app.inject({
      method: 'POST',
      url: '/api/Auth/VendorUser/Refresh',
      headers: { 'content-type': 'application/json' },
      payload: '{"RefreshToken":',
    });
    expect(broken.statusCode).toBe(400);
  });
});

describe('POST /api/Auth/VendorUser/Logout', () => {
  it('ends the session: its access and refresh tokens stop working, other sessions go on', async () => {
    const vendor = await registerAndSignIn(t);
    const other = await signIn(t, vendor.email);
    const out = await t.app.inject({
      method: 'POST',
      url: '/api/Auth/VendorUser/Logout',
      payload: { RefreshToken: vendor.tokens.RefreshToken },
    });
    expect(out.json().Success).toBe(true);
    expect((await info(vendor.auth.authorization)).statusCode).toBe(401);
    expect((await refresh(vendor.tokens.RefreshToken, vendor.email)).statusCode).toBe(401);
    expect((await info(`Bearer ${other.AccessToken}`)).statusCode).toBe(200);
  });
});

describe('access tokens', () => {
  it('answers 401 without a token, with an expired, a tampered, a foreign-signed and an alg-none token', async () => {
    const vendor = await registerAndSignIn(t);
    const [, payload] = vendor.tokens.AccessToken.split('.');
    const claims = JSON.parse(Buffer.from(payload ?? '', 'base64url').toString());
    const now = Math.floor(Date.now() / 1000);
    const expired = signJwt(t.config.jwtSecret, { ...claims, iat: now - 7200, exp: now - 3600 });
    const tampered = vendor.tokens.AccessToken.replace(
      /\.[^.]+\./,
      `.${Buffer.from(JSON.stringify({ ...claims, sub: String(Number(claims.sub) + 1) })).toString('base64url')}.`,
    );
    const foreign = signJwt('another-secret-another-secret-another-secret', claims);
    const none = `${Buffer.from('{"alg":"none","typ":"JWT"}').toString('base64url')}.${payload}.`;
    for (const authorization of [
      undefined,
      'Bearer',
      'Basic dXNlcjpwYXNz',
      `Bearer ${expired}`,
      `Bearer ${tampered}`,
      `Bearer ${foreign}`,
      `Bearer ${none}`,
      `Bearer ${'x'.repeat(5000)}`,
    ]) {
      const response = await info(authorization);
      expect(response.statusCode, authorization).toBe(401);
      expect(response.json()).toEqual(failure(messages.notSignedIn));
      expect(response.headers['www-authenticate']).toBe('Bearer');
    }
    expect((await info(vendor.auth.authorization)).statusCode).toBe(200);
  });
});
