// First, so that zod is configured before any screen loads it.
import './lib/zod-jitless.ts';
import { hydrate } from '@tanstack/react-query';
import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { App } from './app.tsx';
import { loadParts } from './components/lazy-part.tsx';
import { setRenderedTimeZone } from './features/events/event-format.ts';
import { queryClient } from './lib/query-client.ts';
import { startSession } from './lib/session.ts';
import { paths } from './paths.ts';
import { AppRoutes, navigateTo } from './router.tsx';
import type { RenderedPage } from './server-render.tsx';

startSession(() => {
  queryClient.clear();
  navigateTo(paths.login);
});

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

const app = (
  <App
    queryClient={queryClient}
    router={
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    }
  />
);

// Rendered as a transition, React yields to the browser every few milliseconds instead of holding the main thread
// for the whole first render: input is answered meanwhile (Lighthouse's Total Blocking Time, issue 8).
const pageState = document.getElementById('page-state');
if (pageState) {
  // A page the server rendered with its data: the same answers and screen, then hydration, which finds its HTML.
  const { queries, timeZone, parts } = JSON.parse(pageState.textContent ?? '{}') as RenderedPage['state'];
  hydrate(queryClient, queries);
  setRenderedTimeZone(timeZone);
  // A part that fails to load is the route's error page to show, after hydration.
  void loadParts(parts)
    .catch(() => undefined)
    .then(() => startTransition(() => void hydrateRoot(container, app)));
} else {
  // The first frame prerendered into #root (server-render.tsx) is what this render draws first as well, so replacing
  // it moves nothing on screen.
  const root = createRoot(container);
  startTransition(() => root.render(app));
}
