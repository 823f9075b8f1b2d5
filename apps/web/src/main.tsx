import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { AppToaster } from './components/app-toaster.tsx';
import { queryClient } from './lib/query-client.ts';
import { startSession } from './lib/session.ts';
import { theme } from './lib/theme.ts';
import { paths } from './paths.ts';
import { router } from './router.tsx';

startSession(() => {
  queryClient.clear();
  void router.navigate(paths.login);
});

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

createRoot(container).render(
  <StrictMode>
    <ThemeProvider theme={theme}>
      <CssBaseline />
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
        <AppToaster />
      </QueryClientProvider>
    </ThemeProvider>
  </StrictMode>,
);
