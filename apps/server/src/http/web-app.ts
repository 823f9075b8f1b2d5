import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest, HTTPMethods } from 'fastify';
import { notFoundEnvelope } from '../errors.ts';
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
type RenderPage = (url: string, host: string) => Promise<{ html: string; styles: string; state: unknown } | null>;

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
const loadPageRenderer = async (app: FastifyInstance, webDistDir: string, timeZone: string) => {
  const entry = path.join(webDistDir, '..', 'dist-server', 'server-render.js');
  if (!existsSync(entry)) return null;
  const { createPageRenderer } = await import(pathToFileURL(entry).href);
  return createPageRenderer({ send: throughApp(app), timeZone }) as RenderPage;
};

/** A page the server could not render is still the browser's to render: logged, then index.html as before. */
const renderFailed = (request: FastifyRequest) => (error: unknown) => {
  request.log.error({ err: error }, 'page render failed');
  return null;
};

/** A rendered page, compressed as the build's files are (Brotli where the browser takes it, else gzip). */
const compressed = (request: FastifyRequest, reply: FastifyReply, html: string) => {
  const accepted = request.headers['accept-encoding'] ?? '';
  reply.header('vary', 'accept-encoding');
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
 * index.html (with the public pages' first frame prerendered), or app.html under /console, so the client router
 * handles deep links such as /Verify/{token}; everything else that matches no route answers a 404 envelope.
 */
export const registerWebApp = async (app: FastifyInstance, webDistDir: string, timeZone: string) => {
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
  const renderPage = await loadPageRenderer(app, webDistDir, timeZone);
  const appPage = renderPage ? paintFirst(await readFile(path.join(webDistDir, 'app.html'), 'utf8')) : '';
  app.setNotFoundHandler(async (request, reply) => {
    if (!wantsPage(request)) return notFoundEnvelope(reply);
    reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8');
    if (CONSOLE_PAGE.test(request.url)) return reply.sendFile('app.html');
    const page = renderPage ? await renderPage(request.url, request.hostname).catch(renderFailed(request)) : null;
    if (!page) return reply.sendFile('index.html');
    // Replacer functions: a replacement string reads `$'`, `` $` `` and `$&` in what staff wrote as patterns.
    const html = appPage
      .replace('</head>', () => `${page.styles}</head>`)
      .replace(
        ROOT,
        () =>
          `<div id="root">${page.html}</div><script type="application/json" id="page-state">${scriptJson(page.state)}</script>`,
      );
    return compressed(request, reply, html);
  });
};
