import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStaffFaq } from '../modules/faqs/faqs.service.ts';
import { createTestApp, type TestApp } from '../test/app.ts';
import { insertEvent } from '../test/events.ts';

/**
 * Every page the server renders (RENDERED_PATHS in apps/web/src/server-render.tsx), by the web build's real renderer
 * loaded from source where the build would put it, spliced into a page shaped as the build's, with what staff write
 * holding every replacement pattern of `String.prototype.replace` (`$'` once copied the whole document into itself).
 */
const BUILT_PAGE =
  '<!doctype html><html lang="en"><head><title>bridgehub</title>' +
  '<script type="module" crossorigin src="/assets/index-1.js"></script></head>' +
  '<body><div id="root"></div></body></html>';

const RENDERER = fileURLToPath(new URL('../../../web/src/server-render.tsx', import.meta.url));

/** A page like the build's, beside a renderer that is the source's. */
const writeRenderingWebBuild = async (buildDir: string) => {
  await mkdir(path.join(buildDir, 'dist'));
  await mkdir(path.join(buildDir, 'dist-server'));
  await writeFile(path.join(buildDir, 'dist', 'index.html'), BUILT_PAGE);
  await writeFile(path.join(buildDir, 'dist', 'app.html'), BUILT_PAGE);
  await writeFile(
    path.join(buildDir, 'dist-server', 'server-render.js'),
    `export * from ${JSON.stringify(RENDERER)};\n`,
  );
  return path.join(buildDir, 'dist');
};

let t: TestApp;
let buildDir: string;
beforeAll(async () => {
  buildDir = await mkdtemp(path.join(os.tmpdir(), 'bridgehub-web-'));
  t = await createTestApp({ env: { WEB_DIST_DIR: await writeRenderingWebBuild(buildDir) } });
});
afterAll(async () => {
  await t.close();
  await rm(buildDir, { recursive: true, force: true });
});

const page = async (url: string) => {
  const answer = await t.app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
  expect(answer.statusCode, url).toBe(200);
  return answer.body;
};

/** Every replacement pattern, and markup. */
const hostile = (field: string) => `${field} $' $\` $& $1 $$ $<x> <i>${field}</i>`;
const TEXTS = {
  name: hostile('Name'),
  location: hostile('Place'),
  description: hostile('About'),
  question: hostile('Question'),
  answer: hostile('Answer'),
};

const count = (text: string, part: string) => text.split(part).length - 1;

/** Text as the browser reads it from the page's HTML. */
const decoded = (html: string) =>
  html
    .replace(/<[^>]*>/g, '')
    .replace(/&(lt|gt|quot|#x27|#39);/g, (entity) => ({ '&lt;': '<', '&gt;': '>', '&quot;': '"' })[entity] ?? "'")
    .replaceAll('&amp;', '&');

let eventId: string;
let answered: typeof TEXTS;
beforeAll(async () => {
  const event = await insertEvent(t.db, {
    name: TEXTS.name,
    location: TEXTS.location,
    descriptionHtml: `<p>${TEXTS.description.replaceAll('<', '&lt;').replaceAll('>', '&gt;')}</p>`,
    days: 2,
  });
  eventId = event.externalId;
  // The description travels as the sanitized HTML the API answers; the page state holds that answer.
  const details = await t.app.inject({ method: 'GET', url: `/api/Event/Details/${eventId}` });
  answered = { ...TEXTS, description: details.json().Response.Description };
  await createStaffFaq(t.db, { Header: TEXTS.question, Body: TEXTS.answer, DefaultOpen: true });
});

describe('server-rendered pages', () => {
  it.each<[string, () => string, (keyof typeof TEXTS)[]]>([
    ['home', () => '/', ['name', 'location']],
    ['an event', () => `/Register/${eventId}`, ['name', 'location', 'description']],
    ['FAQ', () => '/FAQ', ['question', 'answer']],
    ['sign-in', () => '/Login', []],
    ['vendor registration', () => '/Register', []],
  ])('%s: what staff wrote is shown as written, in one document', async (_page, url, shown) => {
    const html = await page(url());
    for (const part of ['<!doctype', '<html', '</html>', '<head>', '</head>', '<div id="root">', 'id="page-state"']) {
      expect(count(html, part), part).toBe(1);
    }
    const root = html.slice(html.indexOf('<div id="root">'), html.indexOf('<script type="application/json"'));
    const stateStart = html.indexOf('id="page-state">') + 'id="page-state">'.length;
    const state = html.slice(stateStart, html.indexOf('</script>', stateStart));
    const answers = JSON.stringify(JSON.parse(state));
    for (const field of shown) {
      expect(count(decoded(root), TEXTS[field]), field).toBe(1);
      expect(count(answers, JSON.stringify(answered[field]).slice(1, -1)), field).toBe(1);
    }
    // Markup in what staff wrote is text: no element of theirs is on the page.
    expect(root).not.toMatch(/<i>/);
  });
});

describe('pages in the reader’s language', () => {
  const get = (url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url, headers: { accept: 'text/html', ...headers } });
  const rootOf = (html: string) => decoded(html.slice(html.indexOf('<div id="root">')));

  it('renders the language Accept-Language prefers, with its <html lang> and the alternate-language links', async () => {
    const answer = await get('/', { 'accept-language': 'es-MX,es;q=0.9,en;q=0.5' });
    expect(answer.body).toContain('<html lang="es" dir="ltr" data-languages="en es ru vi zh-Hans zh-Hant ko so ar">');
    expect(rootOf(answer.body)).toContain('Eventos para negocios locales y la comunidad');
    expect(rootOf(answer.body)).not.toContain('Local Business and Community Events');
    expect(count(answer.body, 'rel="alternate"')).toBe(10);
    expect(answer.body).toContain('<link rel="alternate" hreflang="es" href="http://localhost:3000/?lang=es">');
    expect(answer.headers.vary).toContain('accept-language');
    expect(answer.headers['set-cookie']).toBeUndefined();
  });

  it('renders the language an address asks for, right to left for Arabic, and remembers it', async () => {
    const answer = await get(`/Register/${eventId}?lang=ar`, { 'accept-language': 'es' });
    expect(answer.body).toContain('<html lang="ar" dir="rtl"');
    expect(rootOf(answer.body)).toContain('تنزيل ملف التقويم');
    expect(answer.headers['set-cookie']).toBe('lang=ar; Max-Age=31536000; Path=/; SameSite=Lax');
  });

  it('renders the remembered language over Accept-Language', async () => {
    const answer = await get('/FAQ', { cookie: 'lang=ru', 'accept-language': 'es' });
    expect(answer.body).toContain('<html lang="ru" dir="ltr"');
    expect(rootOf(answer.body)).toContain('Часто задаваемые вопросы');
  });

  it('gives a page only the browser renders its first frame in the reader’s language', async () => {
    const answer = await get('/Verify/some-token', { 'accept-language': 'ko' });
    expect(answer.body).toContain('<html lang="ko" dir="ltr"');
    expect(rootOf(answer.body)).toContain('본문으로 바로 가기');
    expect(rootOf(answer.body)).toContain('불러오는 중...');
    expect(answer.body).not.toContain('id="page-state"');
  });

  it('keeps the staff console in English', async () => {
    const answer = await get('/console', { cookie: 'lang=es' });
    expect(answer.body).toContain('<html lang="en">');
  });
});
