import { messages, ok } from '@bridgehub/contract';
import { expect, expectAccessible, test } from './fixtures.ts';
import { toast } from './support.ts';

test('unsubscribing takes a click, then asks to close the window', async ({ page }) => {
  // The signed value and the stored flag are covered by the API suite; here the screen and its states.
  await page.route('**/api/Contacts/UnsubscribeBroadcast/**', (route) =>
    route.request().method() === 'POST' ? route.fulfill({ json: ok(null) }) : route.fallback(),
  );
  await page.goto('/UnsubscribeBroadcast/42.signed-value');
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
