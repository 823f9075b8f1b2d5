import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Audience, signJwt } from '../../infra/tokens/jwt.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { registerAndSignIn } from '../../test/session.ts';
import { createStaff } from '../../test/staff-session.ts';
import { setStaffEnabled } from '../staff/staff.service.ts';

const grant = (secret: string, aud: Audience, sub: string, lifetime = 60, issuedAgo = 0) => {
  const iat = Math.floor(Date.now() / 1000) - issuedAgo;
  return signJwt(secret, { aud, sub, sid: randomUUID(), jti: randomUUID(), iat, exp: iat + lifetime });
};

const post = ({ app }: TestApp, payload: unknown, host = 'localhost:3000') =>
  app.inject({ method: 'POST', url: '/dev/session', payload: payload as object, headers: { host } });

describe('the development session seam', () => {
  let production: TestApp;
  let development: TestApp;
  beforeAll(async () => {
    [production, development] = await Promise.all([
      createTestApp({ env: { NODE_ENV: 'production', LOG_LEVEL: 'silent' } }),
      createTestApp({ env: { LOG_LEVEL: 'silent' } }),
    ]);
  });
  afterAll(() => Promise.all([production?.close(), development?.close()]));

  it('does not exist in production, even for a grant signed with the server’s secret', async () => {
    const staff = await createStaff(production, 'Administrator');
    const signed = grant(production.config.jwtSecret, 'dev-staff-session', staff.email);
    for (const host of ['localhost', 'localhost:3000', '127.0.0.1', 'dev.example', 'vendors.example.gov']) {
      const answer = await post(production, { Grant: signed }, host);
      expect(answer.statusCode, host).toBe(404);
      expect(answer.body).not.toContain('AccessToken');
    }
  });

  it('starts a staff session, and a vendor contact’s, that the API accepts', async () => {
    const staff = await createStaff(development, 'Coordinator');
    const staffAnswer = await post(development, {
      Grant: grant(development.config.jwtSecret, 'dev-staff-session', staff.email.toUpperCase()),
    });
    expect(staffAnswer.statusCode).toBe(200);
    const staffTokens = staffAnswer.json().Response;
    const me = await development.app.inject({
      url: '/api/Staff/Me',
      headers: { authorization: `Bearer ${staffTokens.AccessToken}` },
    });
    expect(me.json().Response.Email).toBe(staff.email);
    const refreshed = await development.app.inject({
      method: 'POST',
      url: '/api/Auth/StaffUser/Refresh',
      payload: { RefreshToken: staffTokens.RefreshToken },
    });
    expect(refreshed.json().Success).toBe(true);

    const vendor = await registerAndSignIn(development);
    const vendorAnswer = await post(development, {
      Grant: grant(development.config.jwtSecret, 'dev-vendor-session', vendor.email),
    });
    expect(vendorAnswer.statusCode).toBe(200);
    const info = await development.app.inject({
      url: '/api/Vendor/Info',
      headers: { authorization: `Bearer ${vendorAnswer.json().Response.AccessToken}` },
    });
    expect(info.json().Response.VendorId).toBe(vendor.vendorId);
  });

  it('refuses a grant that is missing, unsigned, wrongly signed, of another audience, expired or long-lived', async () => {
    const staff = await createStaff(development, 'Administrator');
    const { jwtSecret } = development.config;
    const [header, payload] = grant(jwtSecret, 'dev-staff-session', staff.email).split('.');
    const unsignedHeader = Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url');
    const refusedGrants = {
      missing: undefined,
      'not text': 42,
      unsigned: `${unsignedHeader}.${payload}.`,
      'signed with another secret': grant('another-secret-0123456789-0123456789', 'dev-staff-session', staff.email),
      'a forged signature': `${header}.${payload}.${'A'.repeat(43)}`,
      'a staff session’s token': grant(jwtSecret, 'staff', String(staff.id)),
      'a second-factor ticket': grant(jwtSecret, 'staff-ticket', String(staff.id)),
      expired: grant(jwtSecret, 'dev-staff-session', staff.email, 60, 120),
      'living for hours': grant(jwtSecret, 'dev-staff-session', staff.email, 3 * 3600),
      'for no account': grant(jwtSecret, 'dev-staff-session', 'nobody@example.com'),
      'a staff e-mail as a vendor contact': grant(jwtSecret, 'dev-vendor-session', staff.email),
    };
    for (const [name, Grant] of Object.entries(refusedGrants)) {
      const answer = await post(development, { Grant });
      expect(answer.statusCode, name).toBe(401);
      expect(answer.json(), name).toMatchObject({ Success: false, Response: null });
    }
    expect((await post(development, undefined)).statusCode).toBe(401);
  });

  it('refuses a disabled staff account', async () => {
    const staff = await createStaff(development, 'Coordinator');
    await setStaffEnabled(development.db, staff.id, false);
    const answer = await post(development, {
      Grant: grant(development.config.jwtSecret, 'dev-staff-session', staff.email),
    });
    expect(answer.statusCode).toBe(401);
  });
});
