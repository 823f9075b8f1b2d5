import type { Route } from '../routes.ts';
import { staffRunningTheProgram as staff } from '../staff/roles.ts';

/** The public events: the list, an event's page and calendar file, registration and check-in (§7). */
export const eventRoutes = {
  listUpcomingEvents: { method: 'GET', path: '/api/Event/Upcoming' },
  getEventDetails: { method: 'GET', path: '/api/Event/Details/:id' },
  getEventCalendar: { method: 'GET', path: '/api/Event/ICal/:id', raw: true },
  registerForEvent: { method: 'POST', path: '/api/Event/Register' },
  checkInToEvent: { method: 'POST', path: '/api/Event/CheckIn' },
} as const satisfies Record<string, Route>;

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
  /** The confirmation mail's signed link: GET shows what would be cancelled, only POST cancels (mail scanners GET). */
  getRegistrationToCancel: { method: 'GET', path: '/api/Event/CancelRegistration/:token' },
  cancelRegistrationByLink: { method: 'POST', path: '/api/Event/CancelRegistration/:token' },
} as const satisfies Record<string, Route>;
