import { messages, STORAGE_KEYS } from '@bridgehub/contract';
import { signContactId } from '../apps/server/src/modules/unsubscribe/unsubscribe-link.ts';
import { registerVendor } from './api-support.ts';
import { expect, expectAccessible, test } from './fixtures.ts';
import { E2E_JWT_SECRET } from './sessions.ts';
import { openHubAs, toast } from './support.ts';

test('a signed link unsubscribes its contact with a click, then asks to close the window', async ({
  page,
  request,
}) => {
  const { email } = await registerVendor(request);
  await openHubAs(page, email);
  const contactId = await page.evaluate(async (key) => {
    const info = await fetch('/api/Vendor/Info', { headers: { Authorization: `Bearer ${localStorage.getItem(key)}` } });
    return (await info.json()).Response.Contacts[0].Id as number;
  }, STORAGE_KEYS.accessToken);

  // The link a broadcast mail carries (unsubscribeLinks), signed with the e2e server's secret.
  await page.goto(`/UnsubscribeBroadcast/${encodeURIComponent(signContactId(E2E_JWT_SECRET, contactId))}`);
  const button = page.getByRole('button', { name: messages.clickToUnsubscribe });
  await expect(button).toBeVisible();
  await expectAccessible(page, 'unsubscribe');
  await button.click();
  await expect(toast(page, messages.unsubscribed)).toBeVisible();
  await expect(page.getByText(messages.unsubscribeConfirmation)).toBeVisible();
  await expect(button).toBeHidden();
  await expectAccessible(page, 'unsubscribed');
});

test('an altered link changes nothing and says it could not unsubscribe', async ({ page }) => {
  await page.goto('/UnsubscribeBroadcast/1.AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA');
  await page.getByRole('button', { name: messages.clickToUnsubscribe }).click();
  await expect(page.getByRole('alert').filter({ hasText: messages.unableToUnsubscribe }).first()).toBeVisible();
  await expectAccessible(page, 'unsubscribe failed');
});
