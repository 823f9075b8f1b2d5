import { expect, test } from './fixtures.ts';

// A script or style the CSP refused is a console error, which fails the test (fixtures.ts). Swagger UI is a third
// party's page for integrators, not a screen of the specification: it gets no axe check.
test("the API reference renders under the product's Content-Security-Policy", async ({ page }) => {
  await page.goto('/api/docs');
  // Swagger UI parses and runs a 1.7 MB script before it draws anything: on a cold server and two busy cores that took
  // more than the suite's 10 s.
  await expect(page.getByRole('heading', { name: /bridgehub API/ })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText('/api/Event/Upcoming', { exact: true })).toBeVisible();
});
