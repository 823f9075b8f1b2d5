import { STAFF_STORAGE_KEYS } from '@bridgehub/contract';
import type { APIRequestContext, Page } from '@playwright/test';
import { DEMO_ADMINISTRATOR, type StaffTokens, signInStaffByApi } from './api-support.ts';
import { expect } from './fixtures.ts';

/** Shorter than the staff access token's 15 minutes. */
const REUSE_MS = 10 * 60_000;
let administrator: { token: Promise<string>; at: number } | undefined;

/**
 * An administrator's access token for setting up a test's own staff through the API: the demo administrator, signed
 * in once per test worker (a code works once per 30 s, so each test signing in would wait for the next step).
 */
export const administratorToken = (request: APIRequestContext) => {
  if (!administrator || Date.now() - administrator.at > REUSE_MS) {
    const token = signInStaffByApi(request, DEMO_ADMINISTRATOR.email, DEMO_ADMINISTRATOR.secret).then(
      (tokens) => tokens.AccessToken,
    );
    administrator = { token, at: Date.now() };
  }
  return administrator.token;
};

/** The browser's localStorage, typed here because the suite compiles without the DOM library. */
type BrowserWindow = { localStorage: { setItem(key: string, value: string): void } };

/** Opens the console signed in with a session started through the API (where the sign-in screens are not tested). */
export const openConsoleAs = async (page: Page, tokens: StaffTokens, path = '/console') => {
  await page.goto('/console/login');
  await page.evaluate(
    ([keys, pair]) => {
      const { localStorage } = globalThis as unknown as BrowserWindow;
      localStorage.setItem(keys.accessToken, pair.AccessToken);
      localStorage.setItem(keys.refreshToken, pair.RefreshToken);
    },
    [STAFF_STORAGE_KEYS, tokens] as const,
  );
  await page.goto(path);
};

/** The console's navigation: a bar on a wide screen, a drawer behind the menu button on a phone. */
export const openConsoleSection = async (page: Page, name: string) => {
  const menu = page.getByRole('button', { name: 'Open the menu' });
  if (await menu.isVisible()) await menu.click();
  await page.getByRole('navigation', { name: 'Console' }).getByRole('link', { name }).click();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
};
