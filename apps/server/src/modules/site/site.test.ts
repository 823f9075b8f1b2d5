import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { SUPPORT_EMAIL: 'help@vendors.example.gov' } });
});
afterAll(() => t.close());

it('GET /api/Site/Settings answers the configured vendor support address', async () => {
  const response = await t.app.inject({ method: 'GET', url: '/api/site/settings' });
  expect(response.statusCode).toBe(200);
  expect(response.json()).toEqual({
    Success: true,
    ErrorMessage: null,
    ErrorID: null,
    Response: { SupportEmail: 'help@vendors.example.gov' },
  });
});
