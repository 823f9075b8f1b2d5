// First, so that zod is configured before any screen loads it.
import './lib/zod-jitless.ts';
import { hydrate } from '@tanstack/react-query';
import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { App } from './app.tsx';
import { loadParts } from './components/lazy-part.tsx';
import { i18n, loadCatalogs } from './i18n/i18n.ts';
import { setRenderedDates } from './lib/format-date.ts';
import { queryClient } from './lib/query-client.ts';
import { startSession } from './lib/session.ts';
import { paths } from './paths.ts';
import { AppRoutes, navigateTo } from './router.tsx';
import type { RenderedPage } from './server-render.tsx';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

const app = (
  <App
    i18n={i18n}
    queryClient={queryClient}
    router={
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    }
  />
);

/**
 * The browser's next task. The steps below run in turns, so that the page answers input between them: Lighthouse's
 * Total Blocking Time counts each task's time past 50 ms on a phone (issue 8), and one task for all of them was a
 * first visit's longest. (A chain, not top-level await, which would split the entry into a chunk per module.)
 */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve));

// A page the server rendered carries its data: the same answers and screen, then hydration, which finds its HTML.
const pageState = document.getElementById('page-state');
const rendered = pageState && (JSON.parse(pageState.textContent ?? '{}') as RenderedPage['state']);
if (rendered) {
  hydrate(queryClient, rendered.queries);
  setRenderedDates(rendered.timeZone, rendered.offsets);
}

void nextTask()
  // Its storage listener alone takes a browser's call to load the site's storage.
  .then(() =>
    startSession(() => {
      queryClient.clear();
      navigateTo(paths.login);
    }),
  )
  // The messages around every screen in the page's language (its <html lang>, which the server chose), and the lazy
  // parts the server drew with theirs, before hydration; a part that fails is the route's error page to show after it.
  .then(() =>
    Promise.all([loadCatalogs(i18n, ['shell']), rendered && loadParts(rendered.parts).catch(() => undefined)]),
  )
  .then(nextTask)
  // Rendered as a transition, React yields to the browser every few milliseconds instead of holding the main thread
  // for the whole first render: input is answered meanwhile. Without a rendered page, the first frame prerendered into
  // #root (server-render.tsx) is what this render draws first as well, so replacing it moves nothing on screen.
  .then(() => {
    startTransition(() => {
      if (rendered) hydrateRoot(container, app);
      else createRoot(container).render(app);
    });
    // React listens from here on: a click on a part not yet hydrated is replayed once it is. Browser tests wait for
    // this before they click a rendered page (e2e/support.ts).
    document.documentElement.dataset.listening = '';
  });
