import { randomBytes } from 'node:crypto';
import { broadcastMessages } from '@bridgehub/contract';
import type { Page } from '@playwright/test';
import { registerVendor } from './api-support.ts';
import { openConsoleAs, test } from './console-support.ts';
import { expect, expectAccessible } from './fixtures.ts';
import { openNewestMail, toast } from './support.ts';

/** Writes a broadcast to the contacts whose addresses carry `token`, previews it and sends it. */
const sendBroadcast = async (page: Page, subject: string, token: string, expected: string) => {
  await page.getByRole('link', { name: 'New broadcast' }).click();
  await expect(page.getByRole('heading', { name: 'New broadcast', level: 1 })).toBeVisible();
  await page.getByLabel('Subject').fill(subject);
  await page.getByRole('textbox', { name: 'Message' }).fill('Three packages open for bids this spring.');
  await page.getByRole('radio', { name: 'Contacts of vendors matching a filter' }).check();
  await page.getByRole('search', { name: 'Find vendors' }).getByLabel('Search').fill(token);
  // The search applies once typing pauses; the preview counts whom the filter finds by then.
  await expect(async () => {
    await page.getByRole('button', { name: 'Preview' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Goes to' })).toHaveText(expected, { timeout: 1000 });
  }).toPass({ timeout: 15_000 });
  await expect(
    page.frameLocator('iframe[title^="Preview of the mail"]').getByText('Three packages open'),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Send…' }).click();
  const dialog = page.getByRole('dialog', { name: 'Send this broadcast?' });
  await expect(dialog).toBeVisible();
  return dialog;
};

// The preview is a sandboxed frame without scripts; the browser says so when the test's tools look into it.
test.use({ expectedConsoleErrors: [/Blocked script execution in 'about:srcdoc'/] });

test('staff compose, preview and send a broadcast; its mail carries RFC 8058 headers, and one-click unsubscribe is honoured next time', async ({
  page,
  request,
  staffMember,
}) => {
  test.slow();
  const token = `bc${randomBytes(4).toString('hex')}`;
  const leaving = `${token}.leaving@e2e.example`;
  const staying = `${token}.staying@e2e.example`;
  const staff = await staffMember('Coordinator');
  await registerVendor(request, leaving);
  await registerVendor(request, staying);

  await openConsoleAs(page, staff.tokens, '/console/broadcasts');
  await expect(page.getByRole('heading', { name: 'Broadcasts', level: 1 })).toBeVisible({ timeout: 20_000 });
  await expectAccessible(page, 'broadcasts list');

  // A draft is refused without a subject and a message, each said at its field.
  await page.getByRole('link', { name: 'New broadcast' }).click();
  await page.getByRole('button', { name: 'Send…' }).click();
  await expect(page.getByText(broadcastMessages.subjectRequired)).toBeVisible();
  await expect(page.getByText(broadcastMessages.bodyRequired)).toBeVisible();
  await expectAccessible(page, 'new broadcast with errors');

  // A draft is saved to its own address, reopened as a draft, and deleted after a confirmation.
  await page.getByLabel('Subject').fill(`Draft ${token}`);
  await page.getByRole('textbox', { name: 'Message' }).fill('Not ready yet.');
  await page.getByRole('button', { name: 'Save draft' }).click();
  await expect(toast(page, 'Draft saved.')).toBeVisible();
  await expect(page).toHaveURL(/\/console\/broadcasts\/\d+$/);
  await expect(page.getByRole('heading', { name: 'Draft broadcast', level: 1 })).toBeVisible();
  await expect(page.getByLabel('Subject')).toHaveValue(`Draft ${token}`);
  await page.getByRole('button', { name: 'Delete draft' }).click();
  await page.getByRole('dialog', { name: 'Delete this draft?' }).getByRole('button', { name: 'Delete draft' }).click();
  await expect(toast(page, 'Draft deleted.')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Broadcasts', level: 1 })).toBeVisible();

  const first = `Spring bids ${token}`;
  const dialog = await sendBroadcast(page, first, token, 'Goes to 2 recipients.');
  await expectAccessible(page, 'broadcast preview and send confirmation');
  await dialog.getByRole('button', { name: 'Send to 2 recipients' }).click();
  await expect(toast(page, 'Broadcast sent.')).toBeVisible();
  await expect(page.getByRole('heading', { name: first, level: 1 })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Message' })).toContainText(
    'Three packages open for bids this spring.',
  );
  const recipients = page.getByRole('list', { name: 'Recipients' });
  await expect(recipients.getByRole('listitem').filter({ hasText: 'Sent' })).toHaveCount(2, { timeout: 30_000 });
  await expectAccessible(page, 'delivery log');

  // The mail as the SMTP server received it: its own List-Unsubscribe address, List-Unsubscribe-Post, the body link.
  const mail = await openNewestMail(page, leaving, new RegExp(first));
  await mail.getByRole('link', { name: first }).click();
  await expect(page.getByRole('heading', { name: 'Headers', level: 2 })).toBeVisible();
  const headers = (await page.locator('pre').first().textContent()) ?? '';
  const listUnsubscribe =
    /List-Unsubscribe:\s*<(http:\/\/localhost:\d+\/api\/Contacts\/UnsubscribeBroadcast\/[^>]+)>/.exec(headers)?.[1];
  expect(listUnsubscribe).toBeDefined();
  expect(headers).toMatch(/List-Unsubscribe-Post:\s*List-Unsubscribe=One-Click/);
  await expect(page.getByRole('link', { name: /\/UnsubscribeBroadcast\// }).first()).toBeVisible();

  // The mail client's one-click POST: no page, no sign-in.
  const oneClick = await request.post(listUnsubscribe as string, { form: { 'List-Unsubscribe': 'One-Click' } });
  expect(oneClick.status()).toBe(200);
  expect((await oneClick.json()).Success).toBe(true);

  // The next broadcast to the same vendors skips the address that left, and the log says so.
  await page.goto('/console/broadcasts');
  const second = `Summer bids ${token}`;
  const next = await sendBroadcast(
    page,
    second,
    token,
    'Goes to 1 recipient. 1 recipient who unsubscribed will be skipped.',
  );
  await next.getByRole('button', { name: 'Send to 1 recipient' }).click();
  await expect(page.getByRole('heading', { name: second, level: 1 })).toBeVisible();
  await expect(recipients.getByRole('listitem').filter({ hasText: staying })).toContainText('Sent', {
    timeout: 30_000,
  });
  await expect(recipients.getByRole('listitem').filter({ hasText: leaving })).toContainText('Skipped (unsubscribed)');
  await page.getByLabel('Show').selectOption('Skipped');
  await expect(recipients.getByRole('listitem')).toHaveCount(1);
  await expect(recipients.getByRole('listitem')).toContainText(leaving);
  await expectAccessible(page, 'delivery log filtered to skipped');

  // Both are listed, sent, with their counts.
  await page.getByRole('link', { name: 'Back to Broadcasts' }).click();
  const list = page.getByRole('list', { name: 'Broadcasts' });
  await expect(list.getByRole('listitem').filter({ hasText: second })).toContainText(
    '1 sent, 0 queued, 0 failed, 1 skipped as unsubscribed',
  );
  await expect(list.getByRole('listitem').filter({ hasText: first })).toContainText('2 sent');
  await expectAccessible(page, 'broadcasts list with sent broadcasts');
});
