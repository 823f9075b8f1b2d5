import { messages } from '@bridgehub/contract';
import { formatEventDate } from '../apps/web/src/features/events/event-format.ts';
import { expect, test } from './fixtures.ts';

/** The product's default PROGRAM_TIMEZONE, which the browser suite's server runs with. */
const PROGRAM_TIME_ZONE = 'America/Los_Angeles';

/**
 * Issue 8: the pages people arrive at come rendered with their data, so they are read before any script has run; the
 * script then hydrates them without an error (every test fails on one) and they work as before.
 */
test('the public pages arrive rendered with their data and work once hydrated', async ({ browser, request, page }) => {
  const upcoming = (await (await request.get('/api/Event/Upcoming')).json()).Response;
  const event = upcoming[0];
  const faq = (await (await request.get('/api/FAQ')).json()).Response[0];

  // Far from the program, so that a date shown in the program's zone and one in the visitor's differ.
  const withoutScripts = await browser.newContext({ javaScriptEnabled: false, timezoneId: 'Asia/Tokyo' });
  const reader = await withoutScripts.newPage();
  await reader.goto('/');
  await expect(reader.getByRole('heading', { name: messages.welcome })).toBeVisible();
  await expect(reader.getByRole('heading', { name: event.EventName }).first()).toBeVisible();
  await expect(reader.getByRole('link', { name: 'FAQ' })).toBeVisible();
  const dateLine = (timeZone: string) =>
    `Location: ${event.EventLocation} Date: ${formatEventDate(event.EventDate, timeZone)}`;
  await expect(reader.getByText(dateLine(PROGRAM_TIME_ZONE)).first()).toBeVisible();
  await reader.goto('/FAQ');
  await expect(reader.getByRole('button', { name: faq.Header })).toBeVisible();
  await withoutScripts.close();

  // Hydrated in the same zone, the dates are the visitor's.
  const visitor = await browser.newContext({ timezoneId: 'Asia/Tokyo' });
  const tokyo = await visitor.newPage();
  await tokyo.goto('/');
  await expect(tokyo.getByText(dateLine('Asia/Tokyo')).first()).toBeVisible();
  await expect(tokyo.getByText(dateLine(PROGRAM_TIME_ZONE))).toHaveCount(0);
  await visitor.close();

  // Hydrated pages answer: the FAQ opens from the header, a question folds and unfolds.
  await page.goto('/');
  await page.getByRole('link', { name: 'FAQ' }).click();
  const question = page.getByRole('button', { name: faq.Header });
  const wasOpen = (await question.getAttribute('aria-expanded')) === 'true';
  await question.click();
  await expect(question).toHaveAttribute('aria-expanded', String(!wasOpen));
});

test('whatever address is asked for, a page request never fails on the server and echoes no markup', async ({
  request,
}) => {
  const addresses = [
    '/Register/%E0%A4%A',
    `/Register/${'x'.repeat(4000)}`,
    '/FAQ?q=<script>alert(1)</script>',
    '/Register/%3Cscript%3Ealert(1)%3C%2Fscript%3E',
    '/Register//evil.example',
    '/Login/../../etc/passwd',
    '/%00',
    '/?page-state=</script>',
  ];
  for (const address of addresses) {
    const response = await request.get(address, { headers: { accept: 'text/html' } });
    expect(response.status(), address).toBeLessThan(500);
    expect(await response.text(), address).not.toContain('<script>alert(1)');
  }
});
