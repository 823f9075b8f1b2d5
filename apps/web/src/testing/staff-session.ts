import { ok, STAFF_STORAGE_KEYS, type StaffRole } from '@bridgehub/contract';
import type { ApiStubs } from './api-stub.ts';

/** An access token whose one readable claim is its expiry, an hour ahead: the console reads nothing else of it. */
const accessToken = () => `header.${btoa(JSON.stringify({ exp: Math.floor(Date.now() / 1000) + 3600 }))}.signature`;

/**
 * Signs a staff member in as the console's sign-in leaves them, their tokens under the console's storage keys (the
 * test setup forgets them after each test), and answers the stub of who they are, for `renderApp`'s `api`.
 */
export const signInStaff = (Role: StaffRole = 'Coordinator') => {
  localStorage.setItem(STAFF_STORAGE_KEYS.accessToken, accessToken());
  localStorage.setItem(STAFF_STORAGE_KEYS.refreshToken, 'refresh-token');
  return {
    getStaffMe: ok({
      Id: 1,
      Email: 'robin@program.example',
      DisplayName: 'Robin Staff',
      Role,
      Enabled: true,
      HasSecondFactor: true,
      IsLocked: false,
      CreatedAt: '2026-01-05T17:00:00.000Z',
      ChangedAt: '2026-01-05T17:00:00.000Z',
    }),
  } satisfies ApiStubs;
};
