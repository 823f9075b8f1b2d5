import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { registerVendor } from './api-support.ts';
import { isConsoleNarrow, openConsoleAs, test } from './console-support.ts';
import { expect, expectAccessible } from './fixtures.ts';

/** The business names the directory shows, in order: a table's row headers on a wide screen, cards' on a phone. */
const shownNames = async (page: Page) => {
  const names = !isConsoleNarrow(page)
    ? page.getByRole('table').getByRole('rowheader')
    : page.getByRole('list', { name: 'Vendors' }).getByRole('heading');
  return (await names.allTextContents()).map((name) => name.trim().toLowerCase());
};

/** A full page load (the console's lazy chunk, then its first queries) on a busy shared CI machine. */
const loaded = expect.configure({ timeout: 15_000 });

/** On a phone the filters fold away behind a button. */
const showFilters = async (page: Page) => {
  if (isConsoleNarrow(page)) await page.getByRole('button', { name: /^Show filters/ }).click();
};

const total = async (page: Page) => {
  const text = await page
    .getByRole('status')
    .filter({ hasText: /vendors?$/ })
    .textContent();
  return Number(text?.replace(/\D/g, ''));
};

test('a coordinator goes from the dashboard to the vendors awaiting verification, searches, exports, sorts and pages', async ({
  page,
  request,
  staffMember,
}) => {
  const vendor = await registerVendor(request);
  const coordinator = await staffMember('Coordinator');
  await openConsoleAs(page, coordinator.tokens);
  await loaded(page.getByRole('heading', { name: `Welcome, ${coordinator.displayName}` })).toBeVisible();
  const tiles = page.getByRole('list', { name: 'What needs you now' });
  await expect(tiles.getByRole('listitem')).toHaveCount(5);
  // The fresh vendor is not verified yet, so that tile counts at least one.
  const awaiting = tiles.getByRole('link', { name: /^Vendors awaiting verification/ });
  await expect(awaiting).not.toContainText('Nothing waiting');
  await expectAccessible(page, 'dashboard');

  await awaiting.click();
  await expect(page.getByRole('heading', { name: 'Vendors', level: 1 })).toBeVisible();
  await expect(page).toHaveURL(/\/console\/vendors\?Verified=false$/);
  await showFilters(page);
  await expect(page.getByRole('combobox', { name: 'Verified' })).toHaveValue('false');
  await expectAccessible(page, 'directory, not verified');

  await page.getByRole('searchbox', { name: 'Search' }).fill(vendor.name);
  await expect(page).toHaveURL(
    (url) => url.searchParams.get('Search') === vendor.name && url.searchParams.get('Verified') === 'false',
  );
  await expect(page.getByRole('status').filter({ hasText: /^1 vendor$/ })).toBeVisible();
  expect(await shownNames(page)).toEqual([vendor.name.toLowerCase()]);
  // A reload keeps the search and filters: they are the URL's.
  await page.reload();
  await loaded(page.getByRole('searchbox', { name: 'Search' })).toHaveValue(vendor.name);
  await showFilters(page);
  await expect(page.getByRole('combobox', { name: 'Verified' })).toHaveValue('false');
  await expectAccessible(page, 'directory, searched');

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Export CSV' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^vendors-\d{4}-\d{2}-\d{2}\.csv$/);
  const lines = (await readFile(await download.path(), 'utf8')).trim().split(/\r?\n/);
  expect(lines[0]).toMatch(/^Vendor id,Business name,DBA,/);
  expect(lines).toHaveLength(2);
  expect(lines[1]).toContain(vendor.name);

  await page.getByRole('link', { name: vendor.name }).click();
  await expect(page).toHaveURL(/\/console\/vendors\/\d+$/);
  await page.goBack();
  await loaded(page.getByRole('link', { name: vendor.name })).toBeVisible();

  await page.getByRole('searchbox', { name: 'Search' }).fill('no vendor is called this');
  await expect(page.getByText('No vendors match these filters.')).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: /^0 vendors$/ })).toBeVisible();
  await expectAccessible(page, 'directory, nothing matches');
  await page.getByRole('button', { name: 'Clear filters' }).click();
  await expect(page).toHaveURL(/\/console\/vendors$/);
  await expect(page.getByRole('searchbox', { name: 'Search' })).toHaveValue('');
  await showFilters(page);
  await expect(page.getByRole('combobox', { name: 'Verified' })).toHaveValue('');

  // The demo vendor and this test's own make two at least, in either order.
  await expect.poll(() => shownNames(page).then((names) => names.length)).toBeGreaterThanOrEqual(2);
  const ascending = await shownNames(page);
  expect(ascending).toEqual(ascending.toSorted());
  await page.getByRole('combobox', { name: 'Sort by' }).selectOption('Name, Z to A');
  await expect(page).toHaveURL(/Descending=true/);
  await expect.poll(() => shownNames(page)).not.toEqual(ascending);
  const descending = await shownNames(page);
  expect(descending).toEqual(descending.toSorted().reverse());
  // The back button returns to the order before.
  await page.goBack();
  await expect(page.getByRole('combobox', { name: 'Sort by' })).toHaveValue('Name');

  // Pages of 25: a second page when the shared database holds more vendors than that, one page otherwise.
  const count = await total(page);
  const next = page.getByRole('button', { name: 'Go to next page' });
  if (count > 25) {
    await next.click();
    await expect(page).toHaveURL(/Page=2/);
    await expect(page.getByText(new RegExp(`^26–\\d+ of ${count.toLocaleString('en-US')}$`))).toBeVisible();
  } else {
    await expect(page.getByText(`1–${count} of ${count}`)).toBeVisible();
    await expect(next).toBeDisabled();
  }
});

test('a check-in volunteer’s console has no dashboard', async ({ page, staffMember }) => {
  const volunteer = await staffMember('CheckInVolunteer');
  await openConsoleAs(page, volunteer.tokens);
  await loaded(page.getByRole('heading', { name: `Welcome, ${volunteer.displayName}` })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'What needs you now' })).toHaveCount(0);
});
