import { messages } from '@bridgehub/contract';
import { expect, expectAccessible, test } from './fixtures.ts';
import { waitForScript } from './support.ts';

test('the welcome screen leads to sign-in and registration, in the layout of §2', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { name: messages.welcome })).toBeVisible();
  await expect(page.getByText(messages.dev, { exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: 'FAQ' })).toBeVisible();
  await expect(page.getByRole('contentinfo').getByRole('link', { name: /@/ })).toHaveAttribute('href', /^mailto:/);
  await expectAccessible(page, 'welcome');

  await expect(page.getByRole('link', { name: messages.myBusiness })).toHaveAttribute('href', '/Login');
  await page.getByRole('link', { name: messages.register, exact: true }).click();
  await expect(page).toHaveURL(/\/Register$/);
});

test('keyboard users can skip to the main content', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { name: messages.welcome })).toBeVisible();
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to main content' });
  await expect(skip).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/#main-content$/);
});

test('the FAQ opens the items marked DefaultOpen', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('link', { name: 'FAQ' }).click();
  const first = page.getByRole('button', { name: 'Who can register as a vendor?' });
  await expect(first).toHaveAttribute('aria-expanded', 'true');
  const second = page.getByRole('button', { name: 'How do I sign in? There is no password.' });
  await expect(second).toHaveAttribute('aria-expanded', 'false');
  // The page is rendered by the server: its buttons work once React listens.
  await waitForScript(page);
  await second.click();
  await expect(page.getByText('sign-in link that works once')).toBeVisible();
  await expectAccessible(page, 'FAQ');
});

test('toasts are announced and readable once they have appeared', async ({ page }) => {
  await page.goto('/Verify/not-a-real-token');
  const announced = page.getByRole('status').filter({ hasText: messages.unableToVerify });
  await expect(announced).toBeVisible();
  // A pointer resting on a toast holds it (WCAG 2.2.1), so a slow scan cannot meet it fading out.
  await announced.hover();
  await expectAccessible(page, 'error toast', '[data-rht-toaster]');
});

test('an unknown route shows the router error page', async ({ page }) => {
  await page.goto('/no/such/page');
  await expect(page.getByText(messages.unexpectedApplicationError)).toBeVisible();
  await expect(page.getByText('404 Not Found')).toBeVisible();
  await expectAccessible(page, 'router error page');
});
