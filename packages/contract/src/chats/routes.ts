import type { Route } from '../routes.ts';
import { staffRunningTheProgram as staff } from '../staff/roles.ts';

/** The staff inbox of vendor threads (DESIGN.md §10): Administrators and Coordinators. */
export const staffChatRoutes = {
  listStaffInbox: { method: 'GET', path: '/api/Staff/Messages', ...staff },
  getStaffThread: { method: 'GET', path: '/api/Staff/Messages/:chatId', ...staff },
  replyToThread: { method: 'POST', path: '/api/Staff/Messages/Reply', ...staff },
  startStaffThread: { method: 'POST', path: '/api/Staff/Messages/New', ...staff },
} as const satisfies Record<string, Route>;
