import { messages, STORAGE_KEYS } from '@bridgehub/contract';
import type { Page } from '@playwright/test';
import { registerVendor } from './api-support.ts';
import { expect, expectAccessible, test } from './fixtures.ts';
import { openHubAs, toast } from './support.ts';

/** The browser's localStorage, typed here because the suite compiles without the DOM library. */
type BrowserWindow = { localStorage: { getItem(key: string): string | null } };

const storedToken = (page: Page, key: string) =>
  page.evaluate((name) => (globalThis as unknown as BrowserWindow).localStorage.getItem(name), key);

const DEMO_CONTACT = 'jordan.lee@demo-vendor.example';

const openTab = async (page: Page, name: string, value: number) => {
  await page.getByRole('tab', { name }).click();
  await expect(page).toHaveURL(new RegExp(`tab=${value}`));
  await expect(page.getByRole('tabpanel')).toBeVisible();
};

test('the demo vendor walks every tab: details, assignments, files, messages, contacts', async ({ page }) => {
  await openHubAs(page, DEMO_CONTACT);
  await expect(page.getByText(messages.vendorVerified)).toBeVisible();
  await expect(page.getByText(/^Missing required documents: /)).toBeVisible();
  await expectAccessible(page, 'hub details');

  // Details: the shared business form, and Update.
  await expect(page.getByRole('textbox', { name: /Organization Name/ })).toHaveValue('Cascadia Span Builders');
  await page.getByRole('button', { name: 'Update' }).click();
  await expect(toast(page, messages.updatedVendor)).toBeVisible();

  await openTab(page, 'Assignments', 4);
  await expect(page.getByRole('listitem').filter({ hasText: 'pre-bid meeting' })).toBeVisible();
  await expectAccessible(page, 'hub assignments');

  await openTab(page, 'Files', 2);
  await expect(page.getByRole('heading', { name: 'IRS Form W-9 (signed, current year)' })).toBeVisible();
  await expectAccessible(page, 'hub files');

  await openTab(page, 'Messages', 3);
  const thread = page.getByRole('article').filter({ hasText: 'Welcome to the bridge replacement program' });
  await expect(thread.getByText('Welcome aboard!')).toBeVisible();
  await expectAccessible(page, 'hub messages');
  // §5: an empty message is refused without a request.
  await thread.getByRole('button', { name: 'Send' }).click();
  await expect(toast(page, messages.emptyChatMessage)).toBeVisible();
  const text = `Quote attached ${Date.now()}`;
  await thread.getByLabel('New Message').fill(text);
  await thread.getByRole('button', { name: 'Send' }).click();
  await expect(toast(page, messages.sentMessage)).toBeVisible();
  await expect(thread.getByText(text)).toBeVisible();
  // A new thread with a subject.
  const subject = `Bonding question ${Date.now()}`;
  await page.getByLabel('Subject').fill(subject);
  await page.getByRole('textbox', { name: 'Message', exact: true }).fill('What bonding capacity do you need?');
  // On a phone the last toast sits over the form; a person waits for it to go before tapping.
  await expect(toast(page, messages.sentMessage)).toBeHidden();
  await page.getByRole('button', { name: 'Start conversation' }).click();
  await expect(page.getByRole('heading', { name: subject })).toBeVisible();

  // A reload keeps the tab (§9 values in the URL).
  await page.reload();
  await expect(page.getByRole('tab', { name: 'Messages' })).toHaveAttribute('aria-selected', 'true');

  await openTab(page, 'Contacts', 5);
  await expect(page.getByText(messages.contactDisabled)).toBeVisible();
  await expect(page.getByText(messages.notApproved).first()).toBeVisible();
  await expect(page.getByRole('img', { name: 'Primary contact' })).toBeVisible();
  await expectAccessible(page, 'hub contacts');

  // Program engagement: a run before on the same data (E2E_DATA_DIR) may have asked first; either way the state shows.
  const ask = page.getByRole('button', { name: 'Request engagement' });
  if (await ask.isVisible()) await ask.click();
  await expect(page.getByText(/Program engagement requested/)).toBeVisible();
  await expectAccessible(page, 'hub engagement requested');
});

