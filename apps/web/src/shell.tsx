import { QueryClient } from '@tanstack/react-query';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import { App } from './app.tsx';
import { AppLayout } from './layout/app-layout.tsx';
import { loading } from './router.tsx';

/**
 * The first frame of a public page — skip link, header, footer and the loading state where the screen will be — as
 * HTML with its styles inline, rendered at build time into index.html (scripts/prerender-shell.mjs). The page then
 * paints before its script has downloaded and run; main.tsx renders the same frame over it (every public
 * screen is lazy, so its Suspense fallback is this loading state), then the screen.
 */
export const renderShell = () =>
  renderToString(
    <App
      queryClient={new QueryClient()}
      router={
        <StaticRouter location="/">
          <AppLayout>{loading}</AppLayout>
        </StaticRouter>
      }
    />,
  );
