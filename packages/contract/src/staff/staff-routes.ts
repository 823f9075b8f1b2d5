import type { Route } from '../routes.ts';

const administrators = { auth: 'staff', roles: ['Administrator'] } as const;

/** Staff accounts (DESIGN.md §10): one's own for everyone, the others' for Administrators. */
export const staffRoutes = {
  getStaffMe: {
    method: 'GET',
    path: '/api/Staff/Me',
    auth: 'staff',
    roles: ['Administrator', 'Coordinator', 'CheckInVolunteer'],
  },
  updateStaffMe: {
    method: 'PUT',
    path: '/api/Staff/Me',
    auth: 'staff',
    roles: ['Administrator', 'Coordinator', 'CheckInVolunteer'],
  },
  listStaff: { method: 'GET', path: '/api/Staff/Members', ...administrators },
  inviteStaff: { method: 'POST', path: '/api/Staff/Members', ...administrators },
  changeStaffRole: { method: 'PUT', path: '/api/Staff/Members/:staffId/Role', ...administrators },
  setStaffEnabled: { method: 'PUT', path: '/api/Staff/Members/:staffId/Enabled', ...administrators },
  unlockStaff: { method: 'POST', path: '/api/Staff/Members/:staffId/Unlock', ...administrators },
} as const satisfies Record<string, Route>;
