import type { Route } from '../routes.ts';

const coordinators = ['Administrator', 'Coordinator'] as const;

/** The staff inbox of vendor threads (DESIGN.md §10): Administrators and Coordinators. */
export const staffChatRoutes = {
  listStaffInbox: { method: 'GET', path: '/api/Staff/Messages', auth: 'staff', roles: coordinators },
  getStaffThread: { method: 'GET', path: '/api/Staff/Messages/:chatId', auth: 'staff', roles: coordinators },
  replyToThread: { method: 'POST', path: '/api/Staff/Messages/Reply', auth: 'staff', roles: coordinators },
  startStaffThread: { method: 'POST', path: '/api/Staff/Messages/New', auth: 'staff', roles: coordinators },
} as const satisfies Record<string, Route>;
