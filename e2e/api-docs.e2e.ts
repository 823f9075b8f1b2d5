import { expect, test } from './fixtures.ts';

// A script or style the CSP refused is a console error, which fails the test (fixtures.ts). Swagger UI is a third
// party's page for integrators, not a screen of the specification: it gets no axe check.
test("the API reference renders under the product's Content-Security-Policy", async ({ page }) => {
  await page.goto('/api/docs');
  await expect(page.getByRole('heading', { name: /bridgehub API/ })).toBeVisible();
  await expect(page.getByText('/api/Event/Upcoming', { exact: true })).toBeVisible();
});
