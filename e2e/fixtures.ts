import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { test as base, expect, type Page } from '@playwright/test';
import type Axe from 'axe-core';

/** WCAG 2.2 AA, the product's accessibility bar. */
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/**
 * Scanned frames: the top one. The product's only frames are sandboxed without scripts (a mail's HTML in the
 * broadcast preview and the dev outbox), which axe can neither enter nor be told of.
 */
const AXE_OPTIONS: Axe.RunOptions = {
  runOnly: { type: 'tag', values: WCAG_TAGS },
  iframes: false,
  resultTypes: ['violations'],
};

/** The phone width every screen and state is also checked at. */
const PHONE_VIEWPORT = { width: 390, height: 844 };

/**
 * Runs axe on the page as it is now, at its width and, on a wider screen, again at a phone's width (the same state,
 * laid out for a phone), so a desktop journey proves both layouts without being walked twice. `state` names the screen
 * and state in the failure. `scope` limits the scan to a part that comes and goes on its own clock (a toast): it is
 * scanned once, as the phone project's run of the same journey scans it at a phone's width.
 */
export const expectAccessible = async (page: Page, state: string, scope?: string) => {
  await scan(page, state, scope);
  const viewport = page.viewportSize();
  if (scope || !viewport || viewport.width <= PHONE_VIEWPORT.width) return;
  await page.setViewportSize(PHONE_VIEWPORT);
  try {
    await scan(page, `${state} (${PHONE_VIEWPORT.width} px)`, scope);
  } finally {
    await page.setViewportSize(viewport);
  }
};

const scan = async (page: Page, state: string, scope?: string) => {
  // The layout follows a resize on the next frames; scan what is painted after it.
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  // Colours mid-transition (a toast fading in) are not what a person reads: let finite animations end first.
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every(
        (animation) => animation.playState !== 'running' || animation.effect?.getComputedTiming().endTime === Infinity,
      ),
  );
  // axe is put in a document once and run there: @axe-core/playwright put it in again and finished each scan in a new
  // blank page, ten times the time of the scan itself, and the suite scans every screen and state.
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
  const summary = await page.evaluate(
    async ({ scope, options }) => {
      // Toasts come and go on their own clock, so one may fade out in the middle of a scan; their steady state is
      // checked by layout.e2e.ts.
      const context: Axe.ElementContext = scope ? { include: [scope] } : { exclude: ['[data-rht-toaster]'] };
      const { violations } = await (window as unknown as { axe: typeof Axe }).axe.run(context, options);
      return violations.map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
    },
    { scope, options: AXE_OPTIONS },
  );
  expect(summary, `axe violations on ${state}`).toEqual([]);
};

/**
 * Every test fails on a console error or an uncaught page error, as epic-stack does. A test that provokes an error
 * status on purpose (a refused refresh answers 401, a rate limit 429) names the browser's resource-load line it expects.
 */
export const test = base.extend<{ failOnConsoleError: undefined; expectedConsoleErrors: RegExp[] }>({
  expectedConsoleErrors: [[], { option: true }],
  failOnConsoleError: [
    async ({ page, expectedConsoleErrors }, use) => {
      const errors: string[] = [];
      page.on('console', (message) => {
        if (message.type() !== 'error') return;
        if (expectedConsoleErrors.some((pattern) => pattern.test(message.text()))) return;
        errors.push(message.text());
      });
      page.on('pageerror', (error) => errors.push(error.message));
      await use(undefined);
      expect(errors, 'console errors').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
