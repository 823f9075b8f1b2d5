// First, so that zod is configured before any screen loads it.
import './lib/zod-jitless.ts';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { App } from './app.tsx';
import { queryClient } from './lib/query-client.ts';
import { startSession } from './lib/session.ts';
import { paths } from './paths.ts';
import { AppRoutes, navigateTo } from './router.tsx';

startSession(() => {
  queryClient.clear();
  navigateTo(paths.login);
});

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

// The first frame prerendered into #root (shell.tsx) is what this render draws first as well, so replacing it moves
// nothing on screen.
createRoot(container).render(
  <App
    queryClient={queryClient}
    router={
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    }
  />,
);
