import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { PAINT_FIRST_SCRIPT_HASH, paintFirst } from './paint-first.ts';

const built = `<!doctype html>
<html lang="en">
  <head>
    <title>bridgehub</title>
    <script type="module" crossorigin src="/assets/index-1.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/vendor-2.js">
    <link rel="icon" href="/favicon.svg" />
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>`;

describe('paintFirst', () => {
  const page = paintFirst(built);
  const head = page.slice(0, page.indexOf('</head>'));

  it('leaves no script for the browser to fetch before the page paints', () => {
    expect(head).not.toMatch(/<script|modulepreload/);
    expect(head).toContain('<link rel="icon" href="/favicon.svg" />');
  });

  it('keeps the scripts, inert, in a template the loader after it starts each of from', () => {
    expect(page).toMatch(
      /<template id="page-scripts">\s*<script type="module" crossorigin src="\/assets\/index-1.js"><\/script>\s*<link rel="modulepreload" crossorigin href="\/assets\/vendor-2.js">\s*<\/template><script>/,
    );
  });

  it('has one inline script, the one whose hash the Content-Security-Policy allows', () => {
    const inline = [...page.matchAll(/<script>(.*?)<\/script>/gs)].map(([, code]) => code ?? '');
    expect(inline).toHaveLength(1);
    const hash = createHash('sha256')
      .update(inline[0] ?? '')
      .digest('base64');
    expect(`'sha256-${hash}'`).toBe(PAINT_FIRST_SCRIPT_HASH);
  });

  it('refuses a build without a module script, rather than serve pages that never hydrate', () => {
    expect(() => paintFirst('<html><head></head><body></body></html>')).toThrow(/no module script/);
  });
});
