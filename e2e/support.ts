import { expect, type Page } from '@playwright/test';

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

/**
 * Opens the newest mail to `to` in the dev outbox and follows the first of its links whose address matches `link`.
 * The mail's page is read as text: rendering its sandboxed HTML frame sometimes logs a console error in Chromium.
 */
export const followMailLink = async (page: Page, to: string, link: RegExp) => {
  await page.goto('/dev/outbox');
  const mailPage = await page
    .getByRole('listitem')
    .filter({ hasText: to })
    .first()
    .getByRole('link')
    .first()
    .getAttribute('href');
  expect(mailPage).toBeTruthy();
  const body = await (await page.request.get(mailPage as string)).text();
  const hrefs = [...body.matchAll(/<li><a href="([^"]+)">/g)].map((match) => (match[1] ?? '').replaceAll('&amp;', '&'));
  const href = hrefs.find((candidate) => link.test(candidate));
  expect(href, `a link matching ${link} in the mail to ${to}`).toBeTruthy();
  await page.goto(href as string);
};
