import { LANGUAGE_CODES } from '@bridgehub/contract';
import type { Browser } from '@playwright/test';
import budgets from '../bench/first-visit-budgets.json' with { type: 'json' };
import { expect, test } from './fixtures.ts';

/**
 * Issue 8: the JavaScript a first visit downloads, gzipped, as sent over the wire: every script the page fetched in a
 * fresh profile (entry, preloads and the route's lazy chunks) until the network is idle. bench/bundle-size.mjs
 * prints the same figures file by file.
 */
const firstVisitScripts = async (browser: Browser, url: string, ready: string | RegExp) => {
  // gzip is what the budgets count; a browser that accepts Brotli gets less.
  const context = await browser.newContext({ extraHTTPHeaders: { 'accept-encoding': 'gzip' } });
  const page = await context.newPage();
  const scripts: { url: string; encoding: string | undefined; bytes: number }[] = [];
  page.on('requestfinished', async (request) => {
    if (request.resourceType() !== 'script') return;
    const [response, sizes] = await Promise.all([request.response(), request.sizes()]);
    scripts.push({
      url: request.url(),
      encoding: response?.headers()['content-encoding'],
      bytes: sizes.responseBodySize,
    });
  });
  await page.goto(url);
  await expect(page.getByRole('heading', { name: ready, exact: true }).first()).toBeVisible();
  // A rendered page asks for its scripts once it has painted (apps/server/src/http/paint-first.ts).
  await page.waitForFunction(() => document.querySelector('script[type="module"][src]') !== null);
  await page.waitForLoadState('networkidle');
  await context.close();
  return scripts;
};

const kilobytes = (scripts: { bytes: number }[]) => scripts.reduce((sum, script) => sum + script.bytes, 0) / 1024;

// Issue 22: in every language, each page with its language's messages only (`?lang=`, as the language menu's links).
test('a first visit of the welcome page, an event page and the registration loads at most its budget of gzipped JS, in every language', async ({
  browser,
  request,
}) => {
  test.setTimeout(300_000);
  const upcoming = await (await request.get('/api/Event/Upcoming')).json();
  const event = upcoming.Response[0];
  const visits = [
    // Both are ready once the event's name shows: in the Upcoming list, and as the event page's heading.
    { name: '/', url: '/', ready: event.EventName, budget: budgets['/'] },
    {
      name: '/Register/{eventId}',
      url: `/Register/${event.ExternalId}`,
      ready: event.EventName,
      budget: budgets['/Register/{eventId}'],
    },
    // The form's schema and its dialogs load when they are used, the captcha as it nears the screen.
    // Its heading is in the page's language: any heading shows the server's page is there.
    { name: '/Register', url: '/Register', ready: /\S/, budget: budgets['/Register'] },
  ];
  const figures: Record<string, string> = {};
  for (const language of LANGUAGE_CODES) {
    for (const visit of visits) {
      const name = `${visit.name} ${language}`;
      const separator = visit.url.includes('?') ? '&' : '?';
      const scripts = await firstVisitScripts(browser, `${visit.url}${separator}lang=${language}`, visit.ready);
      expect(scripts.length, `${name} loads scripts`).toBeGreaterThan(0);
      expect(scripts.filter((script) => script.encoding !== 'gzip').map((script) => script.url)).toEqual([]);
      figures[name] = kilobytes(scripts).toFixed(1);
      expect(kilobytes(scripts), `${name} gzipped JS in KB`).toBeLessThanOrEqual(visit.budget);
      expect(
        scripts.some((script) => script.url.includes('console-routes')),
        'the console stays out',
      ).toBe(false);
    }
  }
  test.info().annotations.push({ type: 'first-visit KB', description: JSON.stringify(figures) });
});
