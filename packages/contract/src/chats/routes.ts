import type { Route } from '../routes.ts';
import { staffRunningTheProgram as staff } from '../staff/roles.ts';

/** A vendor's threads with the program (§7), from the hub. */
export const chatRoutes = {
  sendChatMessage: { method: 'POST', path: '/api/Chat/Vendor', auth: 'vendor' },
  startChat: { method: 'POST', path: '/api/Chat/New', auth: 'vendor' },
} as const satisfies Record<string, Route>;

/** The staff inbox of vendor threads (DESIGN.md §10): Administrators and Coordinators. */
export const chatStaffRoutes = {
  listStaffInbox: { method: 'GET', path: '/api/Staff/Messages', ...staff },
  getStaffThread: { method: 'GET', path: '/api/Staff/Messages/:chatId', ...staff },
  replyToStaffThread: { method: 'POST', path: '/api/Staff/Messages/:chatId/Reply', ...staff },
  startStaffThread: { method: 'POST', path: '/api/Staff/Messages', ...staff },
} as const satisfies Record<string, Route>;
