import { STORAGE_KEYS } from '@bridgehub/contract';
import type { Page } from '@playwright/test';
import { expect, expectAccessible } from './fixtures.ts';
import { storeInBrowser, vendorSession } from './sessions.ts';

/** A toast announcing `text` (react-hot-toast renders each in a live region). */
export const toast = (page: Page, text: string) =>
  page.locator('[role="status"], [role="alert"]').filter({ hasText: text }).first();

/**
 * Has the browser render each page itself, for a test that fakes the answers of the API a page calls: the pages the
 * server renders come with their data (server-render.tsx), which the browser would not ask for. Without the data
 * the page carries, the browser renders over the server's HTML as it does every page the server leaves to it.
 */
/**
 * Waits until the page's script has taken over (main.tsx): a rendered page paints before its scripts start, and a click
 * on it before then is a click on plain HTML.
 */
export const waitForScript = (page: Page) => page.locator('html[data-listening]').waitFor({ state: 'attached' });

export const renderInBrowser = (page: Page) =>
  page.route(
    (url) => !url.pathname.startsWith('/api/'),
    async (route) => {
      if (route.request().resourceType() !== 'document') return route.fallback();
      const response = await route.fetch();
      const body = (await response.text()).replace(
        /<script type="application\/json" id="page-state">.*?<\/script>/s,
        '',
      );
      return route.fulfill({ response, body });
    },
  );

/** Solves the ALTCHA checkbox as a person would: a click on its label, then the proof of work. */
export const solveCaptcha = async (page: Page) => {
  await page.getByText("I'm not a robot").click();
  await expect(page.getByText('Verified', { exact: true })).toBeVisible({ timeout: 20_000 });
};

/**
 * An organization name no earlier run or parallel test has used, and unlike any of them: mostly random letters,
 * so the similar-name check does not link the tests' vendors to each other.
 */
export const uniqueOrganizationName = (trade: string) => {
  const letters = Array.from({ length: 10 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26)));
  return `${letters.join('').replace(/^./, (first) => first.toUpperCase())} ${trade}`;
};

/**
 * Follows the first address matching `link` among the links the dev outbox lists under the newest mail to `to`
 * (whose subject matches), as a person reading the mail would.
 */
export const followMailLink = async (page: Page, to: string, link: RegExp, subject = /./) => {
  const mail = await openNewestMail(page, to, subject);
  await expectAccessible(page, 'dev outbox');
  await mail.getByRole('list').getByRole('link', { name: link }).first().click();
};

/** The newest mail to `to` whose subject matches, listed in the dev outbox with its links; waits for the mail worker. */
export const openNewestMail = async (page: Page, to: string, subject: RegExp) => {
  const mail = page.getByRole('listitem').filter({ hasText: to }).filter({ hasText: subject }).first();
  await expect(async () => {
    await page.goto('/dev/outbox');
    await expect(mail).toBeVisible({ timeout: 1000 });
  }).toPass({ timeout: 20_000 });
  return mail;
};

/** Asks for a sign-in link on /Login as a person does and follows it from the dev outbox (the callback page). */
export const openSignInLink = async (page: Page, email: string) => {
  await page.goto('/Login');
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByText(/a sign-in link will be sent/)).toBeVisible();
  const mail = await openNewestMail(page, email, /sign-in link/);
  const href = await mail
    .getByRole('link', { name: /LoginCallBack/ })
    .first()
    .getAttribute('href');
  expect(href).toBeTruthy();
  await page.goto(href as string);
  return href as string;
};

/**
 * Opens the hub (/MyBusiness) as the vendor contact with this e-mail, with a session started through the seam
 * (sessions.ts) and kept where the sign-in page keeps it; the sign-in suite walks the e-mailed link itself.
 */
export const openHubAs = async (page: Page, email: string) => {
  const tokens = await vendorSession(page.request, email);
  await page.goto('/Login');
  await storeInBrowser(page, {
    [STORAGE_KEYS.accessToken]: tokens.AccessToken,
    [STORAGE_KEYS.refreshToken]: tokens.RefreshToken,
    [STORAGE_KEYS.email]: email,
  });
  await page.goto('/MyBusiness');
  // The hub's first screen loads its chunk and the vendor info: on a busy shared machine that takes seconds.
  await expect(page.getByRole('tab', { name: 'Details' })).toBeVisible({ timeout: 20_000 });
};
