import { brotliDecompressSync } from 'node:zlib';
import { failure, messages } from '@bridgehub/contract';
import Fastify from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { AppError, handleError, notFound } from '../errors.ts';
import { createTestApp, TEST_ASSET, TEST_CONSOLE_HTML, TEST_INDEX_HTML, type TestApp } from '../test/app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('health', () => {
  it('GET /healthz answers 200', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/healthz' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ Success: true });
  });

  it('GET /readyz checks the database', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/readyz' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ Success: true });
  });
});

describe('not found and the web app', () => {
  it('answers a 404 envelope for an unknown /api path, even when a page is accepted', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/Nope/Nothing', headers: { accept: 'text/html' } });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual(failure(messages.notFound));
  });

  it('answers a 404 envelope for an unknown POST', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/unknown', payload: {} });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual(failure(messages.notFound));
  });

  it.each(['/', '/Register', '/Verify/some-token', '/MyBusiness', '/ManageContact/12', '/consoles'])(
    'serves index.html for the page %s',
    async (url) => {
      const response = await t.app.inject({ method: 'GET', url, headers: { accept: 'text/html,*/*' } });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toContain('text/html');
      expect(response.body).toBe(TEST_INDEX_HTML);
    },
  );

  it.each(['/console', '/console/vendors/3', '/Console/login'])(
    "serves the console's page, without the public first frame, for %s",
    async (url) => {
      const response = await t.app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
      expect(response.statusCode).toBe(200);
      expect(response.body).toBe(TEST_CONSOLE_HTML);
    },
  );

  it("sends the build's Brotli copy of an asset to browsers that accept it, long-cached", async () => {
    const compressed = await t.app.inject({ url: TEST_ASSET.path, headers: { 'accept-encoding': 'gzip, br' } });
    expect(compressed.headers['content-encoding']).toBe('br');
    expect(compressed.headers['cache-control']).toContain('immutable');
    expect(brotliDecompressSync(compressed.rawPayload).toString()).toBe(TEST_ASSET.content);

    const plain = await t.app.inject({ url: TEST_ASSET.path, headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(TEST_ASSET.content);
  });

  it('does not answer index.html to a request that does not accept HTML', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/Register', headers: { accept: 'application/json' } });
    expect(response.statusCode).toBe(404);
  });

  it.each(['/dev/nothing', '/api'])('does not serve the SPA under reserved paths (%s)', async (url) => {
    const response = await t.app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ Success: false });
  });

  it('sends a content security policy the web app satisfies', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/', headers: { accept: 'text/html' } });
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("style-src 'self' 'unsafe-inline'");
    expect(csp).toContain("worker-src 'self' blob:");
    expect(csp).toContain("img-src 'self' data:");
    expect(csp).toContain("connect-src 'self'");
    expect(csp).not.toContain('google.com');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });

  it('matches API paths case-insensitively', async () => {
    for (const url of ['/api/FAQ', '/api/faq', '/API/Faq']) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(200);
    }
  });
});

describe('malformed requests', () => {
  it('answers malformed JSON with a 400 envelope', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/vendor/submit',
      headers: { 'content-type': 'application/json' },
      payload: '{"Business": ',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(failure(messages.badRequest));
  });

  it('answers an over-size body with a 413 envelope', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/vendor/submit',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ Business: { BusinessName: 'x'.repeat(2 * 1024 * 1024) } }),
    });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual(failure(messages.tooLarge));
  });

  it('answers an unsupported content type with a 4xx envelope', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/vendor/submit',
      headers: { 'content-type': 'text/xml' },
      payload: '<x/>',
    });
    expect(response.statusCode).toBe(415);
    expect(response.json()).toMatchObject({ Success: false });
  });
});

describe('unexpected errors', () => {
  it('answer a 500 envelope with an ErrorID that is also logged, and no internals', async () => {
    const lines: string[] = [];
    const app = Fastify({ logger: { level: 'error', stream: { write: (line: string) => lines.push(line) } } });
    app.setErrorHandler(handleError);
    app.get('/boom', async () => {
      throw new Error('secret connection string postgres://user:pw@db');
    });
    const response = await app.inject({ method: 'GET', url: '/boom' });
    await app.close();
    expect(response.statusCode).toBe(500);
    const body = response.json();
    expect(body).toMatchObject({ Success: false, ErrorMessage: messages.unexpected, Response: null });
    expect(body.ErrorID).toMatch(/^[0-9a-f-]{36}$/);
    expect(response.body).not.toContain('secret');
    expect(lines.join('\n')).toContain(body.ErrorID);
  });

  it('answer an AppError with its status and message', async () => {
    const app = Fastify({ logger: false });
    app.setErrorHandler(handleError);
    app.get('/rule', async () => {
      throw new AppError('refused', 'A rule a person can fix');
    });
    const response = await app.inject({ method: 'GET', url: '/rule' });
    await app.close();
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual(failure('A rule a person can fix'));
  });

  it('log one line for each refusal, with its kind and code and without its message', async () => {
    const lines: string[] = [];
    const app = Fastify({ logger: { level: 'info', stream: { write: (line: string) => lines.push(line) } } });
    app.setValidatorCompiler(validatorCompiler);
    app.setErrorHandler(handleError);
    app.get('/captcha', async () => {
      throw new AppError('refused', 'The captcha of someone@example.com', 'captcha_invalid');
    });
    app.get('/gone', async () => {
      throw notFound();
    });
    app.post('/typed', { schema: { body: z.object({ Name: z.string() }) } }, async () => 'ok');
    await app.inject({ method: 'GET', url: '/captcha' });
    await app.inject({ method: 'GET', url: '/gone' });
    await app.inject({ method: 'POST', url: '/typed', payload: { Name: 42 } });
    await app.inject({ method: 'POST', url: '/typed', headers: { 'content-type': 'application/json' }, payload: '{' });
    await app.close();
    const refusals = lines
      .map((line) => JSON.parse(line))
      .filter((line) => line.msg === 'refused')
      .map(({ kind, code, status }) => ({ kind, code, status }));
    expect(refusals).toEqual([
      { kind: 'refused', code: 'captcha_invalid', status: 200 },
      { kind: 'not_found', code: undefined, status: 404 },
      { kind: 'invalid', code: 'FST_ERR_VALIDATION', status: 400 },
      { kind: 'invalid', code: 'FST_ERR_CTP_INVALID_JSON_BODY', status: 400 },
    ]);
    expect(lines.join('')).not.toContain('example.com');
  });
});
