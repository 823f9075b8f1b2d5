import type { Page } from '@playwright/test';
import { expect, expectAccessible } from './fixtures.ts';

/** A toast announcing `text` (react-hot-toast renders each in a live region). */
export const toast = (page: Page, text: string) =>
  page.locator('[role="status"], [role="alert"]').filter({ hasText: text }).first();

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

/** Opens the newest mail to `to` in the dev outbox and follows the link whose text matches `link`. */
export const followMailLink = async (page: Page, to: string, link: RegExp) => {
  await page.goto('/dev/outbox');
  await expectAccessible(page, 'dev outbox');
  await page.getByRole('listitem').filter({ hasText: to }).first().getByRole('link').first().click();
  const href = await page.getByRole('link', { name: link }).first().getAttribute('href');
  expect(href).toBeTruthy();
  await page.goto(href as string);
};
