import type { Route } from '../routes.ts';

const coordinators = ['Administrator', 'Coordinator'] as const;

/** Document requests and review in the staff console (DESIGN.md §10): Administrators and Coordinators. */
export const documentRoutes = {
  requestDocument: { method: 'POST', path: '/api/Staff/Documents/Request', auth: 'staff', roles: coordinators },
  listVendorDocuments: {
    method: 'GET',
    path: '/api/Staff/Documents/Vendor/:vendorId',
    auth: 'staff',
    roles: coordinators,
  },
  listDocumentsAwaitingReview: {
    method: 'GET',
    path: '/api/Staff/Documents/AwaitingReview',
    auth: 'staff',
    roles: coordinators,
  },
  getVendorDocument: {
    method: 'GET',
    path: '/api/Staff/Documents/File',
    auth: 'staff',
    roles: coordinators,
    raw: true,
  },
  reviewDocument: { method: 'POST', path: '/api/Staff/Documents/Review', auth: 'staff', roles: coordinators },
} as const satisfies Record<string, Route>;
