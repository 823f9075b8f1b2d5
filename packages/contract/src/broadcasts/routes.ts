import type { Route } from '../routes.ts';
import { staffRunningTheProgram as staff } from '../staff/roles.ts';

/** Broadcasts to vendors and attendees (issue 10): Administrators and Coordinators. */
export const broadcastStaffRoutes = {
  listBroadcasts: { method: 'GET', path: '/api/Staff/Broadcasts', ...staff },
  getBroadcast: { method: 'GET', path: '/api/Staff/Broadcasts/:broadcastId', ...staff },
  saveBroadcast: { method: 'POST', path: '/api/Staff/Broadcasts/Save', ...staff },
  deleteBroadcast: { method: 'POST', path: '/api/Staff/Broadcasts/Delete', ...staff },
  previewBroadcast: { method: 'POST', path: '/api/Staff/Broadcasts/Preview', ...staff },
  sendBroadcast: { method: 'POST', path: '/api/Staff/Broadcasts/Send', ...staff },
  listBroadcastDeliveries: { method: 'GET', path: '/api/Staff/Broadcasts/:broadcastId/Deliveries', ...staff },
  listBroadcastEvents: { method: 'GET', path: '/api/Staff/Broadcasts/Events', ...staff },
} as const satisfies Record<string, Route>;
