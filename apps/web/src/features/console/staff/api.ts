import type { StaffRole } from '@bridgehub/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call, unwrap } from '../../../api/client.ts';
import { useAnswerMutation } from '../components/use-answer-mutation.ts';
import { CONSOLE_QUERY_KEY } from '../lib/query-keys.ts';
import { staffMeQuery } from '../lib/staff-me.ts';

const staffListQuery = queryOptions({
  queryKey: [...CONSOLE_QUERY_KEY, 'staff'],
  queryFn: async ({ signal }) => unwrap(await call('listStaff', { signal })),
});

/** GET /api/Staff/Members (Administrators). */
export const useStaffList = () => useQuery(staffListQuery);

const changed = [staffListQuery.queryKey, staffMeQuery.queryKey];

/** POST /api/Staff/Members: the account, and a 7-day link mailed to it. */
export const useInviteStaff = () =>
  useAnswerMutation({
    request: (body: { Email: string; DisplayName: string; Role: StaffRole }) => call('inviteStaff', { body }),
    success: 'Invitation sent.',
    invalidates: changed,
  });

/** PUT /api/Staff/Members/:staffId/Role: ends the account's sessions. */
export const useChangeStaffRole = () =>
  useAnswerMutation({
    request: ({ StaffId, Role }: { StaffId: number; Role: StaffRole }) =>
      call('changeStaffRole', { params: { staffId: StaffId }, body: { Role } }),
    success: 'Role changed.',
    invalidates: changed,
  });

/** PUT /api/Staff/Members/:staffId/Enabled: disabling ends the account's sessions. */
export const useSetStaffEnabled = () =>
  useAnswerMutation({
    request: ({ StaffId, Enabled }: { StaffId: number; Enabled: boolean }) =>
      call('setStaffEnabled', { params: { staffId: StaffId }, body: { Enabled } }),
    invalidates: changed,
  });

/** POST /api/Staff/Members/:staffId/Unlock: lifts a lock after too many wrong second-factor codes. */
export const useUnlockStaff = () =>
  useAnswerMutation({
    request: ({ StaffId }: { StaffId: number }) => call('unlockStaff', { params: { staffId: StaffId } }),
    invalidates: changed,
  });
