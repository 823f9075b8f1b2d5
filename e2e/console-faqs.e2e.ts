import { randomBytes } from 'node:crypto';
import { ok } from '@bridgehub/contract';
import type { Page } from '@playwright/test';
import { openConsoleAs, openConsoleSection, test } from './console-support.ts';
import { expect, expectAccessible } from './fixtures.ts';
import { toast } from './support.ts';

const faqButton = (page: Page) => page.getByRole('banner').getByRole('link', { name: 'FAQ', exact: true });

// The demo FAQs stay: journeys running beside this one read them. Whether the header shows its FAQ button without any
// FAQ is layout.e2e.ts's to prove (with a routed empty list).
test('FAQs created in the console show on /FAQ in their order, open as marked, and go when deleted', async ({
  page,
  staffMember,
}) => {
  test.slow();
  const tag = randomBytes(3).toString('hex');
  const [first, second, renamed] = [
    `Who can register a business ${tag}?`,
    `Is it free ${tag}?`,
    `Who can register ${tag}?`,
  ];
  const coordinator = await staffMember('Coordinator');
  await openConsoleAs(page, coordinator.tokens);
  // The home screen first: on a phone the menu button must be there before the section is opened through it.
  await expect(page.getByRole('heading', { name: /^Welcome, / })).toBeVisible();

  // The empty state, as the program's first day shows it.
  await page.route('**/api/Staff/Faqs', (route) => route.fulfill({ json: ok([]) }));
  await openConsoleSection(page, 'FAQs');
  await expect(page.getByText('No FAQs yet', { exact: false })).toBeVisible();
  await expectAccessible(page, 'no FAQs');
  await page.unroute('**/api/Staff/Faqs');
  await page.reload();

  const form = page.getByRole('form', { name: 'Add FAQ' });
  await form.getByRole('button', { name: 'Add FAQ' }).click();
  await expect(form.getByText('Please enter the question')).toBeVisible();
  await expectAccessible(page, 'FAQ form with errors');
  await form.getByLabel('Question').fill(first);
  await form.getByLabel('Answer').fill('Any business, public agency or non-profit.\nIt takes ten minutes.');
  await form.getByRole('button', { name: 'Add FAQ' }).click();
  await expect(toast(page, 'FAQ added.')).toBeVisible();
  await expect(form.getByLabel('Question')).toHaveValue('');
  await form.getByLabel('Question').fill(second);
  await form.getByLabel('Answer').fill('Yes.');
  await form.getByRole('switch', { name: 'Open by default on the FAQ page' }).check();
  await form.getByRole('button', { name: 'Add FAQ' }).click();
  await expect(toast(page, 'FAQ added.')).toBeVisible();
  const list = page.getByRole('list', { name: 'FAQs' });
  // A new FAQ goes last.
  await expect(list.getByRole('listitem').last()).toContainText(second);

  // Reordered with buttons, the move announced and the focus kept on the moved FAQ (the demo FAQs are above it).
  await list.getByRole('button', { name: `Move up ${second}` }).click();
  await expect(page.getByRole('status').filter({ hasText: `${second} moved to position` })).toBeAttached();
  await expect(list.getByRole('listitem').last()).toContainText(first);
  await expect(list.getByRole('button', { name: `Move up ${second}` })).toBeFocused();
  await expectAccessible(page, 'FAQs listed');

  await list.getByRole('button', { name: `Edit ${first}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit FAQ' });
  await expect(dialog.getByLabel('Question')).toHaveValue(first);
  await expectAccessible(page, 'FAQ edit dialog');
  await dialog.getByLabel('Question').fill(renamed);
  await dialog.getByRole('button', { name: 'Save FAQ' }).click();
  await expect(toast(page, 'FAQ saved.')).toBeVisible();
  await expect(dialog).toBeHidden();

  // The public side: through the header's button, in their order, the DefaultOpen one open.
  await page.goto('/');
  await faqButton(page).click();
  await expect(page.getByRole('heading', { name: 'Frequently Asked Questions' })).toBeVisible();
  await expect(page.getByRole('button', { name: second })).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByRole('button', { name: renamed })).toHaveAttribute('aria-expanded', 'false');
  const headings = await page.getByRole('heading', { level: 2 }).allTextContents();
  expect(headings.slice(-2)).toEqual([second, renamed]);
  await expectAccessible(page, 'public FAQ page');

  // Deleting both, after confirming, takes them off the public page.
  await openConsoleAs(page, coordinator.tokens, '/console/faqs');
  for (const header of [second, renamed]) {
    await page.getByRole('button', { name: `Delete ${header}` }).click();
    const confirm = page.getByRole('dialog', { name: `Delete "${header}"?` });
    await expectAccessible(page, 'delete FAQ confirmation');
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect(toast(page, 'FAQ deleted.')).toBeVisible();
  }
  await page.goto('/FAQ');
  await expect(page.getByRole('heading', { name: 'Frequently Asked Questions' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2 }).first()).toBeVisible();
  await expect(page.getByRole('heading', { name: second })).toHaveCount(0);
  await expect(page.getByRole('heading', { name: renamed })).toHaveCount(0);
});
