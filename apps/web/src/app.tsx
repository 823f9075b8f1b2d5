import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, StrictMode } from 'react';
import { AppToaster } from './components/app-toaster.tsx';
import { theme } from './lib/theme.ts';

/**
 * Everything around the routes: theme, baseline styles, queries and toasts. The browser mounts it with its router
 * (main.tsx); the server renders it with a static one (server-render.tsx).
 */
export function App({ queryClient, router }: { queryClient: QueryClient; router: ReactNode }) {
  return (
    <StrictMode>
      <ThemeProvider theme={theme}>
        <CssBaseline />
        <QueryClientProvider client={queryClient}>
          {router}
          <AppToaster />
        </QueryClientProvider>
      </ThemeProvider>
    </StrictMode>
  );
}
