import { queryOptions, useQuery } from '@tanstack/react-query';
import { call, unwrap } from '../../../api/client.ts';
import { CONSOLE_QUERY_KEY, DUE_ACCOMMODATIONS_KEY } from '../lib/query-keys.ts';

const vendorDashboardQuery = queryOptions({
  queryKey: [...CONSOLE_QUERY_KEY, 'vendor-dashboard'],
  queryFn: async ({ signal }) => unwrap(await call('getVendorDashboard', { signal })),
});

/** GET /api/Staff/Vendors/Dashboard: what needs staff now, each count with the directory filter that lists it. */
export const useVendorDashboard = () => useQuery(vendorDashboardQuery);

/** GET /api/Staff/Accommodations/Due: upcoming events whose time to ask has closed with requests still new. */
export const useDueAccommodations = () =>
  useQuery({
    queryKey: DUE_ACCOMMODATIONS_KEY,
    queryFn: async ({ signal }) => unwrap(await call('listDueAccommodations', { signal })),
  });
