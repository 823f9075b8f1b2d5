import { expect, type Page } from '@playwright/test';

/** A toast announcing `text` (react-hot-toast renders each in a live region). */
export const toast = (page: Page, text: string) =>
  page.locator('[role="status"], [role="alert"]').filter({ hasText: text }).first();

/** Solves the ALTCHA checkbox as a person would: a click on its label, then the proof of work. */
export const solveCaptcha = async (page: Page) => {
  await page.getByText("I'm not a robot").click();
  await expect(page.getByText('Verified', { exact: true })).toBeVisible({ timeout: 20_000 });
};

/** A name no earlier run or parallel test has used. */
export const unique = (prefix: string) =>
  `${prefix} ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

/** Opens the newest mail to `to` in the dev outbox and follows the link whose text matches `link`. */
export const followMailLink = async (page: Page, to: string, link: RegExp) => {
  await page.goto('/dev/outbox');
  await page.getByRole('link').filter({ hasText: to }).first().click();
  const href = await page.getByRole('link', { name: link }).first().getAttribute('href');
  expect(href).toBeTruthy();
  await page.goto(href as string);
};
