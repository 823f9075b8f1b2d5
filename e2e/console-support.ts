import { mkdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { STAFF_STORAGE_KEYS } from '@bridgehub/contract';
import type { APIRequestContext, Page } from '@playwright/test';
import { DEMO_ADMINISTRATOR, type StaffTokens, signInStaffByApi } from './api-support.ts';
import { expect } from './fixtures.ts';

/** Shorter than the staff access token's 15 minutes. */
const REUSE_MS = 10 * 60_000;
let administrator: { token: Promise<string>; at: number } | undefined;

const TOTP_STEP_MS = 30_000;
/** Shared by the workers of one run (one server port). */
const TURN = join(tmpdir(), `bridgehub-e2e-${process.env.E2E_PORT ?? 3100}-administrator`);
const LAST_STEP = `${TURN}.step`;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Workers sign the one demo administrator in one at a time, each on a 30-second step no other sign-in spent: a code
 * works once per step, and two workers at once would also take each other's sign-in link.
 */
const inAdministratorTurn = async <T>(signIn: () => Promise<T>): Promise<T> => {
  for (;;) {
    try {
      mkdirSync(TURN);
      break;
    } catch {
      // A turn held for a minute belongs to a run that was stopped midway.
      const heldSince = (() => {
        try {
          return statSync(TURN).mtimeMs;
        } catch {
          return Date.now();
        }
      })();
      if (Date.now() - heldSince > 60_000) rmSync(TURN, { recursive: true, force: true });
      await sleep(250);
    }
  }
  try {
    const lastStep = Number(
      (() => {
        try {
          return readFileSync(LAST_STEP, 'utf8');
        } catch {
          return '-1';
        }
      })(),
    );
    const step = Math.floor(Date.now() / TOTP_STEP_MS);
    if (step <= lastStep) await sleep((lastStep + 1) * TOTP_STEP_MS - Date.now() + 500);
    const signedIn = await signIn();
    writeFileSync(LAST_STEP, String(Math.floor(Date.now() / TOTP_STEP_MS)));
    return signedIn;
  } finally {
    rmSync(TURN, { recursive: true, force: true });
  }
};

/**
 * An administrator's access token for setting up a test's own staff through the API: the demo administrator, signed
 * in once per test worker (a code works once per 30 s, so each test signing in would wait for the next step).
 */
export const administratorToken = (request: APIRequestContext) => {
  if (!administrator || Date.now() - administrator.at > REUSE_MS) {
    const token = inAdministratorTurn(() =>
      signInStaffByApi(request, DEMO_ADMINISTRATOR.email, DEMO_ADMINISTRATOR.secret),
    ).then((tokens) => tokens.AccessToken);
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

/**
 * Below 900 px (MUI's `md`) the console lays out for a phone: navigation in a drawer, filters folded, cards instead of
 * tables. Decided by the width, not by what is visible at one instant: an axe scan at a phone's width just before
 * may leave the phone's layout on screen for a frame.
 */
export const isConsoleNarrow = (page: Page) => (page.viewportSize()?.width ?? 0) < 900;

/** The console's navigation: a bar on a wide screen, a drawer behind the menu button on a phone. */
export const openConsoleSection = async (page: Page, name: string) => {
  if (isConsoleNarrow(page)) await page.getByRole('button', { name: 'Open the menu' }).click();
  await page.getByRole('navigation', { name: 'Console' }).getByRole('link', { name }).click();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
};
