import type { Route } from '../routes.ts';
import { staffRunningTheProgram as staff } from '../staff/roles.ts';

/** Accommodation requests in the staff console (issue 22): Administrators and Coordinators. */
export const accommodationStaffRoutes = {
  listEventAccommodations: { method: 'GET', path: '/api/Staff/Events/:eventId/Accommodations', ...staff },
  updateAccommodation: { method: 'PUT', path: '/api/Staff/Events/:eventId/Accommodations/:requestId', ...staff },
  listDueAccommodations: { method: 'GET', path: '/api/Staff/Accommodations/Due', ...staff },
} as const satisfies Record<string, Route>;
