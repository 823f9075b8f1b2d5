import { messages, ok } from '@bridgehub/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PAINT_FIRST_SCRIPT_HASH } from '../../http/paint-first.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { buildRegistration, solveCaptcha } from '../../test/factories.ts';
import { createCaptcha, verifyCaptcha } from './captcha.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('ALTCHA (default provider)', () => {
  it('GET /api/Captcha/Config names the provider in the envelope', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/Captcha/Config' });
    expect(response.json()).toEqual(ok({ Provider: 'altcha', SiteKey: null }));
  });

  it('GET /api/Captcha/Challenge answers a raw, signed, expiring challenge the widget can solve', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/Captcha/Challenge' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const challenge = response.json();
    expect(challenge).not.toHaveProperty('Success');
    expect(challenge.parameters).toMatchObject({
      algorithm: 'PBKDF2/SHA-256',
      cost: 1,
      nonce: expect.any(String),
      salt: expect.any(String),
      keyPrefix: expect.any(String),
    });
    expect(challenge.parameters.expiresAt * 1000).toBeGreaterThan(Date.now());
    expect(challenge.signature).toMatch(/^[0-9a-f]{64}$/);
  });

  it('verifies a really solved answer once and refuses its replay', async () => {
    const answer = await solveCaptcha(t.app);
    expect(await verifyCaptcha(createCaptcha(t.config.captcha), t.db, answer)).toBe(true);
    expect(await verifyCaptcha(createCaptcha(t.config.captcha), t.db, answer)).toBe(false);
  });

  it('refuses an answer signed with another key', async () => {
    const answer = await solveCaptcha(t.app);
    const other = createCaptcha({
      provider: 'altcha',
      hmacKey: 'another-key-of-sufficient-length',
      cost: 1,
      maxCounter: 20,
    });
    expect(await verifyCaptcha(other, t.db, answer)).toBe(false);
  });

  it('refuses an expired challenge', async () => {
    const captcha = createCaptcha(t.config.captcha);
    const answer = JSON.parse(Buffer.from(await solveCaptcha(t.app), 'base64').toString());
    // The expiry is signed: moving it forward breaks the signature, and the original has to be in the past.
    answer.challenge.parameters.expiresAt = Math.floor(Date.now() / 1000) - 1;
    expect(await verifyCaptcha(captcha, t.db, Buffer.from(JSON.stringify(answer)).toString('base64'))).toBe(false);
  });
});

describe('reCAPTCHA (configured with keys)', () => {
  const recaptchaEnv = {
    CAPTCHA_PROVIDER: 'recaptcha',
    RECAPTCHA_SITE_KEY: 'site-key-1',
    RECAPTCHA_SECRET_KEY: 'secret-1',
  };
  // Google's siteverify is unreachable from tests: a fake stands in for it, checking what the server sends.
  const calls: URLSearchParams[] = [];
  const fakeSiteverify: typeof fetch = async (_url, init) => {
    const form = new URLSearchParams(String(init?.body));
    calls.push(form);
    const isValid = form.get('secret') === 'secret-1' && form.get('response') === 'good-token';
    return new Response(JSON.stringify({ success: isValid }), { headers: { 'content-type': 'application/json' } });
  };
  let r: TestApp;
  beforeAll(async () => {
    r = await createTestApp({ env: recaptchaEnv, fetch: fakeSiteverify, database: t.database });
  });
  afterAll(() => r.close());

  it('GET /api/Captcha/Config gives the site key', async () => {
    const response = await r.app.inject({ method: 'GET', url: '/api/Captcha/Config' });
    expect(response.json()).toEqual(ok({ Provider: 'recaptcha', SiteKey: 'site-key-1' }));
  });

  it('allows Google in the pages’ CSP only when reCAPTCHA is on', async () => {
    const response = await r.app.inject({ method: 'GET', url: '/Register', headers: { accept: 'text/html' } });
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain(
      `script-src 'self' ${PAINT_FIRST_SCRIPT_HASH} 'wasm-unsafe-eval' https://www.google.com/recaptcha/ https://www.gstatic.com/recaptcha/;`,
    );
    expect(csp).toMatch(/frame-src https:\/\/www\.google\.com\/recaptcha\/ https:\/\/www\.gstatic\.com\/recaptcha\//);
  });

  it('has no ALTCHA challenge', async () => {
    const response = await r.app.inject({ method: 'GET', url: '/api/Captcha/Challenge' });
    expect(response.statusCode).toBe(404);
  });

  it('registers with a token Google accepts and refuses one it does not', async () => {
    const refused = await r.app.inject({
      method: 'POST',
      url: '/api/vendor/submit',
      payload: { ...buildRegistration(), Captcha: 'bad-token' },
    });
    expect(refused.json()).toMatchObject({ Success: false, ErrorMessage: messages.captchaInvalid });
    const accepted = await r.app.inject({
      method: 'POST',
      url: '/api/vendor/submit',
      payload: { ...buildRegistration(), Captcha: 'good-token' },
    });
    expect(accepted.json()).toEqual(ok(null));
    expect(calls.at(-1)?.get('remoteip')).toBe('127.0.0.1');
  });

  it('reads an unreachable Google as "could not be verified"', async () => {
    const down = createCaptcha({ provider: 'recaptcha', siteKey: 's', secretKey: 'k' }, async () => {
      throw new TypeError('fetch failed');
    });
    expect(await verifyCaptcha(down, t.db, 'good-token')).toBe(false);
  });
});
