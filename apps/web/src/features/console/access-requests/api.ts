import type { AccessRequestUpdate } from '@bridgehub/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call, unwrap } from '../../../api/client.ts';
import { useAnswerMutation } from '../components/use-answer-mutation.ts';
import { CONSOLE_QUERY_KEY } from '../lib/query-keys.ts';

const accessRequestsQuery = queryOptions({
  queryKey: [...CONSOLE_QUERY_KEY, 'access-requests'],
  queryFn: async ({ signal }) => unwrap(await call('listStaffAccessRequests', { signal })),
});

/** GET /api/Staff/AccessRequests: language-assistance requests and barrier reports, newest first. */
export const useAccessRequests = () => useQuery(accessRequestsQuery);

/** PUT /api/Staff/AccessRequests/:accessRequestId: its state and staff's note (nobody is mailed). */
export const useUpdateAccessRequest = () =>
  useAnswerMutation({
    request: ({ Id, ...body }: AccessRequestUpdate & { Id: number }) =>
      call('updateStaffAccessRequest', { params: { accessRequestId: Id }, body }),
    success: 'Saved.',
    invalidates: [accessRequestsQuery.queryKey],
  });
