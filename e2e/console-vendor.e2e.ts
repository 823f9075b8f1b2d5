import { messages, vendorStaffMessages } from '@bridgehub/contract';
import type { APIRequestContext, Page } from '@playwright/test';
import { registerVendor, requestAccess, uniqueAddress } from './api-support.ts';
import { openConsoleAs, type StaffMember, test } from './console-support.ts';
import { expect, expectAccessible } from './fixtures.ts';
import { followMailLink, openHubAs, openNewestMail, toast } from './support.ts';

/** A page opened afresh loads the app and its lazy chunks: on a busy shared machine that takes seconds. */
const PAGE_LOAD = 20_000;

/** The id of the test's own vendor, from the directory the console lists. */
const vendorIdOf = async (request: APIRequestContext, token: string, name: string) => {
  const response = await request.get('/api/Staff/Vendors', {
    params: { Search: name },
    headers: { authorization: `Bearer ${token}` },
  });
  const body = await response.json();
  const row = body.Response.Items.find((item: { BusinessName: string }) => item.BusinessName === name);
  if (!row) throw new Error(`vendor ${name} not in the directory: ${JSON.stringify(body)}`);
  return row.VendorId as number;
};

/**
 * A fresh vendor that verified its e-mail and, signed in to its hub in this browser, asked to engage with the program;
 * and a coordinator of this test. Vendor and staff sessions live side by side in the one browser, as they can.
 */
const setUp = async (page: Page, request: APIRequestContext, coordinator: StaffMember) => {
  const vendor = await registerVendor(request);
  const vendorId = await vendorIdOf(request, coordinator.tokens.AccessToken, vendor.name);
  await followMailLink(page, vendor.email, /Verify/);
  await expect(page.getByText(messages.linkVerified)).toBeVisible({ timeout: PAGE_LOAD });
  await openHubAs(page, vendor.email);
  await page.getByRole('button', { name: 'Request engagement' }).click();
  await expect(page.getByText(/Program engagement requested/)).toBeVisible({ timeout: PAGE_LOAD });
  await openConsoleAs(page, coordinator.tokens, `/console/vendors/${vendorId}`);
  await expect(page.getByRole('heading', { level: 1, name: vendor.name })).toBeVisible({ timeout: PAGE_LOAD });
  return { ...vendor, vendorId, coordinator };
};

const openTab = async (page: Page, name: string, value: string) => {
  await page.getByRole('tab', { name }).click();
  await expect(page).toHaveURL(new RegExp(`tab=${value}`));
  await expect(page.getByRole('tab', { name })).toHaveAttribute('aria-selected', 'true');
};

