import type { Route } from '../routes.ts';
import { staffRunningTheProgram as staff } from '../staff/roles.ts';

/** The staff inbox of vendor threads (DESIGN.md §10): Administrators and Coordinators. */
export const chatStaffRoutes = {
  listStaffInbox: { method: 'GET', path: '/api/Staff/Messages', ...staff },
  getStaffThread: { method: 'GET', path: '/api/Staff/Messages/:chatId', ...staff },
  replyToStaffThread: { method: 'POST', path: '/api/Staff/Messages/:chatId/Reply', ...staff },
  startStaffThread: { method: 'POST', path: '/api/Staff/Messages', ...staff },
} as const satisfies Record<string, Route>;
