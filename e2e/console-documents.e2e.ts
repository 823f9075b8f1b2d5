import { documentMessages, STORAGE_KEYS } from '@bridgehub/contract';
import type { APIRequestContext, Page } from '@playwright/test';
import { registerVendor, vendorIdByName } from './api-support.ts';
import { openConsoleAs, openConsoleSection, test } from './console-support.ts';
import { expect, expectAccessible } from './fixtures.ts';
import { openHubAs, toast } from './support.ts';

/** The browser's localStorage, typed here because the suite compiles without the DOM library. */
type BrowserWindow = { localStorage: { getItem(key: string): string | null } };

const vendorToken = (page: Page) =>
  page.evaluate(
    (key) => (globalThis as unknown as BrowserWindow).localStorage.getItem(key) ?? '',
    STORAGE_KEYS.accessToken,
  );

/** The vendor files a PDF under a request through its API, as the hub's upload dialog does (hub.e2e.ts tests that). */
const submitFile = async (request: APIRequestContext, token: string, description: string, fileName: string) => {
  const headers = { authorization: `Bearer ${token}` };
  const info = await (await request.get('/api/Vendor/Info', { headers })).json();
  const requested = info.Response.RequestedAttachments.find(
    (item: { Description: string }) => item.Description === description,
  );
  const uploaded = await (
    await request.post('/api/Attachment/New', {
      headers,
      multipart: {
        file: { name: fileName, mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4\n%%EOF\n') },
      },
    })
  ).json();
  const attached = await (
    await request.post('/api/Attachment/AttachToRequest', {
      headers,
      data: {
        RequestId: requested.RequestId,
        Attachments: [{ AttachmentId: uploaded.Response, AttachmentName: fileName, DocumentTypeId: 6 }],
      },
    })
  ).json();
  expect(attached.Success).toBe(true);
};

/**
 * This test's file in the queue, which every test running shares, oldest first: the file is among the newest, so the
 * pages are searched from the last one back.
 */
const queueEntry = async (page: Page, fileName: string) => {
  await expect(page.getByRole('status').filter({ hasText: /awaits? review/ })).toBeVisible({ timeout: 20_000 });
  const entry = page.getByRole('listitem', { name: fileName });
  const pages = page.getByRole('navigation', { name: 'Pages of documents awaiting review' }).getByRole('button');
  const numbers = (await pages.allTextContents()).filter((label) => /^\d+$/.test(label)).map(Number);
  for (const number of numbers.reverse()) {
    if (await entry.isVisible()) break;
    await pages.filter({ hasText: new RegExp(`^${number}$`) }).click();
    await expect(pages.filter({ hasText: new RegExp(`^${number}$`) })).toHaveAttribute('aria-current', 'page');
  }
  return entry;
};

test('staff request a document, then view, reject and accept what the vendor files; the vendor sees each step', async ({
  page,
  request,
  staffMember,
}) => {
  // A whole journey on both sides, two browser pages on a shared machine.
  test.slow();
  const staff = await staffMember('Coordinator');
  const vendor = await registerVendor(request);
  const vendorId = await vendorIdByName(request, staff.tokens.AccessToken, vendor.name);
  const tag = vendor.name.split(' ')[0];
  const description = `Bonding letter ${tag}`;
  // The queue is shared by every test running: file names of this test alone.
  const unsigned = `${tag}-unsigned.pdf`;
  const signed = `${tag}-signed.pdf`;

  await openConsoleAs(page, staff.tokens, `/console/vendors/${vendorId}?tab=documents`);
  const panel = page.getByRole('region', { name: 'Documents' });
  // The console's first screen loads its whole lazy subtree: on a busy machine that takes a while.
  await expect(panel.getByRole('listitem', { name: 'IRS Form W-9 (signed, current year)' })).toBeVisible({
    timeout: 20_000,
  });
  await expectAccessible(page, 'vendor documents panel');
  const form = panel.getByRole('form', { name: 'Request a document' });
  await form.getByRole('button', { name: 'Request document' }).click();
  await expect(form.getByText(documentMessages.descriptionRequired)).toBeVisible();
  await expectAccessible(page, 'request form with an error');
  await form.getByLabel('Description').fill(description);
  await form.getByLabel('Document type').selectOption({ label: 'Bonding letter' });
  await form.getByLabel('Due date (optional)').fill('2027-03-31');
  await form.getByRole('button', { name: 'Request document' }).click();
  await expect(toast(page, 'Document requested.')).toBeVisible();
  const requested = panel.getByRole('listitem', { name: description });
  await expect(requested).toContainText('Required');
  await expect(requested).toContainText('Due Mar 31, 2027');
  await expect(panel.getByText(/^Missing required documents: /)).toContainText(description);

  // The vendor sees the request in its Files tab and in what it is missing.
  const hub = await page.context().newPage();
  await openHubAs(hub, vendor.email);
  await expect(hub.getByText(/^Missing required documents: /)).toContainText(description);
  await hub.getByRole('tab', { name: 'Files' }).click();
  await expect(hub.getByRole('heading', { name: description })).toBeVisible();

  await submitFile(request, await vendorToken(hub), description, unsigned);
  await openConsoleSection(page, 'Documents');
  const entry = await queueEntry(page, unsigned);
  await expect(entry).toContainText(vendor.name);
  await expect(entry).toContainText(description);
  await expect(entry).toContainText('by Robin Hale');
  await expectAccessible(page, 'documents queue');

  const download = page.waitForEvent('download');
  await entry.getByRole('button', { name: `View ${unsigned}` }).click();
  expect((await download).suggestedFilename()).toBe(unsigned);

  await entry.getByRole('button', { name: `Reject ${unsigned}` }).click();
  const dialog = page.getByRole('dialog', { name: `Reject ${unsigned}?` });
  await dialog.getByRole('button', { name: 'Reject' }).click();
  await expect(dialog.getByRole('alert').filter({ hasText: documentMessages.rejectionReasonRequired })).toBeVisible();
  await expectAccessible(page, 'reject dialog with an error');
  await dialog.getByLabel('Reason').fill('The letter is not signed.');
  await dialog.getByRole('button', { name: 'Reject' }).click();
  await expect(toast(page, `${unsigned} rejected.`)).toBeVisible();
  await expect(entry).toBeHidden();

  // The vendor sees the rejection and its reason beside the file.
  await hub.reload();
  const hubRequest = hub.getByRole('listitem').filter({ has: hub.getByRole('heading', { name: description }) });
  await expect(hubRequest).toBeVisible({ timeout: 20_000 });
  await expect(hubRequest.getByText('Review status: Rejected')).toBeVisible();
  await expect(hubRequest.getByText('Reason: The letter is not signed.')).toBeVisible();

  await submitFile(request, await vendorToken(hub), description, signed);
  await page.reload();
  const corrected = await queueEntry(page, signed);
  await expect(corrected).toBeVisible();
  await corrected.getByRole('button', { name: `Accept ${signed}` }).click();
  await expect(toast(page, `${signed} accepted.`)).toBeVisible();
  await expect(corrected).toBeHidden();

  // The vendor page shows both decisions, and the request is no longer missing.
  await page.goto(`/console/vendors/${vendorId}?tab=documents`);
  await expect(requested.getByRole('listitem', { name: signed })).toContainText('Review status: Accepted', {
    timeout: 20_000,
  });
  await expect(requested.getByRole('listitem', { name: unsigned })).toContainText('Reason: The letter is not signed.');
  await expect(panel.getByText(/^Missing required documents: /)).not.toContainText(description);
  await expectAccessible(page, 'vendor documents panel after review');

  // An empty queue, which the parallel tests' files never leave for real.
  await page.route('**/api/Staff/Documents/AwaitingReview**', (route) =>
    route.fulfill({
      json: {
        Success: true,
        ErrorMessage: null,
        ErrorID: null,
        Response: { Items: [], Total: 0, Page: 1, PageSize: 25 },
      },
    }),
  );
  await openConsoleSection(page, 'Documents');
  await expect(page.getByText('No documents are awaiting review.')).toBeVisible();
  await expectAccessible(page, 'empty documents queue');
});