test('files: a multi-file upload with progress, a refused type, types and Other Description, attach to a request', async ({
  page,
  request,
}) => {
  const vendor = await registerVendor(request);
  await openHubAs(page, vendor.email);
  await expect(page.getByText(messages.accountNotVerified)).toBeVisible();
  await expect(page.getByText('Missing required documents: IRS Form W-9 (signed, current year)')).toBeVisible();
  await page.getByRole('link', { name: 'Go to Files' }).click();
  await expect(page.getByRole('tab', { name: 'Files' })).toHaveAttribute('aria-selected', 'true');

  await page.getByRole('button', { name: 'Attach files to IRS Form W-9 (signed, current year)' }).click();
  const dialog = page.getByRole('dialog', { name: 'IRS Form W-9 (signed, current year)' });
  await expect(dialog).toBeVisible();
  await expectAccessible(page, 'upload dialog empty');

  // §5: a refused extension never leaves the browser.
  await dialog
    .locator('input[type=file]')
    .setInputFiles({ name: 'notes.docx', mimeType: 'application/octet-stream', buffer: Buffer.from('x') });
  await expect(toast(page, messages.fileTypeNotAllowed)).toBeVisible();

  // A slow uplink makes the per-file progress visible, as on a phone connection.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 20,
    downloadThroughput: 10_000_000,
    uploadThroughput: 500_000,
  });
  const pdf = Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(2_500_000, 0x41), Buffer.from('\n%%EOF\n')]);
  const png = Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
    'base64',
  );
  // A success toast lasts 2 s (§9), less than the axe scan below may take on a busy machine: watch for it from now on.
  const readyToast = toast(page, messages.fileReadyToUpload).waitFor({ timeout: 30_000 });
  await dialog.locator('input[type=file]').setInputFiles([
    { name: 'w9-signed.pdf', mimeType: 'application/pdf', buffer: pdf },
    { name: 'site-photo.png', mimeType: 'image/png', buffer: png },
  ]);
  const pdfRow = dialog.getByRole('listitem').filter({ hasText: 'w9-signed.pdf' });
  const pngRow = dialog.getByRole('listitem').filter({ hasText: 'site-photo.png' });
  await expect(pdfRow.getByText(/Uploading ([1-9]\d?)%/)).toBeVisible();
  const progress = pdfRow.getByRole('progressbar', { name: 'Upload progress of w9-signed.pdf' });
  await expect.poll(async () => Number(await progress.getAttribute('aria-valuenow'))).toBeGreaterThan(0);
  await expectAccessible(page, 'upload dialog uploading');
  await expect(pdfRow.getByText('Uploaded')).toBeVisible({ timeout: 20_000 });
  await expect(pngRow.getByText('Uploaded')).toBeVisible();
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 0,
    downloadThroughput: -1,
    uploadThroughput: -1,
  });
  await readyToast;

  // Each file needs a document type; Other needs its description.
  await dialog.getByRole('button', { name: 'Submit' }).click();
  await expect(toast(page, messages.documentTypeRequired)).toBeVisible();
  await pdfRow.getByLabel(/Document Type/).selectOption({ label: 'IRS Form W-9' });
  await pngRow.getByLabel(/Document Type/).selectOption({ label: 'Other' });
  await dialog.getByRole('button', { name: 'Submit' }).click();
  await expect(toast(page, messages.otherDescriptionRequired)).toBeVisible();
  await expectAccessible(page, 'upload dialog with errors');
  await pngRow.getByLabel(/Other Description/).fill('Photo of the signed form');

  // Closing with unsubmitted files asks first.
  await dialog.getByRole('button', { name: 'Close' }).click();
  const confirm = page.getByRole('dialog', { name: 'Discard files?' });
  await expect(confirm).toBeVisible();
  await expectAccessible(page, 'upload close confirmation');
  await confirm.getByRole('button', { name: 'Keep editing' }).click();
  await expect(confirm).toBeHidden();

  await dialog.getByRole('button', { name: 'Submit' }).click();
  await expect(toast(page, messages.submitted)).toBeVisible();
  await expect(dialog).toBeHidden();
  const request0 = page
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: 'IRS Form W-9 (signed, current year)' }) });
  await expect(request0.getByRole('paragraph').filter({ hasText: 'w9-signed.pdf' })).toBeVisible();
  await expect(request0.getByText('Photo of the signed form')).toBeVisible();
  // Each submitted file shows the program's review beside it, in words.
  await expect(request0.getByText('Review status: Awaiting review')).toHaveCount(2);
  await expect(page.getByText(/^Missing required documents/)).toBeHidden();
  await expectAccessible(page, 'files after attach');

  // View downloads the file as it was uploaded.
  const download = page.waitForEvent('download');
  await request0.getByRole('button', { name: 'View w9-signed.pdf' }).click();
  expect((await download).suggestedFilename()).toBe('w9-signed.pdf');

  // An additional document.
  await page.getByRole('button', { name: 'Add Additional Document' }).click();
  const additional = page.getByRole('dialog', { name: 'Additional Document' });
  await additional
    .locator('input[type=file]')
    .setInputFiles({ name: 'capability.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4\n%%EOF\n') });
  await expect(additional.getByText('Uploaded')).toBeVisible();
  await additional.getByLabel(/Document Type/).selectOption({ label: 'Capability statement' });
  await additional.getByRole('button', { name: 'Submit' }).click();
  await expect(
    page
      .getByRole('region', { name: 'Additional Documents' })
      .getByRole('paragraph')
      .filter({ hasText: 'capability.pdf' }),
  ).toBeVisible();
});

