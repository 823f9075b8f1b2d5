import type { Route } from '../routes.ts';
import { staffRunningTheProgram as staff } from '../staff/roles.ts';

/** Broadcasts to vendors and attendees (issue 10): Administrators and Coordinators. */
export const broadcastStaffRoutes = {
  listBroadcasts: { method: 'GET', path: '/api/Staff/Broadcasts', ...staff },
  getBroadcast: { method: 'GET', path: '/api/Staff/Broadcasts/:broadcastId', ...staff },
  createBroadcast: { method: 'POST', path: '/api/Staff/Broadcasts', ...staff },
  /** A draft changed; a sent broadcast stays as it went. */
  updateBroadcast: { method: 'PUT', path: '/api/Staff/Broadcasts/:broadcastId', ...staff },
  deleteBroadcast: { method: 'POST', path: '/api/Staff/Broadcasts/:broadcastId/Delete', ...staff },
  previewBroadcast: { method: 'POST', path: '/api/Staff/Broadcasts/Preview', ...staff },
  sendBroadcast: { method: 'POST', path: '/api/Staff/Broadcasts/:broadcastId/Send', ...staff },
  listBroadcastDeliveries: { method: 'GET', path: '/api/Staff/Broadcasts/:broadcastId/Deliveries', ...staff },
  listBroadcastEvents: { method: 'GET', path: '/api/Staff/Broadcasts/Events', ...staff },
} as const satisfies Record<string, Route>;
