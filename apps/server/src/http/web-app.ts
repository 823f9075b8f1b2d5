import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { LanguageCode } from '@bridgehub/contract';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest, HTTPMethods } from 'fastify';
import { notFoundEnvelope } from '../errors.ts';
import { inLanguage, languageCookie, pageLanguage } from './page-language.ts';
import { paintFirst } from './paint-first.ts';

const NOT_SPA = /^\/(api|dev)(\/|$)|^\/(healthz|readyz)$/i;

/** The staff console has its own frame: it gets the page without the public pages' prerendered first frame. */
const CONSOLE_PAGE = /^\/console(\/|$)/i;

const ROOT = '<div id="root"></div>';

const wantsPage = (request: FastifyRequest) =>
  (request.method === 'GET' || request.method === 'HEAD') &&
  !NOT_SPA.test(request.url.split('?')[0] ?? '') &&
  (request.headers.accept ?? '').includes('text/html');

/** What the web build's server renderer (apps/web/src/server-render.tsx) gives for a page, or `null` to leave it. */
type RenderPage = (
  url: string,
  host: string,
  language: LanguageCode,
) => Promise<{ html: string; styles: string; state: unknown } | null>;

/** The web build's server renderer (apps/web/src/server-render.tsx): pages, and the other pages' first frame. */
interface PageRenderer {
  renderPage: RenderPage;
  renderShell: (language: LanguageCode, offered: readonly LanguageCode[]) => Promise<string>;
}

/** The API as `fetch` for the renderer: its calls reach this server's routes in-process, with their caches. */
const throughApp =
  (app: FastifyInstance): typeof fetch =>
  async (input, init) => {
    const answer = await app.inject({
      method: (init?.method ?? 'GET') as HTTPMethods,
      url: String(input),
      headers: init?.headers as Record<string, string> | undefined,
      payload: init?.body as string | undefined,
    });
    return new Response(answer.rawPayload, {
      status: answer.statusCode,
      headers: { 'content-type': String(answer.headers['content-type'] ?? '') },
    });
  };

/** The renderer the web build writes beside itself (dist-server/); without it every page is rendered in the browser. */
const loadPageRenderer = async (
  app: FastifyInstance,
  webDistDir: string,
  { timeZone, languages }: WebAppOptions,
): Promise<PageRenderer | null> => {
  const entry = path.join(webDistDir, '..', 'dist-server', 'server-render.js');
  if (!existsSync(entry)) return null;
  const { createPageRenderer, renderShell } = await import(pathToFileURL(entry).href);
  return { renderPage: createPageRenderer({ send: throughApp(app), timeZone, languages }), renderShell };
};

export interface WebAppOptions {
  /** PROGRAM_TIMEZONE, which rendered pages show event dates in. */
  timeZone: string;
  /** The languages offered (LANGUAGES), English first. */
  languages: readonly LanguageCode[];
  /** PUBLIC_URL, the origin of the alternate-language links. */
  publicUrl: string;
}

/** A page the server could not render is still the browser's to render: logged, then index.html as before. */
const renderFailed = (request: FastifyRequest) => (error: unknown) => {
  request.log.error({ err: error }, 'page render failed');
  return null;
};

/**
 * A page, compressed as the build's files are (Brotli where the browser takes it, else gzip), in the language its
 * request chose (page-language.ts).
 */
const compressed = (request: FastifyRequest, reply: FastifyReply, html: string) => {
  const accepted = request.headers['accept-encoding'] ?? '';
  reply.header('vary', 'accept-encoding, accept-language, cookie');
  if (/\bbr\b/.test(accepted)) {
    // Quality 5: most of Brotli's gain on text at a small part of its highest setting's time.
    return reply
      .header('content-encoding', 'br')
      .send(brotliCompressSync(html, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } }));
  }
  if (/\bgzip\b/.test(accepted)) return reply.header('content-encoding', 'gzip').send(gzipSync(html));
  return reply.send(html);
};

/** JSON inside a <script> element: `<` escaped, so no text in the data can close the element. */
const scriptJson = (value: unknown) => JSON.stringify(value).replaceAll('<', '\\u003c');

/**
 * Serves the built SPA from WEB_DIST_DIR. The pages people arrive at from outside (`/`, an event, FAQ, sign-in and
 * registration) are rendered whole with their data, which the browser then hydrates; any other page request gets
 * the page with the public pages' first frame prerendered, or app.html under /console, so the client router handles
 * deep links such as /Verify/{token}; everything else that matches no route answers a 404 envelope. Public pages are
 * served in the reader's language (page-language.ts), the first frame included; the staff console in English.
 */
export const registerWebApp = async (app: FastifyInstance, webDistDir: string, options: WebAppOptions) => {
  const hasWebApp = existsSync(path.join(webDistDir, 'index.html'));
  if (!hasWebApp) {
    app.setNotFoundHandler((_request, reply) => notFoundEnvelope(reply));
    return;
  }
  await app.register(fastifyStatic, {
    root: webDistDir,
    wildcard: false,
    // `/` is a page like the others (rendered below), not the file index.html.
    index: false,
    // The build writes .br and .gz copies of every text asset (apps/web/scripts/precompress.mjs).
    preCompressed: true,
    setHeaders: (response, filePath) => {
      // Vite names assets by content hash: they never change. index.html must be revalidated to pick up a release.
      const isHashedAsset = filePath.includes(`${path.sep}assets${path.sep}`);
      response.header('cache-control', isHashedAsset ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });
  const renderer = await loadPageRenderer(app, webDistDir, options);
  const emptyPage = renderer ? await readFile(path.join(webDistDir, 'app.html'), 'utf8') : '';
  const appPage = renderer ? paintFirst(emptyPage) : '';
  // The first frame of each language, rendered once, when first asked for.
  const shells = new Map<LanguageCode, Promise<string>>();
  const shellOf = (language: LanguageCode) => {
    let shell = shells.get(language);
    if (!shell && renderer) {
      shell = renderer.renderShell(language, options.languages);
      shells.set(language, shell);
    }
    return shell;
  };
  app.setNotFoundHandler(async (request, reply) => {
    if (!wantsPage(request)) return notFoundEnvelope(reply);
    reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8');
    if (CONSOLE_PAGE.test(request.url)) return reply.sendFile('app.html');
    const { language, chosen } = pageLanguage(request, options.languages);
    if (chosen) reply.header('set-cookie', languageCookie(chosen, options.publicUrl.startsWith('https:')));
    const localized = (html: string) =>
      inLanguage(html, { language, offered: options.languages, url: request.url, publicUrl: options.publicUrl });
    const page = renderer
      ? await renderer.renderPage(request.url, request.hostname, language).catch(renderFailed(request))
      : null;
    if (!page) {
      const shell = await shellOf(language)?.catch(renderFailed(request));
      if (!shell) return reply.sendFile('index.html');
      return compressed(request, reply, localized(emptyPage.replace(ROOT, () => `<div id="root">${shell}</div>`)));
    }
    // Replacer functions: a replacement string reads `$'`, `` $` `` and `$&` in what staff wrote as patterns.
    const html = localized(appPage)
      .replace('</head>', () => `${page.styles}</head>`)
      .replace(
        ROOT,
        () =>
          `<div id="root">${page.html}</div><script type="application/json" id="page-state">${scriptJson(page.state)}</script>`,
      );
    return compressed(request, reply, html);
  });
};
