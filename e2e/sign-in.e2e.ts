import { messages, STORAGE_KEYS } from '@bridgehub/contract';
import { registerVendor } from './api-support.ts';
import { expect, expectAccessible, test } from './fixtures.ts';
import { openHubAs, openSignInLink, toast } from './support.ts';

/** The browser's localStorage, typed here because the suite compiles without the DOM library. */
type BrowserWindow = {
  localStorage: { getItem(key: string): string | null; setItem(key: string, value: string): void };
};

const stored = (page: import('@playwright/test').Page) =>
  page.evaluate(
    (keys) => Object.values(keys).map((key) => (globalThis as unknown as BrowserWindow).localStorage.getItem(key)),
    STORAGE_KEYS,
  );

test('a contact signs in through the e-mailed link, stays signed in on reload, and signs out', async ({
  page,
  request,
}) => {
  const vendor = await registerVendor(request);

  // Without a session the hub and the contact screens send the person to /Login.
  for (const path of ['/MyBusiness', '/ManageContact/1', '/CreateContact']) {
    await page.goto(path);
    await page.waitForURL('**/Login');
  }
  await expect(page.getByRole('heading', { name: messages.signIn })).toBeVisible();
  await expectAccessible(page, 'login idle');

  // §5: a malformed e-mail shows 'Invalid Email' and sends nothing.
  let loginRequests = 0;
  page.on('request', (request) => {
    if (request.url().includes('/api/auth/VendorUser/Login')) loginRequests += 1;
  });
  await page.getByLabel('Email').fill('not-an-email');
  await page.getByRole('button', { name: messages.signInButton }).click();
  await expect(page.getByText(messages.loginEmailInvalid)).toBeVisible();
  expect(loginRequests).toBe(0);
  await expectAccessible(page, 'login invalid e-mail');

  await page.getByLabel('Email').fill(vendor.email);
  await page.getByRole('button', { name: messages.signInButton }).click();
  await expect(toast(page, messages.sentLoginRequest)).toBeVisible();
  await expect(page.getByText(messages.loginLinkSent)).toBeVisible();
  await expect(page.getByLabel('Email')).toBeDisabled();
  await expect(page.getByRole('button', { name: messages.signInButton })).toBeDisabled();
  await expectAccessible(page, 'login sent');

  // Opening the link (as a mail scanner would) spends nothing: only the click on Login does.
  const link = await openSignInLink(page, vendor.email);
  await expect(page.getByText(vendor.email)).toBeVisible();
  await page.reload();
  await expectAccessible(page, 'login callback');
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await page.waitForURL('**/MyBusiness');
  await expect(page.getByRole('heading', { name: vendor.name })).toBeVisible();
  const [bearer, refresh, email] = await stored(page);
  expect(bearer?.split('.')).toHaveLength(3);
  expect(refresh).toBeTruthy();
  expect(email).toBe(vendor.email);

  await page.reload();
  await expect(page.getByRole('heading', { name: vendor.name })).toBeVisible();

  // The link works once.
  await page.goto(link);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(page.getByText(messages.invalidLoginLink)).toBeVisible();
  await expectAccessible(page, 'login callback failed');

  await page.goto('/MyBusiness');
  await page.getByRole('button', { name: 'Sign out' }).click();
  await page.waitForURL('**/Login');
  expect(await stored(page)).toEqual([null, null, null]);
  await page.goto('/MyBusiness');
  await page.waitForURL('**/Login');
});

test.describe('session refresh', () => {
  test.use({ expectedConsoleErrors: [/Failed to load resource: the server responded with a status of 401/] });
  test('the session refreshes before the access token expires, and a failed refresh signs the person out', async ({
    page,
    request,
  }) => {
    const vendor = await registerVendor(request);
    await openHubAs(page, vendor.email);
    const [bearer] = await stored(page);

    // An access token that expires within the refresh lead (§9: 300 s) is refreshed at once.
    const soon = Math.floor(Date.now() / 1000) + 120;
    const nearExpiry = `e30.${Buffer.from(JSON.stringify({ exp: soon })).toString('base64url')}.x`;
    await page.goto('/FAQ');
    await page.evaluate(
      ([key, token]) => (globalThis as unknown as BrowserWindow).localStorage.setItem(key as string, token as string),
      [STORAGE_KEYS.accessToken, nearExpiry],
    );
    await page.reload();
    await expect.poll(async () => (await stored(page))[0]).not.toBe(nearExpiry);
    const [refreshed] = await stored(page);
    expect(refreshed).not.toBe(bearer);
    await page.goto('/MyBusiness');
    await expect(page.getByRole('heading', { name: vendor.name })).toBeVisible();

    // A refresh the server refuses clears the keys and goes to /Login.
    await page.evaluate(
      ([accessKey, refreshKey, token]) => {
        (globalThis as unknown as BrowserWindow).localStorage.setItem(accessKey as string, token as string);
        (globalThis as unknown as BrowserWindow).localStorage.setItem(refreshKey as string, 'spent-or-stolen');
      },
      [STORAGE_KEYS.accessToken, STORAGE_KEYS.refreshToken, nearExpiry],
    );
    await page.reload();
    await page.waitForURL('**/Login');
    expect(await stored(page)).toEqual([null, null, null]);
  });
});

test.describe('rate limit', () => {
  test.use({ expectedConsoleErrors: [/Failed to load resource: the server responded with a status of 429/] });
  test('a rate-limited sign-in request shows a readable message and returns the form to idle', async ({ page }) => {
    await page.route('**/api/auth/VendorUser/Login**', (route) =>
      route.fulfill({
        status: 429,
        contentType: 'application/json',
        body: JSON.stringify({ Success: false, ErrorMessage: messages.tooManyRequests, ErrorID: null, Response: null }),
      }),
    );
    await page.goto('/Login');
    await page.getByLabel('Email').fill('someone@example.com');
    await page.getByRole('button', { name: messages.signInButton }).click();
    await expect(page.getByRole('alert').filter({ hasText: messages.tooManyRequests }).first()).toBeVisible();
    await expect(page.getByRole('button', { name: messages.signInButton })).toBeEnabled();
    await expectAccessible(page, 'login rate-limited');
  });
});
