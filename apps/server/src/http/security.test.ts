import { failure, messages } from '@bridgehub/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/app.ts';
import { PAINT_FIRST_SCRIPT_HASH } from './paint-first.ts';

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

  it('sends Strict-Transport-Security, a CSP and nosniff on every one of them', async () => {
    for (const [kind, answer] of Object.entries(await answers(t))) {
      expect(answer.headers['strict-transport-security'], kind).toBe('max-age=31536000; includeSubDomains');
      expect(answer.headers['content-security-policy'], kind).toMatch(/upgrade-insecure-requests|default-src 'none'/);
      expect(answer.headers['x-content-type-options'], kind).toBe('nosniff');
    }
  });

  it('sends helmet’s whole set on documents: a page, and the API reference', async () => {
    const documents = {
      page: (await answers(t)).page,
      apiReference: await t.app.inject({ url: '/api/docs/', headers: { accept: 'text/html' } }),
    };
    for (const [kind, answer] of Object.entries(documents)) {
      expect(answer.statusCode, kind).toBe(200);
      expect(answer.headers, kind).toMatchObject({
        'content-security-policy':
          `default-src 'self';base-uri 'self';script-src 'self' ${PAINT_FIRST_SCRIPT_HASH} 'wasm-unsafe-eval';` +
          "style-src 'self' 'unsafe-inline';img-src 'self' data:;font-src 'self' data:;connect-src 'self';" +
          "worker-src 'self' blob:;frame-src 'self';object-src 'none';form-action 'self';frame-ancestors 'none';" +
          'upgrade-insecure-requests',
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

  it('sends API answers, whatever their status, the set for data: nothing may run, frame or sniff them', async () => {
    const { api, notFound, malformedUrl, serverError } = await answers(t);
    const upperCase = await t.app.inject({ url: '/API/FAQ' });
    for (const [kind, answer] of Object.entries({ api, notFound, malformedUrl, serverError, upperCase })) {
      const names = Object.keys(answer.headers).filter((name) =>
        /^(content-security|cross-origin|origin-agent|referrer|strict-transport|x-)/.test(name),
      );
      expect(names.sort(), kind).toEqual([
        'content-security-policy',
        'cross-origin-resource-policy',
        'referrer-policy',
        'strict-transport-security',
        'x-content-type-options',
        'x-frame-options',
      ]);
      expect(answer.headers, kind).toMatchObject({
        'content-security-policy': "default-src 'none';frame-ancestors 'none'",
        'cross-origin-resource-policy': 'same-origin',
        'referrer-policy': 'no-referrer',
        'x-frame-options': 'DENY',
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
