import { QueryClient } from '@tanstack/react-query';

export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      // The public is often on slow or flaky connections: one quiet retry before a screen shows its error text.
      retry: 1,
      retryDelay: 800,
      refetchOnWindowFocus: false,
      staleTime: 5 * 60_000,
    },
    mutations: { retry: false },
  },
});
