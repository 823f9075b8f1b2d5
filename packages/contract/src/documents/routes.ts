import type { Route } from '../routes.ts';
import { staffRunningTheProgram as staff } from '../staff/roles.ts';

/** Document requests and review in the staff console (DESIGN.md §10): Administrators and Coordinators. */
export const documentStaffRoutes = {
  requestDocument: { method: 'POST', path: '/api/Staff/Vendors/:vendorId/Documents', ...staff },
  listVendorDocuments: { method: 'GET', path: '/api/Staff/Vendors/:vendorId/Documents', ...staff },
  listDocumentsAwaitingReview: { method: 'GET', path: '/api/Staff/Documents/AwaitingReview', ...staff },
  getVendorDocument: { method: 'GET', path: '/api/Staff/Documents/:documentId', raw: true, ...staff },
  reviewDocument: { method: 'POST', path: '/api/Staff/Documents/:documentId/Review', ...staff },
} as const satisfies Record<string, Route>;
