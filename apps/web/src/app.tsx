import type { I18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, StrictMode } from 'react';
import { AppToaster } from './components/app-toaster.tsx';
import { theme } from './lib/theme.ts';

/**
 * Everything around the routes: the page's language, theme, baseline styles, queries and toasts. The browser mounts it
 * with its router (main.tsx); the server renders it with a static one and an i18n instance of the page's language
 * (server-render.tsx).
 */
export function App({ queryClient, router, i18n }: { queryClient: QueryClient; router: ReactNode; i18n: I18n }) {
  return (
    <StrictMode>
      <I18nProvider i18n={i18n}>
        <ThemeProvider theme={theme}>
          <CssBaseline />
          <QueryClientProvider client={queryClient}>
            {router}
            <AppToaster />
          </QueryClientProvider>
        </ThemeProvider>
      </I18nProvider>
    </StrictMode>
  );
}
