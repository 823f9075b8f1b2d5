// The JS a first visit loads, gzipped: opens `/` and an event page in a fresh Chromium profile each and sums every
// script the browser fetched (entry, preloads and the lazy chunks the route pulls). Target: 170 KB per page.
// Usage: node bench/bundle-size.mjs http://localhost:3000   (or imported by bench/run.mjs)
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';

export const BUNDLE_BUDGET_KB = 170;

const launchArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

const scriptsOf = async (browser, url) => {
  const context = await browser.newContext();
  const page = await context.newPage();
  const scripts = new Map();
  page.on('response', async (response) => {
    const type = response.request().resourceType();
    if (type !== 'script' && !response.url().endsWith('.js')) return;
    const body = await response.body().catch(() => null);
    if (body) scripts.set(response.url(), gzipSync(body).length);
  });
  await page.goto(url, { waitUntil: 'networkidle' });
  await page.waitForTimeout(300);
  await context.close();
  return scripts;
};

export const measureFirstVisits = async (baseUrl) => {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: launchArgs,
  });
  try {
    const upcoming = await (await fetch(`${baseUrl}/api/Event/Upcoming`)).json();
    const eventId = upcoming.Response?.[0]?.ExternalId;
    const pages = { '/': `${baseUrl}/` };
    if (eventId) pages['/Register/{eventId}'] = `${baseUrl}/Register/${eventId}`;
    const results = {};
    for (const [name, url] of Object.entries(pages)) {
      const scripts = await scriptsOf(browser, url);
      const bytes = [...scripts.values()].reduce((sum, size) => sum + size, 0);
      results[name] = {
        kb: Math.round((bytes / 1024) * 10) / 10,
        files: [...scripts.entries()]
          .sort((a, b) => b[1] - a[1])
          .map(([file, size]) => `${new URL(file).pathname} ${(size / 1024).toFixed(1)} KB`),
      };
    }
    return results;
  } finally {
    await browser.close();
  }
};

if (import.meta.url === `file://${process.argv[1]}`) {
  const baseUrl = process.argv[2] ?? 'http://localhost:3000';
  const results = await measureFirstVisits(baseUrl);
  for (const [name, result] of Object.entries(results)) {
    console.log(`${name}: ${result.kb} KB gzipped JS (budget ${BUNDLE_BUDGET_KB} KB)`);
    for (const file of result.files) console.log(`  ${file}`);
  }
}
