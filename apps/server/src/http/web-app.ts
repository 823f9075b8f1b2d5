import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { notFoundEnvelope } from '../errors.ts';

const NOT_SPA = /^\/(api|dev)(\/|$)|^\/(healthz|readyz)$/i;

/** The staff console has its own frame: it gets the page without the public pages' prerendered first frame. */
const CONSOLE_PAGE = /^\/console(\/|$)/i;

const wantsPage = (request: FastifyRequest) =>
  (request.method === 'GET' || request.method === 'HEAD') &&
  !NOT_SPA.test(request.url.split('?')[0] ?? '') &&
  (request.headers.accept ?? '').includes('text/html');

/**
 * Serves the built SPA from WEB_DIST_DIR. Any other page request gets index.html (with the public pages' first frame
 * prerendered), or console.html under /console, so the client router handles deep links such as /Verify/{token};
 * everything else that matches no route answers a 404 envelope.
 */
export const registerWebApp = async (app: FastifyInstance, webDistDir: string) => {
  const hasWebApp = existsSync(path.join(webDistDir, 'index.html'));
  if (hasWebApp) {
    await app.register(fastifyStatic, {
      root: webDistDir,
      wildcard: false,
      // The build writes .br and .gz copies of every text asset (apps/web/scripts/precompress.mjs).
      preCompressed: true,
      setHeaders: (response, filePath) => {
        // Vite names assets by content hash: they never change. index.html must be revalidated to pick up a release.
        const isHashedAsset = filePath.includes(`${path.sep}assets${path.sep}`);
        response.header('cache-control', isHashedAsset ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }
  app.setNotFoundHandler((request, reply) => {
    if (hasWebApp && wantsPage(request)) {
      const page = CONSOLE_PAGE.test(request.url) ? 'console.html' : 'index.html';
      return reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8').sendFile(page);
    }
    return notFoundEnvelope(reply);
  });
};
