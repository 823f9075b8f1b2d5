import { messages } from '@bridgehub/contract';
import { generate } from 'otplib';
import { DEMO_ADMINISTRATOR, registerVendor, staffLinkFor } from './api-support.ts';
import { isConsoleNarrow, test } from './console-support.ts';
import { expect, expectAccessible } from './fixtures.ts';
import { openHubAs } from './support.ts';

test('a new staff member signs in with the link, sets up an authenticator app from the QR page, saves the recovery codes shown once, and signs in again with one', async ({
  page,
  request,
  inviteStaff,
}) => {
  const invited = await inviteStaff('Coordinator');

  await page.goto('/console');
  await page.waitForURL('**/console/login');
  await expect(page.getByRole('heading', { name: 'Staff sign-in' })).toBeVisible();
  await expectAccessible(page, 'console login idle');
  await page.getByRole('button', { name: 'Send me a sign-in link' }).click();
  await expect(page.getByText(messages.loginEmailInvalid)).toBeVisible();
  await page.getByLabel('Email').fill(invited.email);
  await page.getByRole('button', { name: 'Send me a sign-in link' }).click();
  await expect(page.getByText(/If this address belongs to a staff account/)).toBeVisible();
  await expectAccessible(page, 'console login sent');

  // The link's page spends nothing until Continue is pressed.
  const firstLink = await staffLinkFor(request, invited.email, /sign-in link/);
  await page.goto(firstLink);
  await expect(page.getByText(`Signing in as ${invited.email}`)).toBeVisible();
  await expectAccessible(page, 'console callback');
  await page.getByRole('button', { name: 'Continue' }).click();

  await expect(page.getByRole('heading', { name: 'Set up your second factor' })).toBeVisible();
  await expectAccessible(page, 'enrolment choice');
  await page.getByRole('button', { name: 'Use an authenticator app' }).click();
  await expect(page.getByRole('img', { name: 'QR code for your authenticator app' })).toBeVisible();
  await expectAccessible(page, 'enrolment QR code');
  const secret = ((await page.getByLabel('Secret').textContent()) ?? '').replace(/\s/g, '');
  expect(secret).toMatch(/^[A-Z2-7]{16,}$/);
  await page.getByRole('textbox', { name: 'Authenticator code' }).fill('12');
  await page.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByText('Enter the 6 digits your authenticator app shows.')).toBeVisible();
  await page.getByRole('textbox', { name: 'Authenticator code' }).fill(await generate({ secret }));
  await page.getByRole('button', { name: 'Confirm' }).click();

  const codes = page.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem');
  await expect(codes).toHaveCount(10);
  await expectAccessible(page, 'recovery codes');
  const recoveryCode = (await codes.first().textContent()) ?? '';
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download the codes' }).click();
  expect((await download).suggestedFilename()).toBe('bridgehub-staff-recovery-codes.txt');
  await page.getByRole('button', { name: 'I have saved them' }).click();
  await page.waitForURL(/\/console$/);
  await expect(page.getByRole('heading', { name: `Welcome, ${invited.displayName}` })).toBeVisible();
  await expectAccessible(page, 'console home');

  if (isConsoleNarrow(page)) await page.getByRole('button', { name: 'Open the menu' }).click();
  await page.getByRole('button', { name: 'Sign out' }).click();
  await page.waitForURL('**/console/login');

  // The second sign-in asks for the second factor; the codes are not shown again.
  await page.getByLabel('Email').fill(invited.email);
  await page.getByRole('button', { name: 'Send me a sign-in link' }).click();
  await expect(page.getByText(/If this address belongs to a staff account/)).toBeVisible();
  await page.goto(await staffLinkFor(request, invited.email, /sign-in link/, firstLink));
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('heading', { name: 'Confirm it is you' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Authenticator code' })).toHaveAttribute('inputmode', 'numeric');
  await expect(page.getByRole('textbox', { name: 'Authenticator code' })).toHaveAttribute(
    'autocomplete',
    'one-time-code',
  );
  await expectAccessible(page, 'second factor');
  await page.getByRole('textbox', { name: 'Authenticator code' }).fill('000000');
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'That code is not right' }).first()).toBeVisible();
  await expectAccessible(page, 'second factor wrong code');
  await page.getByRole('button', { name: 'Use a recovery code' }).click();
  await page.getByRole('textbox', { name: 'Recovery code' }).fill(recoveryCode);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL(/\/console$/);
  await expect(page.getByRole('heading', { name: `Welcome, ${invited.displayName}` })).toBeVisible();
  await expect(page.getByText('Save your recovery codes')).toHaveCount(0);
});

test('a staff member sets up a passkey from the invitation and signs in with it', async ({
  page,
  request,
  inviteStaff,
}) => {
  const invited = await inviteStaff('Administrator');
  const invitation = await staffLinkFor(request, invited.email, /invited/);
  // Chromium's virtual authenticator stands in for the phone or security key a person would use.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
    },
  });

  await page.goto(invitation);
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByRole('button', { name: 'Use a passkey' }).click();
  await expect(page.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem')).toHaveCount(10);
  await page.getByRole('button', { name: 'I have saved them' }).click();
  await expect(page.getByRole('heading', { name: `Welcome, ${invited.displayName}` })).toBeVisible();

  await page.evaluate(() => (globalThis as unknown as { localStorage: { clear(): void } }).localStorage.clear());
  await page.goto('/console/login');
  await page.getByLabel('Email').fill(invited.email);
  await page.getByRole('button', { name: 'Send me a sign-in link' }).click();
  await expect(page.getByText(/If this address belongs to a staff account/)).toBeVisible();
  await page.goto(await staffLinkFor(request, invited.email, /sign-in link/, invitation));
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('heading', { name: 'Confirm it is you' })).toBeVisible();
  await expectAccessible(page, 'second factor with a passkey');
  await page.getByRole('button', { name: 'Use a passkey' }).click();
  await page.waitForURL(/\/console$/);
  await expect(page.getByRole('heading', { name: `Welcome, ${invited.displayName}` })).toBeVisible();
});

test('the demo administrator signs in with the link and a code from the authenticator app', async ({
  page,
  request,
}) => {
  // The suite's one sign-in with an authenticator code: every other journey gets its session through the seam, so no
  // two workers wait for the same 30-second code.
  await page.goto('/console/login');
  await page.getByLabel('Email').fill(DEMO_ADMINISTRATOR.email);
  await page.getByRole('button', { name: 'Send me a sign-in link' }).click();
  await expect(page.getByText(/If this address belongs to a staff account/)).toBeVisible();
  await page.goto(await staffLinkFor(request, DEMO_ADMINISTRATOR.email, /sign-in link/));
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('heading', { name: 'Confirm it is you' })).toBeVisible();
  await page
    .getByRole('textbox', { name: 'Authenticator code' })
    .fill(await generate({ secret: DEMO_ADMINISTRATOR.secret }));
  await page.getByRole('button', { name: 'Verify' }).click();
  await page.waitForURL(/\/console$/);
  await expect(page.getByRole('heading', { name: 'Welcome, Morgan Blake (Program Office)' })).toBeVisible();
});

test('a vendor session does not open the console', async ({ page, request }) => {
  const vendor = await registerVendor(request);
  await openHubAs(page, vendor.email);
  await page.goto('/console');
  await page.waitForURL('**/console/login');
  await page.goto('/console/staff');
  await page.waitForURL('**/console/login');
  await expect(page.getByRole('heading', { name: 'Staff sign-in' })).toBeVisible();
});
