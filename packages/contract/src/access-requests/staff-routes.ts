import type { Route } from '../routes.ts';
import { staffRunningTheProgram as staff } from '../staff/roles.ts';

/** Language-assistance requests and barrier reports in the staff console (issue 22): Administrators and Coordinators. */
export const accessRequestStaffRoutes = {
  listStaffAccessRequests: { method: 'GET', path: '/api/Staff/AccessRequests', ...staff },
  updateStaffAccessRequest: { method: 'PUT', path: '/api/Staff/AccessRequests/:accessRequestId', ...staff },
} as const satisfies Record<string, Route>;
