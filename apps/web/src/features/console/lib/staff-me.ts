import { queryOptions, useQuery } from '@tanstack/react-query';
import { call, unwrap } from '../../../api/client.ts';
import { CONSOLE_QUERY_KEY } from './query-keys.ts';
import { useIsStaffSignedIn } from './staff-session.ts';

export const staffMeQuery = queryOptions({
  queryKey: [...CONSOLE_QUERY_KEY, 'me'],
  queryFn: async ({ signal }) => unwrap(await call('getStaffMe', { signal })),
});

/** GET /api/Staff/Me: who is signed in, with the role the console's navigation follows; asked only with a session. */
export const useStaffMe = () => useQuery({ ...staffMeQuery, enabled: useIsStaffSignedIn() });
