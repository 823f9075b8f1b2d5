import { randomUUID } from 'node:crypto';
import type { LoginToken } from '@bridgehub/contract';
import type { APIRequestContext, Page } from '@playwright/test';
import { type DevSessionAudience, signJwt } from '../apps/server/src/infra/tokens/jwt.ts';

/** The e2e server's signing secret (playwright.config.ts), so tests can sign values as the server does. */
export const E2E_JWT_SECRET = 'e2e-only-secret-not-for-any-real-deployment-0123456789';

/**
 * A new session of the account with this e-mail, started by the e2e server's development seam (POST /dev/session,
 * never registered in production) from a grant signed with the server's secret: how journeys that are not about
 * signing in get their session, as epic-stack's `login` fixture writes one. The sign-in suites sign in by mail.
 */
const startSession = async (request: APIRequestContext, aud: DevSessionAudience, email: string) => {
  const iat = Math.floor(Date.now() / 1000);
  const Grant = signJwt(E2E_JWT_SECRET, { aud, sub: email, sid: randomUUID(), jti: randomUUID(), iat, exp: iat + 60 });
  const answer = await (await request.post('/dev/session', { data: { Grant } })).json();
  if (!answer.Success) throw new Error(`no session for ${email}: ${JSON.stringify(answer)}`);
  return answer.Response as LoginToken;
};

export const staffSession = (request: APIRequestContext, email: string) =>
  startSession(request, 'dev-staff-session', email);

export const vendorSession = (request: APIRequestContext, email: string) =>
  startSession(request, 'dev-vendor-session', email);

/** The browser's localStorage, typed here because the suite compiles without the DOM library. */
type BrowserWindow = { localStorage: { setItem(key: string, value: string): void } };

/** Puts a session in the browser's storage as the sign-in pages do; the page must be on the product's origin. */
export const storeInBrowser = (page: Page, entries: Record<string, string>) =>
  page.evaluate((pairs) => {
    const { localStorage } = globalThis as unknown as BrowserWindow;
    for (const [key, value] of Object.entries(pairs)) localStorage.setItem(key, value);
  }, entries);