test('staff edit, lock, approve and assign; the vendor sees each in its hub and the audit trail lists them', async ({
  page,
  request,
  staffMember,
}) => {
  // One journey through five tabs, with the vendor's hub at both ends.
  test.slow();
  const vendor = await setUp(page, request, await staffMember('Coordinator'));
  const asker = uniqueAddress('asker');
  await requestAccess(request, vendor.vendorId, asker);
  await expect(page.getByRole('list', { name: 'Status' })).toContainText('Engagement requested');
  await expectAccessible(page, 'vendor page, business');

  // Business: the hub's form and rules; a rule the server would refuse is the form's error.
  const name = page.getByRole('textbox', { name: /Organization Name/ });
  await name.fill('');
  await page.getByRole('button', { name: 'Save business' }).click();
  await expect(page.getByRole('alert').filter({ hasText: messages.organizationNameRequired })).toBeVisible();
  await expectAccessible(page, 'business refused');
  await name.fill(vendor.name);
  const dba = `Spans ${Date.now()}`;
  await page.getByRole('textbox', { name: /DBA/ }).fill(dba);
  await page.getByRole('button', { name: 'Save business' }).click();
  await expect(toast(page, 'The business is saved.')).toBeVisible();

  await page.getByRole('button', { name: 'Lock editing' }).click();
  const lock = page.getByRole('dialog', { name: 'Lock editing?' });
  await expect(lock).toContainText('can no longer change the business details');
  await expectAccessible(page, 'lock confirmation');
  await lock.getByRole('button', { name: 'Lock editing' }).click();
  await expect(page.getByRole('list', { name: 'Status' })).toContainText('Editing locked');

  // Contacts: the person who asked for access is approved, then disabled after a confirmation.
  await openTab(page, 'Contacts', 'contacts');
  const casey = page.getByRole('listitem', { name: 'Casey Asker' });
  await expect(casey).toContainText('Awaiting approval');
  await expect(page.getByRole('listitem', { name: 'Robin Hale' })).toContainText('Primary contact');
  await expectAccessible(page, 'contacts');
  await casey.getByRole('button', { name: 'Approve Casey Asker' }).click();
  await expect(casey).toContainText('Active');
  await casey.getByRole('button', { name: 'Disable Casey Asker' }).click();
  const disable = page.getByRole('dialog', { name: 'Disable Casey Asker?' });
  await expect(disable).toContainText('signed out at once');
  await expectAccessible(page, 'disable contact confirmation');
  await disable.getByRole('button', { name: 'Disable' }).click();
  await expect(casey).toContainText('Disabled since');

  await openTab(page, 'Engagement', 'engagement');
  await expectAccessible(page, 'engagement requested');
  await page.getByRole('button', { name: 'Approve engagement' }).click();
  await expect(page.getByRole('tabpanel')).toContainText('Engaged with the program');

  // Assignments: added, and one ended after a confirmation.
  await openTab(page, 'Assignments', 'assignments');
  await page.getByRole('button', { name: 'Add assignment' }).click();
  await expect(page.getByRole('alert').filter({ hasText: vendorStaffMessages.assignmentRequired })).toBeVisible();
  await expectAccessible(page, 'assignment missing');
  const kept = `Deck inspection ${Date.now()}`;
  const ended = `Paint touch-up ${Date.now()}`;
  for (const assignment of [kept, ended]) {
    await page.getByRole('textbox', { name: /New assignment/ }).fill(assignment);
    await page.getByRole('button', { name: 'Add assignment' }).click();
    await expect(page.getByRole('list', { name: 'Current assignments' })).toContainText(assignment);
  }
  await page.getByRole('button', { name: `End ${ended}` }).click();
  const end = page.getByRole('dialog', { name: 'End this assignment?' });
  await expectAccessible(page, 'end assignment confirmation');
  await end.getByRole('button', { name: 'End assignment' }).click();
  await expect(page.getByRole('list', { name: 'Ended assignments' })).toContainText(ended);

  // Audit: the staff changes, the fields before → after; the filter narrows them; a reload keeps the tab.
  await openTab(page, 'Audit', 'audit');
  const changes = page.getByRole('list', { name: 'Changes' });
  await expect(changes.getByRole('listitem', { name: 'Updated the business' })).toContainText(
    new RegExp(`DBA: \\(empty\\)\\s*→\\s*changed to ${dba}`),
  );
  await expect(changes.getByRole('listitem', { name: 'Locked editing' })).toContainText(vendor.coordinator.displayName);
  await expect(changes.getByRole('listitem', { name: 'Approved a contact' })).toContainText('Casey Asker');
  await expectAccessible(page, 'audit');
  await page.getByLabel('What').selectOption('assignment');
  await expect(changes.getByRole('listitem', { name: 'Locked editing' })).toHaveCount(0);
  await expect(changes.getByRole('listitem', { name: 'Ended an assignment' })).toContainText(ended);
  await page.getByLabel('Who').selectOption('vendor-contact');
  await expect(page.getByText('No changes match these filters.')).toBeVisible();
  await expectAccessible(page, 'audit filtered to nothing');
  await page.reload();
  await expect(page.getByRole('tab', { name: 'Audit' })).toHaveAttribute('aria-selected', 'true', {
    timeout: PAGE_LOAD,
  });

  // The vendor's hub: the new DBA, the lock's "Can't update", the engagement and the current assignment only.
  await page.goto('/MyBusiness');
  await expect(page.getByRole('textbox', { name: /DBA/ })).toHaveValue(dba, { timeout: PAGE_LOAD });
  await expect(page.getByRole('button', { name: messages.cantUpdate })).toBeDisabled();
  await expect(page.getByText('Your business is engaged with the program.')).toBeVisible();
  await page.getByRole('tab', { name: 'Assignments' }).click();
  await expect(page.getByRole('tabpanel')).toContainText(kept);
  await expect(page.getByRole('tabpanel')).not.toContainText(ended);
});

test.describe(() => {
  // The unknown vendor's page is a 404 on purpose.
  test.use({ expectedConsoleErrors: [/status of 404/] });

  test('staff decline an engagement with a mailed reason; an unknown vendor says so', async ({
    page,
    request,
    staffMember,
  }) => {
    const vendor = await setUp(page, request, await staffMember('Coordinator'));
    await page.goto(`/console/vendors/${vendor.vendorId}?tab=engagement`);
    await expect(page.getByRole('tab', { name: 'Engagement' })).toHaveAttribute('aria-selected', 'true', {
      timeout: PAGE_LOAD,
    });
    await page.getByRole('button', { name: 'Decline engagement' }).click();
    const dialog = page.getByRole('dialog', { name: 'Decline the engagement request?' });
    await expect(dialog).toContainText('e-mailed to the vendor');
    await expectAccessible(page, 'decline dialog');
    await dialog.getByRole('button', { name: 'Decline engagement' }).click();
    await expect(dialog.getByRole('alert')).toContainText(vendorStaffMessages.declineReasonRequired);
    await expectAccessible(page, 'decline without a reason');
    const reason = `Please upload a current W-9 first (${Date.now()}).`;
    await dialog.getByRole('textbox', { name: /Reason for declining/ }).fill(reason);
    await dialog.getByRole('button', { name: 'Decline engagement' }).click();
    await expect(toast(page, 'Engagement declined.')).toBeVisible();
    await expect(page.getByRole('tabpanel')).toContainText(reason);
    await expect(page.getByRole('list', { name: 'Status' })).toContainText('Engagement declined');

    const mail = await openNewestMail(page, vendor.email, /program engagement request/);
    await mail.getByRole('heading').getByRole('link').click();
    await expect(page.getByText(reason).first()).toBeVisible({ timeout: PAGE_LOAD });

    // The vendor may ask again.
    await page.goto('/MyBusiness');
    await expect(page.getByRole('button', { name: 'Request engagement' })).toBeVisible({ timeout: PAGE_LOAD });

    await page.goto('/console/vendors/2000000000');
    await expect(page.getByText('No vendor with this number.')).toBeVisible({ timeout: PAGE_LOAD });
    await expectAccessible(page, 'vendor not found');
    await page.getByRole('link', { name: 'Back to Vendors' }).click();
    await expect(page).toHaveURL(/\/console\/vendors$/);
  });
});