test('a contact who may not edit the business sees "Can\'t update", no Add Contact and no Manage', async ({
  page,
  request,
}) => {
  // No contact can be made so today (DESIGN.md §8: every enabled, approved contact edits), so the answer says so.
  let contactId = 0;
  await page.route('**/api/Vendor/Info', async (route) => {
    const answer = await (await route.fetch()).json();
    contactId = answer.Response.Contacts[0].Id;
    await route.fulfill({ json: { ...answer, Response: { ...answer.Response, CanEditBusiness: false } } });
  });
  const { email } = await registerVendor(request);
  await openHubAs(page, email);
  await expect(page.getByText(messages.accountNotVerified)).toBeVisible();
  await expect(page.getByRole('button', { name: messages.cantUpdate })).toBeDisabled();
  await expectAccessible(page, "details when the business can't be edited");

  // §6: adding, managing and approving contacts need CanEditBusiness.
  await openTab(page, 'Contacts', 5);
  await expect(page.getByRole('listitem', { name: 'Robin Hale' }).getByText(email)).toBeVisible();
  await expect(page.getByRole('link', { name: /Manage/ })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Add Contact' })).toBeHidden();
  await expect(page.getByRole('button', { name: 'Add Contact' })).toBeHidden();

  // The edit form opened by its address shows the contact, read-only, with 'Can't update' in place of Save.
  await page.goto(`/ManageContact/${contactId}`);
  await expect(page.getByRole('textbox', { name: /First Name/ })).toHaveValue('Robin');
  for (const field of [/Contact Email/, /First Name/, /Last Name/, /Title/, /Contact Phone/]) {
    await expect(page.getByRole('textbox', { name: field })).toBeDisabled();
  }
  await expect(page.getByRole('button', { name: messages.cantUpdate })).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Save' })).toBeHidden();
  await expectAccessible(page, "manage contact when the business can't be edited");

  // So is the create form opened by its address.
  await page.goto('/CreateContact');
  await expect(page.getByRole('textbox', { name: /First Name/ })).toBeDisabled();
  await expect(page.getByRole('button', { name: messages.cantUpdate })).toBeDisabled();
});

test("details: the organization e-mail's format rule runs on blur, without the in-use search", async ({
  page,
  request,
}) => {
  const { email } = await registerVendor(request);
  await openHubAs(page, email);
  const searches: string[] = [];
  page.on('request', (sent) => {
    if (/\/api\/Vendor\/EmailSearch/i.test(sent.url())) searches.push(sent.url());
  });
  const organizationEmail = page.getByRole('textbox', { name: /Organization Email/ });
  const ownAddress = await organizationEmail.inputValue();

  await organizationEmail.fill('office@example');
  await organizationEmail.blur();
  await expect(toast(page, messages.emailInvalidToast)).toBeVisible();
  await expect(page.getByText(messages.emailInvalid)).toBeVisible();
  await expect(organizationEmail).toHaveAttribute('aria-invalid', 'true');
  await expectAccessible(page, 'details with an invalid organization e-mail');

  // A valid address clears the message; the hub's own address is not flagged 'Email already in use'.
  await organizationEmail.fill(ownAddress);
  await organizationEmail.blur();
  await expect(page.getByText(messages.emailInvalid)).toBeHidden();
  await expect(page.getByText(messages.emailInUse)).toBeHidden();
  expect(searches).toEqual([]);
});

test.describe('refused attachment calls', () => {
  test.use({
    expectedConsoleErrors: [/Failed to load resource: the server responded with a status of (401|403)/],
  });
  test("a 403 on upload or download reads 'Access Denied'; a 401 on upload signs the person out", async ({
    page,
    request,
  }) => {
    const { email } = await registerVendor(request);
    await openHubAs(page, email);
    await openTab(page, 'Files', 2);
    const pdf = { name: 'capability.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4\n%%EOF\n') };
    const openDialog = async () => {
      await page.getByRole('button', { name: 'Add Additional Document' }).click();
      const dialog = page.getByRole('dialog', { name: 'Additional Document' });
      await expect(dialog).toBeVisible();
      return dialog;
    };
    const forbidden = {
      status: 403,
      json: { Success: false, ErrorMessage: 'Forbidden', ErrorID: null, Response: null },
    };

    // A file attached for real, so that View has something to fetch.
    let dialog = await openDialog();
    await dialog.locator('input[type=file]').setInputFiles(pdf);
    await expect(dialog.getByText('Uploaded')).toBeVisible();
    await dialog.getByLabel(/Document Type/).selectOption({ label: 'Capability statement' });
    await dialog.getByRole('button', { name: 'Submit' }).click();
    await expect(dialog).toBeHidden();

    // The server refusing the caller (a fault no screen can cause): the answer rules of every call apply.
    await page.route('**/api/Attachment/Get**', (route) => route.fulfill(forbidden));
    await page.getByRole('button', { name: 'View capability.pdf' }).click();
    await expect(toast(page, messages.accessDenied)).toBeVisible();

    await page.route('**/api/Attachment/New', (route) => route.fulfill(forbidden));
    dialog = await openDialog();
    await dialog.locator('input[type=file]').setInputFiles(pdf);
    await expect(dialog.getByRole('listitem').getByText(messages.accessDenied)).toBeVisible();
    await expectAccessible(page, 'upload refused');
    await page.unroute('**/api/Attachment/New');
    await dialog.getByRole('listitem').getByRole('button', { name: 'Remove capability.pdf' }).click();

    // Signed out elsewhere: the server no longer accepts the token, and the next upload signs the person out here.
    const refreshToken = await storedToken(page, STORAGE_KEYS.refreshToken);
    const logout = await request.post('/api/Auth/VendorUser/Logout', { data: { RefreshToken: refreshToken } });
    expect((await logout.json()).Success).toBe(true);
    await dialog.locator('input[type=file]').setInputFiles(pdf);
    await page.waitForURL('**/Login');
    expect(await storedToken(page, STORAGE_KEYS.accessToken)).toBeNull();
  });
});
