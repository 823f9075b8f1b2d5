import { useQuery } from '@tanstack/react-query';
import { call, unwrap } from './client.ts';

/** GET /api/Site/Settings: the vendor support address the footer and the terms show. */
export const useSiteSettings = () =>
  useQuery({
    queryKey: ['site-settings'],
    queryFn: async ({ signal }) => unwrap(await call('getSiteSettings', { signal })),
    staleTime: Number.POSITIVE_INFINITY,
  });
