import { staffMessages } from '@bridgehub/contract';
import { uniqueAddress } from './api-support.ts';
import { openConsoleAs, openConsoleSection, test } from './console-support.ts';
import { expect, expectAccessible } from './fixtures.ts';
import { toast } from './support.ts';

test('an administrator invites staff, changes a role, disables and enables an account, and reads the server’s refusals', async ({
  page,
  staffMember,
}) => {
  const admin = await staffMember('Administrator');
  await openConsoleAs(page, admin.tokens);
  await expect(page.getByRole('heading', { name: `Welcome, ${admin.displayName}` })).toBeVisible();
  await expectAccessible(page, 'console home (administrator)');
  await openConsoleSection(page, 'Staff');
  await expect(page.getByRole('heading', { name: 'Staff', level: 1 })).toBeVisible();
  await expect(page.getByRole('listitem', { name: admin.displayName })).toContainText('(you)');
  await expectAccessible(page, 'staff list');

  const email = uniqueAddress('invited');
  const name = `Invited ${email.slice(8, 18)}`;
  const form = page.getByRole('form', { name: 'Invite a staff member' });
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Display name').fill(name);
  await form.getByLabel('Role').selectOption('Coordinator');
  await form.getByRole('button', { name: 'Invite' }).click();
  await expect(toast(page, 'Invitation sent.')).toBeVisible();
  const row = page.getByRole('listitem', { name });
  await expect(row).toContainText('No second factor yet');
  await expect(row).toContainText('Active');

  // The same address again: the server's sentence is the form's error.
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Display name').fill(name);
  await form.getByRole('button', { name: 'Invite' }).click();
  await expect(page.getByRole('alert').filter({ hasText: staffMessages.emailInUse }).first()).toBeVisible();
  await expectAccessible(page, 'invite refused');

  await row.getByRole('combobox', { name: `Role of ${name}` }).selectOption('CheckInVolunteer');
  await expect(toast(page, 'Role changed.')).toBeVisible();
  await expect(row.getByRole('combobox', { name: `Role of ${name}` })).toHaveValue('CheckInVolunteer');

  await row.getByRole('button', { name: `Disable ${name}` }).click();
  const dialog = page.getByRole('dialog', { name: `Disable ${name}?` });
  await expect(dialog).toBeVisible();
  await expectAccessible(page, 'disable confirmation');
  await dialog.getByRole('button', { name: 'Disable' }).click();
  await expect(row).toContainText('Disabled');
  await row.getByRole('button', { name: `Enable ${name}` }).click();
  await page
    .getByRole('dialog', { name: `Enable ${name}?` })
    .getByRole('button', { name: 'Enable' })
    .click();
  await expect(row).toContainText('Active');

  // A lock takes ten wrong codes in a row across 15-minute windows, which a journey cannot wait for: the list's answer
  // is played back with this account locked, and the unlock goes to the server (its own tests prove the lock).
  await page.route('**/api/Staff/Members', async (route) => {
    if (route.request().method() !== 'GET') return route.fallback();
    const answer = await (await route.fetch()).json();
    const members = answer.Response.map((member: { Email: string }) =>
      member.Email === email ? { ...member, IsLocked: true } : member,
    );
    await route.fulfill({ json: { ...answer, Response: members } });
  });
  await page.reload();
  await expect(row).toContainText('Locked');
  await row.getByRole('button', { name: `Unlock ${name}` }).click();
  const unlockDialog = page.getByRole('dialog', { name: `Unlock ${name}?` });
  await expect(unlockDialog).toContainText('someone else can open the sign-in links');
  await expectAccessible(page, 'unlock confirmation');
  await page.unroute('**/api/Staff/Members');
  await unlockDialog.getByRole('button', { name: 'Unlock' }).click();
  await expect(toast(page, `${name} is unlocked.`)).toBeVisible();
  await expect(row).not.toContainText('Locked');
  await expect(row.getByRole('button', { name: `Unlock ${name}` })).toHaveCount(0);

  // Being the last active administrator cannot be arranged in a database the parallel tests share (the demo
  // administrator stays active), so this one answer is the server's, played back: the server's own tests prove the rule.
  await page.route('**/api/Staff/Members/*/Role', (route) =>
    route.fulfill({
      json: { Success: false, ErrorMessage: staffMessages.lastAdministrator, ErrorID: null, Response: null },
    }),
  );
  const own = page.getByRole('listitem', { name: admin.displayName });
  await own.getByRole('combobox', { name: `Role of ${admin.displayName}` }).selectOption('Coordinator');
  await expect(page.getByRole('alert').filter({ hasText: staffMessages.lastAdministrator }).first()).toBeVisible();
  await expect(own.getByRole('combobox', { name: `Role of ${admin.displayName}` })).toHaveValue('Administrator');
  await expectAccessible(page, 'last administrator refused');
});

test.describe(() => {
  // The coordinator's visit to the Staff screen is refused (403) on purpose.
  test.use({ expectedConsoleErrors: [/status of 403/] });

  test('each role sees its own sections, and anyone edits their display name on Account', async ({
    page,
    staffMember,
  }) => {
    const coordinator = await staffMember('Coordinator');
    await openConsoleAs(page, coordinator.tokens);
    await expect(page.getByRole('heading', { name: `Welcome, ${coordinator.displayName}` })).toBeVisible();
    await expect(page.getByRole('main').getByRole('link', { name: /Account/ })).toBeVisible();
    await expect(page.getByRole('main').getByRole('link', { name: /Staff/ })).toHaveCount(0);
    await expectAccessible(page, 'console home (coordinator)');
    // The Staff screen is the server's to refuse as well.
    await page.goto('/console/staff');
    await expect(page.getByRole('alert').filter({ hasText: 'Access Denied' }).first()).toBeVisible();

    const volunteer = await staffMember('CheckInVolunteer');
    await openConsoleAs(page, volunteer.tokens);
    await expect(page.getByRole('heading', { name: `Welcome, ${volunteer.displayName}` })).toBeVisible();
    await expect(page.getByText('Check-in volunteer')).not.toHaveCount(0);
    // A Check-in volunteer's console: its account, the check-in station and the languages' review state.
    await expect(page.getByRole('main').getByRole('link')).toHaveCount(3);
    await expect(page.getByRole('main').getByRole('link', { name: /^Check-in/ })).toBeVisible();
    await openConsoleSection(page, 'Account');
    await expect(page.getByText('Check-in volunteer')).not.toHaveCount(0);
    await expectAccessible(page, 'account');
    await page.getByRole('textbox', { name: 'Display name' }).fill('Ana at the door');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(toast(page, 'Your display name is saved.')).toBeVisible();
    await page.goto('/console');
    await expect(page.getByRole('heading', { name: 'Welcome, Ana at the door' })).toBeVisible();
  });
});
