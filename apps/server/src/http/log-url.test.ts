import { api } from '@bridgehub/contract';
import type { HTTPMethods } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { consolePaths } from '../../../web/src/features/console/console-paths.ts';
import { paths } from '../../../web/src/paths.ts';
import { createTestApp, type TestApp } from '../test/app.ts';
import { buildRegistration, solveCaptcha } from '../test/factories.ts';
import { HARMLESS_PARAMETERS } from './log-url.ts';

/** In every value the tests send where a token, an address or search text would be. */
const SECRET = 'S3cr3tV4lue';
const secretEmail = `p.${SECRET}@example.com`;

const lines: string[] = [];
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    env: { LOG_LEVEL: 'info' },
    logLines: { write: (line) => lines.push(line) },
    testRoutes: (app) => {
      app.get('/api/Test/Fails', async () => {
        throw new Error('boom');
      });
      app.get('/api/Test/Cut', async (_request, reply) => {
        reply.raw.destroy(new Error('cut'));
        return reply;
      });
    },
  });
});
afterAll(() => t.close());

const send = (method: string, url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: method as HTTPMethods, url, headers }).catch(() => null);

/** The access lines' URLs, in order. */
const loggedUrls = () =>
  lines.map((line) => JSON.parse(line)).flatMap((line) => (line.msg === 'request completed' ? [line.req.url] : []));

/** Each `:name` of a pattern filled with a secret-looking value. */
const withSecrets = (pattern: string) => pattern.replace(/:(\w+)/g, (_match, name) => `${SECRET}-${name}`);

describe('the log', () => {
  it('writes no path or query value of any endpoint that is not known harmless: route patterns instead', async () => {
    for (const endpoint of Object.values(api)) {
      const shape = 'query' in endpoint ? (endpoint.query as { shape?: Record<string, unknown> }).shape : undefined;
      const query = new URLSearchParams(
        Object.keys(shape ?? {}).map((name): [string, string] => [
          name,
          HARMLESS_PARAMETERS.has(name.toLowerCase()) ? '1' : SECRET,
        ]),
      );
      const search = query.size > 0 ? `?${query}` : '';
      lines.length = 0;
      await send(endpoint.method, `${withSecrets(endpoint.path)}${search}`);
      expect(loggedUrls(), endpoint.path).toEqual([`${endpoint.path}${search.replaceAll(SECRET, '*')}`]);
    }
  });

  it('writes a page’s path with its words alone, whatever the page carries in its path or query', async () => {
    for (const pattern of [...Object.values(paths), ...Object.values(consolePaths)]) {
      lines.length = 0;
      await send('GET', `${withSecrets(pattern)}?email=${encodeURIComponent(secretEmail)}&tab=2`, {
        accept: 'text/html',
      });
      expect(loggedUrls(), pattern).toEqual([`${pattern.replace(/:\w+/g, '*')}?email=*&tab=2`]);
    }
  });

  it('writes no token, address or search text on any line, error lines included', async () => {
    lines.length = 0;
    const token = `${SECRET}-token`;
    const email = encodeURIComponent(secretEmail);
    // The links the product mails, and the searches.
    await send('GET', `/LoginCallBack?token=${token}&email=${email}`, { accept: 'text/html' });
    await send('GET', `/console/login/callback?token=${token}&email=${email}`, { accept: 'text/html' });
    await send('POST', `/api/auth/VendorUser/LoginCallback?token=${token}&email=${email}`);
    await send('POST', `/api/auth/VendorUser/Login?email=${email}&returnUrl=/Survey/${SECRET}`);
    await send('POST', `/api/vendor/verify?token=${token}`);
    await send('GET', `/api/Vendor/Search?name=${SECRET}`);
    await send('GET', `/CheckIn/event-1?email=${email}`, { accept: 'text/html' });
    // A query parameter whose name is itself what a person typed.
    await send('GET', `/api/Vendor/Search?${email}`);
    // An unknown page and method, a malformed URL, a failing route, a cut answer: error lines carry the URL too.
    await send('GET', `/${SECRET}/${token}?token=${token}`, { accept: 'text/html' });
    await send('DELETE', `/api/Survey/submit/${SECRET}?token=${token}`);
    await send('GET', `/api/Event/Details/%E0%A4%A${SECRET}?token=${token}`);
    await send('GET', `/api/Test/Fails?token=${token}`);
    await send('GET', `/api/Test/Cut?token=${token}`);
    // A mail server that refuses the address names it in its answer.
    const registration = buildRegistration();
    const refused = registration.PrimaryContact?.[0]?.Email ?? '';
    t.smtp.refusedRecipients.add(refused);
    const submitted = await t.app.inject({
      method: 'POST',
      url: '/api/vendor/submit',
      payload: { ...registration, Captcha: await solveCaptcha(t.app) },
    });
    expect(submitted.json()).toMatchObject({ Success: true });
    await expect.poll(() => lines.some((line) => line.includes('mail not sent')), { timeout: 10_000 }).toBe(true);

    const log = lines.join('');
    expect(log).not.toContain(SECRET);
    expect(log).not.toContain(refused);
    expect(log).not.toMatch(/@example\.com/);
    const codes = lines.map((line) => JSON.parse(line)).map((line) => line.code ?? line.msg);
    expect(codes).toEqual(expect.arrayContaining(['request errored', 'unexpected error', 'FST_ERR_BAD_URL']));
  });
});
