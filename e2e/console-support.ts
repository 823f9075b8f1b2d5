import { type LoginToken, STAFF_STORAGE_KEYS } from '@bridgehub/contract';
import type { APIRequestContext, Page } from '@playwright/test';
import { DEMO_ADMINISTRATOR, disableStaffByApi, inviteStaffByApi, type StaffRole } from './api-support.ts';
import { test as base, expect } from './fixtures.ts';
import { staffSession, storeInBrowser } from './sessions.ts';

export interface StaffMember {
  email: string;
  displayName: string;
  role: StaffRole;
  /** Its session, started through the seam: for the console (`openConsoleAs`) or the API. */
  tokens: LoginToken;
}

/** Runs `work` with a session of the demo administrator started through the seam, and ends the session after. */
const asAdministrator = async <T>(request: APIRequestContext, work: (token: string) => Promise<T>) => {
  const session = await staffSession(request, DEMO_ADMINISTRATOR.email);
  try {
    return await work(session.AccessToken);
  } finally {
    await request.post('/api/Auth/StaffUser/Logout', { data: { RefreshToken: session.RefreshToken } });
  }
};

type Invited = Omit<StaffMember, 'tokens'>;

/**
 * `inviteStaff(role)`: a staff member of this test alone, invited through the API by the demo administrator, who has
 * not signed in yet. `staffMember(role)`: one given a session through the seam (sessions.ts) too, not through the mailed
 * link and a second factor, which only the sign-in suite walks. The accounts a worker invited are disabled when it ends
 * (staff accounts are never deleted), which ends their sessions: not when each test ends, when a page it leaves open
 * may still be polling as that staff member.
 */
export const test = base.extend<
  { inviteStaff: (role: StaffRole) => Promise<Invited>; staffMember: (role: StaffRole) => Promise<StaffMember> },
  { staffToRetire: { request: APIRequestContext; ids: number[] } }
>({
  staffToRetire: [
    async ({ playwright }, use, { project }) => {
      const retired = { request: await playwright.request.newContext({ baseURL: project.use.baseURL }), ids: [] };
      await use(retired);
      await asAdministrator(retired.request, async (token) => {
        for (const id of retired.ids) await disableStaffByApi(retired.request, token, id);
      });
      await retired.request.dispose();
    },
    { scope: 'worker' },
  ],
  inviteStaff: async ({ staffToRetire, request }, use) => {
    await use(async (role) => {
      const { id, ...invited } = await asAdministrator(request, (token) => inviteStaffByApi(request, token, role));
      staffToRetire.ids.push(id);
      return invited;
    });
  },
  staffMember: async ({ inviteStaff, request }, use) => {
    await use(async (role) => {
      const invited = await inviteStaff(role);
      return { ...invited, tokens: await staffSession(request, invited.email) };
    });
  },
});

/** Opens the console signed in with `tokens`, as the sign-in pages leave the browser's storage. */
export const openConsoleAs = async (page: Page, tokens: LoginToken, path = '/console') => {
  await page.goto('/console/login');
  await storeInBrowser(page, {
    [STAFF_STORAGE_KEYS.accessToken]: tokens.AccessToken,
    [STAFF_STORAGE_KEYS.refreshToken]: tokens.RefreshToken,
  });
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
