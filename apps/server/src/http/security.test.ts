import { failure, messages } from '@bridgehub/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/app.ts';

const failingRoute = '/api/Test/Fail';

/** The answers of every kind a browser may meet: a page, an API answer, a 404, a malformed URL and a 500. */
const answers = async ({ app }: TestApp) => ({
  page: await app.inject({ url: '/Register', headers: { accept: 'text/html' } }),
  api: await app.inject({ url: '/api/FAQ' }),
  notFound: await app.inject({ url: '/api/Nope' }),
  malformedUrl: await app.inject({ url: '/api/Event/Details/%zz' }),
  serverError: await app.inject({ url: failingRoute }),
});

const withFailingRoute = (publicUrl: string) =>
  createTestApp({
    env: { PUBLIC_URL: publicUrl },
    testRoutes: (app) =>
      app.get(failingRoute, async () => {
        throw new Error('a fault');
      }),
  });

describe('security headers when PUBLIC_URL is https', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await withFailingRoute('https://vendors.example');
  });
  afterAll(() => t.close());

  it('answers with the status each case calls for', async () => {
    const { page, api, notFound, malformedUrl, serverError } = await answers(t);
    expect([page, api, notFound, malformedUrl, serverError].map((answer) => answer.statusCode)).toEqual([
      200, 200, 404, 400, 500,
    ]);
    expect(page.headers['content-type']).toContain('text/html');
    expect(malformedUrl.json()).toEqual(failure(messages.badRequest));
  });

  it('sends Strict-Transport-Security, the CSP and nosniff on every one of them', async () => {
    for (const [kind, answer] of Object.entries(await answers(t))) {
      expect(answer.headers['strict-transport-security'], kind).toBe('max-age=31536000; includeSubDomains');
      expect(answer.headers['content-security-policy'], kind).toContain('upgrade-insecure-requests');
      expect(answer.headers['x-content-type-options'], kind).toBe('nosniff');
    }
  });

  it('sends the whole set of helmet’s headers, the same on every answer', async () => {
    for (const [kind, answer] of Object.entries(await answers(t))) {
      expect(answer.headers, kind).toMatchObject({
        'content-security-policy':
          "default-src 'self';base-uri 'self';script-src 'self';style-src 'self' 'unsafe-inline';img-src 'self' data:;" +
          "font-src 'self' data:;connect-src 'self';worker-src 'self' blob:;frame-src 'self';object-src 'none';" +
          "form-action 'self';frame-ancestors 'none';upgrade-insecure-requests",
        'cross-origin-opener-policy': 'same-origin',
        'cross-origin-resource-policy': 'same-origin',
        'origin-agent-cluster': '?1',
        'referrer-policy': 'no-referrer',
        'x-dns-prefetch-control': 'off',
        'x-download-options': 'noopen',
        'x-frame-options': 'SAMEORIGIN',
        'x-permitted-cross-domain-policies': 'none',
        'x-xss-protection': '0',
      });
    }
  });
});

describe('security headers when PUBLIC_URL is http', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await withFailingRoute('http://intranet.example:3000');
  });
  afterAll(() => t.close());

  it('sends no Strict-Transport-Security and does not upgrade requests, on any answer', async () => {
    for (const [kind, answer] of Object.entries(await answers(t))) {
      expect(answer.headers['strict-transport-security'], kind).toBeUndefined();
      expect(String(answer.headers['content-security-policy']), kind).not.toContain('upgrade-insecure-requests');
      expect(answer.headers['x-content-type-options'], kind).toBe('nosniff');
    }
  });
});
