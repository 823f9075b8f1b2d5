// The JS a first visit loads: opens each public page in a fresh Chromium profile and sums the bytes of every script
// the browser received (entry, preloads and the lazy chunks the route pulls), as sent over the wire, compressed. The
// budgets (bench/first-visit-budgets.json) are also a failing test: e2e/first-visit-budget.e2e.ts.
// Usage: node bench/bundle-size.mjs http://localhost:3000 [language code]   (or imported by bench/run.mjs)
import { chromium } from 'playwright-core';
import budgets from './first-visit-budgets.json' with { type: 'json' };

export const FIRST_VISIT_BUDGETS_KB = budgets;

const launchArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

const scriptsOf = async (browser, url) => {
  // The budgets are gzip's (what every client accepts); a browser that takes Brotli gets ~15 % less.
  const context = await browser.newContext({ extraHTTPHeaders: { 'accept-encoding': 'gzip' } });
  const page = await context.newPage();
  const scripts = new Map();
  page.on('requestfinished', async (request) => {
    if (request.resourceType() !== 'script') return;
    const response = await request.response();
    const sizes = await request.sizes();
    scripts.set(request.url(), { bytes: sizes.responseBodySize, encoding: response?.headers()['content-encoding'] });
  });
  await page.goto(url);
  // A rendered page asks for its scripts once it has painted (apps/server/src/http/paint-first.ts).
  await page.waitForFunction(() => document.querySelector('script[type="module"][src]') !== null);
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(300);
  await context.close();
  return scripts;
};

export const measureFirstVisits = async (baseUrl, language) => {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: launchArgs,
  });
  try {
    const upcoming = await (await fetch(`${baseUrl}/api/Event/Upcoming`)).json();
    const eventId = upcoming.Response?.[0]?.ExternalId;
    const pages = { '/': '/', '/FAQ': '/FAQ', '/Login': '/Login', '/Register': '/Register' };
    if (eventId) pages['/Register/{eventId}'] = `/Register/${eventId}`;
    const results = {};
    for (const [name, path] of Object.entries(pages)) {
      // In a language (issue 22): the page as its language menu's link asks for it.
      const scripts = await scriptsOf(browser, `${baseUrl}${path}${language ? `?lang=${language}` : ''}`);
      const bytes = [...scripts.values()].reduce((sum, script) => sum + script.bytes, 0);
      results[name] = {
        kb: Math.round((bytes / 1024) * 10) / 10,
        budgetKb: FIRST_VISIT_BUDGETS_KB[name],
        files: [...scripts.entries()]
          .sort((a, b) => b[1].bytes - a[1].bytes)
          .map(
            ([file, s]) => `${new URL(file).pathname} ${(s.bytes / 1024).toFixed(1)} KB ${s.encoding ?? 'identity'}`,
          ),
      };
    }
    return results;
  } finally {
    await browser.close();
  }
};

if (import.meta.url === `file://${process.argv[1]}`) {
  const baseUrl = process.argv[2] ?? 'http://localhost:3000';
  const results = await measureFirstVisits(baseUrl, process.argv[3]);
  for (const [name, result] of Object.entries(results)) {
    const budget = result.budgetKb ? ` (budget ${result.budgetKb} KB)` : '';
    console.log(`${name}: ${result.kb} KB gzipped JS${budget}`);
    for (const file of result.files) console.log(`  ${file}`);
  }
}
