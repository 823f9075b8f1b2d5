import { DEFAULT_LANGUAGE, LANGUAGE_CODES, type LanguageCode } from '@bridgehub/contract';
import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import createEmotionServer from '@emotion/server/create-instance';
import type { I18n } from '@lingui/core';
import { dehydrate, QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { prerenderToNodeStream } from 'react-dom/static';
import { matchPath, StaticRouter } from 'react-router';
import { sendCallsThrough } from './api/client.ts';
import { App } from './app.tsx';
import { RenderedParts } from './components/lazy-part.tsx';
import { createI18n, loadEveryCatalog } from './i18n/i18n.ts';
import { OfferedLanguages } from './i18n/offered-languages.ts';
import { AppLayout } from './layout/app-layout.tsx';
import { RenderedHost } from './lib/env.ts';
import { RenderedOffsets, setRenderedTimeZone } from './lib/format-date.ts';
import { paths } from './paths.ts';
import { AppRoutes, loading } from './router.tsx';

/**
 * The public pages' HTML, rendered in Node: the server's (apps/server/src/http/web-app.ts) for a page with its data,
 * and the build's first frame of every other page (scripts/prerender-shell.mjs). Either paints before the script has
 * downloaded and run; main.tsx then hydrates a rendered page, or renders over the first frame.
 */

const instances = new Map<LanguageCode, Promise<I18n>>();

/** A language's i18n instance with every catalog loaded: a render reads what any screen of the page shows. */
const i18nOf = (language: LanguageCode) => {
  let instance = instances.get(language);
  if (!instance) {
    const i18n = createI18n(language);
    instance = loadEveryCatalog(i18n).then(() => i18n);
    instances.set(language, instance);
  }
  return instance;
};

/**
 * The first frame — skip link, header, footer and the loading state where the screen will be — with inline styles, in
 * a language, its menu offering the languages given. The build writes the English one into index.html; the server
 * serves each language's (apps/server/src/http/web-app.ts).
 */
export const renderShell = async (
  language: LanguageCode = DEFAULT_LANGUAGE,
  offered: readonly LanguageCode[] = LANGUAGE_CODES,
) => {
  const i18n = await i18nOf(language);
  return renderToString(
    <OfferedLanguages value={offered}>
      <App
        i18n={i18n}
        queryClient={new QueryClient()}
        router={
          <StaticRouter location="/">
            <AppLayout>{loading}</AppLayout>
          </StaticRouter>
        }
      />
    </OfferedLanguages>,
  );
};

/**
 * The pages people arrive at from outside (links, search, the printed program), rendered whole by the server. Their
 * forms keep what is typed into them before hydration (useHydratedForm).
 */
const RENDERED_PATHS = [paths.home, paths.event, paths.faq, paths.login, paths.registerVendor];

/**
 * A page: its HTML, the style elements for its <head>, and what the browser needs to hydrate it: its queries' answers,
 * the zone its dates are shown in with its offsets at them (lib/format-date.ts) and the lazy parts it drew (lazy-part.tsx).
 */
export interface RenderedPage {
  html: string;
  styles: string;
  state: {
    queries: ReturnType<typeof dehydrate>;
    timeZone: string;
    offsets: Record<string, number>;
    parts: string[];
  };
}

const html = async (tree: ReactNode) => {
  let failed = false;
  const { prelude } = await prerenderToNodeStream(tree, {
    onError: () => {
      failed = true;
    },
    // Every boundary written in place: a large one would otherwise be sent apart, with an inline script to move it,
    // which the CSP refuses.
    progressiveChunkSize: Number.POSITIVE_INFINITY,
  });
  let text = '';
  for await (const chunk of prelude) text += chunk;
  return failed ? null : text;
};

type Query = ReturnType<ReturnType<QueryClient['getQueryCache']>['getAll']>[number];

/**
 * A query a render asked for and nobody has fetched: on the server, hooks only register what they need. The options a
 * query was built with are its hook's, `enabled` included, though the type of a query's options leaves it out.
 */
const isUnfetched = (query: Query) =>
  query.state.status === 'pending' &&
  query.state.fetchStatus === 'idle' &&
  (query.options as { enabled?: unknown }).enabled !== false;

const newQueryClient = () => new QueryClient({ defaultOptions: { queries: { retry: false } } });

/** A page as rendered, with the queries it asked for and what they answered then. */
interface CachedPage {
  page: RenderedPage;
  queries: { queryKey: Query['queryKey']; options: Query['options'] }[];
  answers: string;
}

/** At most this many pages are kept: a page is one per address and host, and addresses are many (an event's each). */
const CACHED_PAGES = 200;

/**
 * Renders pages with the API's answers, which `send` fetches from the server itself. A page is rendered until its
 * queries have all been answered (each pass fetches the ones the last asked for); `null` when the path is not one
 * rendered here or a query failed, so the browser renders it as before (an unknown event's 404, say). A page rendered
 * before is sent again as long as its queries answer the same (the API's own cached answers: cheap), so a change
 * made in the console shows on the next request, and the render's cost is paid once per change. A page is rendered in
 * the language the server chose for the request (its URL, cookie or Accept-Language).
 */
export const createPageRenderer = ({
  send,
  timeZone,
  languages,
}: {
  send: typeof fetch;
  timeZone: string;
  /** The languages offered (the server's LANGUAGES), which the language menu lists. */
  languages: readonly LanguageCode[];
}) => {
  sendCallsThrough(send);
  setRenderedTimeZone(timeZone);
  const cache = new Map<string, CachedPage>();

  const answersOf = (queryClient: QueryClient, queries: CachedPage['queries']) =>
    JSON.stringify(queries.map(({ queryKey }) => queryClient.getQueryData(queryKey)));

  const revalidated = async ({ page, queries, answers }: CachedPage): Promise<RenderedPage | null> => {
    const queryClient = newQueryClient();
    try {
      await Promise.all(queries.map(({ queryKey, options }) => queryClient.fetchQuery({ ...options, queryKey })));
    } catch {
      return null;
    }
    if (answersOf(queryClient, queries) !== answers) return null;
    return { ...page, state: { ...page.state, queries: dehydrate(queryClient) } };
  };

  const render = async (url: string, host: string, language: LanguageCode): Promise<CachedPage | null> => {
    const queryClient = newQueryClient();
    const i18n = await i18nOf(language);
    // The page's styles go to <head> at once, each rule once, rather than a <style> before each component: the
    // browser takes one style sheet instead of adding hundreds while it parses. The browser's emotion finds them there.
    const styleCache = createCache({ key: 'css' });
    const parts = new Set<string>();
    const offsets = new Map<string, number>();
    const { extractCriticalToChunks, constructStyleTagsFromChunks } = createEmotionServer(styleCache);
    const tree = (
      <CacheProvider value={styleCache}>
        <RenderedHost value={host}>
          <RenderedParts value={parts}>
            <RenderedOffsets value={offsets}>
              <OfferedLanguages value={languages}>
                <App
                  i18n={i18n}
                  queryClient={queryClient}
                  router={
                    <StaticRouter location={url}>
                      <AppRoutes />
                    </StaticRouter>
                  }
                />
              </OfferedLanguages>
            </RenderedOffsets>
          </RenderedParts>
        </RenderedHost>
      </CacheProvider>
    );
    // Screens ask for their data and their lazy parts in turn (the header's FAQs, an event's form, a form's lookups):
    // each pass fetches what the last asked for, until one renders whole — with no boundary left waiting (`<!--$?-->`,
    // which would need an inline script to fill) or left to the browser (`<!--$!-->`).
    for (let pass = 0; pass < 4; pass += 1) {
      parts.clear();
      offsets.clear();
      const rendered = await html(tree);
      const all = queryClient.getQueryCache().getAll();
      if (rendered === null || all.some((query) => query.state.status === 'error')) return null;
      const unfetched = all.filter(isUnfetched);
      if (unfetched.length === 0 && !/<!--\$[?!]-->/.test(rendered)) {
        const styles = constructStyleTagsFromChunks(extractCriticalToChunks(rendered));
        const queries = all.map(({ queryKey, options }) => ({ queryKey, options }));
        return {
          page: {
            html: rendered,
            styles,
            state: {
              queries: dehydrate(queryClient),
              timeZone,
              offsets: Object.fromEntries(offsets),
              parts: [...parts],
            },
          },
          queries,
          answers: answersOf(queryClient, queries),
        };
      }
      await Promise.all(unfetched.map((query) => query.fetch().catch(() => undefined)));
    }
    return null;
  };

  return async (url: string, host: string, language: LanguageCode): Promise<RenderedPage | null> => {
    const { pathname } = new URL(url, 'http://page');
    if (!RENDERED_PATHS.some((path) => matchPath(path, pathname))) return null;
    const key = `${host} ${language} ${url}`;
    const cached = cache.get(key);
    const again = cached && (await revalidated(cached));
    if (again) return again;
    const fresh = await render(url, host, language);
    cache.delete(key);
    if (fresh) {
      cache.set(key, fresh);
      if (cache.size > CACHED_PAGES) cache.delete(cache.keys().next().value as string);
    }
    return fresh?.page ?? null;
  };
};
