import { call } from '../../../api/client.ts';
import { useAnswerMutation } from '../components/use-answer-mutation.ts';
import { staffMeQuery } from '../lib/staff-me.ts';

/** PUT /api/Staff/Me: the display name staff replies carry. */
export const useUpdateStaffMe = () =>
  useAnswerMutation({
    request: (body: { DisplayName: string }) => call('updateStaffMe', { body }),
    success: 'Your display name is saved.',
    invalidates: [staffMeQuery.queryKey],
  });
