import type { Route } from '../routes.ts';
import { staffRunningTheProgram as staff } from '../staff/roles.ts';
import { cancellationLinkRoutes } from './routes.ts';

/** Events in the staff console (issue 10): Administrators and Coordinators. */
export const eventStaffRoutes = {
  listStaffEvents: { method: 'GET', path: '/api/Staff/Events', ...staff },
  getStaffEventOptions: { method: 'GET', path: '/api/Staff/Events/Options', ...staff },
  getStaffEvent: { method: 'GET', path: '/api/Staff/Events/:eventId', ...staff },
  createStaffEvent: { method: 'POST', path: '/api/Staff/Events', ...staff },
  updateStaffEvent: { method: 'PUT', path: '/api/Staff/Events/:eventId', ...staff },
  duplicateStaffEvent: { method: 'POST', path: '/api/Staff/Events/:eventId/Duplicate', ...staff },
  publishStaffEvent: { method: 'POST', path: '/api/Staff/Events/:eventId/Publish', ...staff },
  cancelStaffEvent: { method: 'POST', path: '/api/Staff/Events/:eventId/Cancel', ...staff },
  listEventAttendees: { method: 'GET', path: '/api/Staff/Events/:eventId/Attendees', ...staff },
  cancelEventRegistration: {
    method: 'POST',
    path: '/api/Staff/Events/:eventId/Attendees/:registrationId/Cancel',
    ...staff,
  },
  ...cancellationLinkRoutes,
} as const satisfies Record<string, Route>;
