import { messages } from '@bridgehub/contract';
import { registerVendor, requestAccess, uniqueAddress } from './api-support.ts';
import { expect, expectAccessible, test } from './fixtures.ts';
import { openHubAs, toast } from './support.ts';

/** The browser's localStorage, typed here because the suite compiles without the DOM library. */
type BrowserWindow = {
  localStorage: { getItem(key: string): string | null; setItem(key: string, value: string): void };
};

test('contacts: create, manage and approve a contact, and make another contact primary', async ({ page, request }) => {
  const vendor = await registerVendor(request);
  await openHubAs(page, vendor.email);
  await page.getByRole('tab', { name: 'Contacts' }).click();
  await expect(page.getByRole('listitem', { name: 'Robin Hale' })).toBeVisible();

  // Create (§2: the vendor id travels with the navigation).
  await page.getByRole('button', { name: 'Add Contact' }).click();
  await page.waitForURL('**/CreateContact');
  await expect(page.getByRole('heading', { name: 'Create Contact' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Save' })).toBeHidden();
  await expectAccessible(page, 'create contact');
  const email = uniqueAddress('estimator');
  await page.getByRole('textbox', { name: /Contact Email/ }).fill(email);
  await page.getByRole('textbox', { name: /First Name/ }).fill('Jamie');
  await page.getByRole('textbox', { name: /Last Name/ }).fill('Fox');
  await page.getByRole('textbox', { name: /Title/ }).fill('Estimator');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, messages.createdContact)).toBeVisible();
  await page.waitForURL(/MyBusiness\?tab=5/);
  const jamie = page.getByRole('listitem', { name: 'Jamie Fox' });
  await expect(jamie.getByText(email)).toBeVisible();

  // Manage: the e-mail is read-only; Save appears after a change.
  await jamie.getByRole('link', { name: 'Manage Jamie Fox' }).click();
  await page.waitForURL(/ManageContact\/\d+$/);
  await expect(page.getByRole('textbox', { name: /Contact Email/ })).toHaveAttribute('readonly', '');
  await expect(page.getByText(messages.contactEmailLocked)).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Contact Enabled' })).toHaveValue('Enabled');
  await expect(page.getByRole('textbox', { name: 'Contact Approval' })).toHaveValue('Approved');
  await expect(page.getByRole('button', { name: 'Save' })).toBeHidden();
  await expectAccessible(page, 'manage contact');
  await page.getByRole('textbox', { name: /Title/ }).fill('Chief Estimator');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, messages.updatedContact)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Save' })).toBeHidden();
  await page.getByRole('link', { name: 'Back' }).click();
  await expect(page.getByRole('listitem', { name: 'Jamie Fox' }).getByText('Chief Estimator')).toBeVisible();

  // Someone asks to join: 'Not Approved' until an editor approves.
  const info = await page.evaluate(async () => {
    const response = await fetch('/api/Vendor/Info', {
      headers: {
        Authorization: `Bearer ${(globalThis as unknown as BrowserWindow).localStorage.getItem('bearerToken')}`,
      },
    });
    return ((await response.json()) as { Response: { VendorId: number } }).Response;
  });
  await requestAccess(request, info.VendorId, uniqueAddress('asker'));
  await page.reload();
  const casey = page.getByRole('listitem', { name: 'Casey Asker' });
  await expect(casey.getByText(messages.notApproved)).toBeVisible();
  await expectAccessible(page, 'contacts with a request');
  await casey.getByRole('button', { name: 'Approve Casey Asker' }).click();
  await expect(toast(page, messages.approved)).toBeVisible();
  await expect(casey.getByText(messages.notApproved)).toBeHidden();

  // The star moves.
  await page
    .getByRole('listitem', { name: 'Jamie Fox' })
    .getByRole('button', { name: 'Make primary Jamie Fox' })
    .click();
  await expect(
    page.getByRole('listitem', { name: 'Jamie Fox' }).getByRole('img', { name: 'Primary contact' }),
  ).toBeVisible();

  // §2: the id must be a number.
  await page.goto('/ManageContact/abc');
  await expect(page.getByText(messages.notFound)).toBeVisible();
});
