import { queryOptions, useQuery } from '@tanstack/react-query';
import { call, unwrap } from '../../../api/client.ts';
import { useAnswerMutation } from '../components/use-answer-mutation.ts';
import { useIsStaffSignedIn } from '../layout/require-staff-session.tsx';

/** Every console query's key starts with this, so signing out forgets them all. */
export const CONSOLE_QUERY_KEY = ['console'] as const;

export const staffMeQuery = queryOptions({
  queryKey: [...CONSOLE_QUERY_KEY, 'me'],
  queryFn: async ({ signal }) => unwrap(await call('getStaffMe', { signal })),
});

/** GET /api/Staff/Me: who is signed in, with the role the console's navigation follows; asked only with a session. */
export const useStaffMe = () => useQuery({ ...staffMeQuery, enabled: useIsStaffSignedIn() });

/** PUT /api/Staff/Me: the display name staff replies carry. */
export const useUpdateStaffMe = () =>
  useAnswerMutation({
    request: (body: { DisplayName: string }) => call('updateStaffMe', { body }),
    success: 'Your display name is saved.',
    invalidates: [staffMeQuery.queryKey],
  });
