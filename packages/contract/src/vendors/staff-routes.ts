import type { Route } from '../routes.ts';
import { staffRunningTheProgram as staff } from '../staff/roles.ts';

/** The vendors half of the staff console: dashboard, directory, vendor page and its audit trail. */
export const vendorStaffRoutes = {
  getVendorDashboard: { method: 'GET', path: '/api/Staff/Vendors/Dashboard', ...staff },
  listStaffVendors: { method: 'GET', path: '/api/Staff/Vendors', ...staff },
  exportStaffVendors: { method: 'GET', path: '/api/Staff/Vendors/Export', raw: true, ...staff },
  getStaffVendor: { method: 'GET', path: '/api/Staff/Vendors/:vendorId', ...staff },
  listVendorAudit: { method: 'GET', path: '/api/Staff/Vendors/:vendorId/Audit', ...staff },
  updateStaffVendor: { method: 'PUT', path: '/api/Staff/Vendors/:vendorId', ...staff },
  approveVendorContact: { method: 'POST', path: '/api/Staff/Vendors/:vendorId/Contacts/:contactId/Approve', ...staff },
  setVendorContactEnabled: {
    method: 'PUT',
    path: '/api/Staff/Vendors/:vendorId/Contacts/:contactId/Enabled',
    ...staff,
  },
  makeVendorContactPrimary: {
    method: 'POST',
    path: '/api/Staff/Vendors/:vendorId/Contacts/:contactId/MakePrimary',
    ...staff,
  },
  setVendorLock: { method: 'PUT', path: '/api/Staff/Vendors/:vendorId/Lock', ...staff },
  approveEngagement: { method: 'POST', path: '/api/Staff/Vendors/:vendorId/Engagement/Approve', ...staff },
  declineEngagement: { method: 'POST', path: '/api/Staff/Vendors/:vendorId/Engagement/Decline', ...staff },
  createAssignment: { method: 'POST', path: '/api/Staff/Vendors/:vendorId/Assignments', ...staff },
  endAssignment: { method: 'POST', path: '/api/Staff/Vendors/:vendorId/Assignments/:assignmentId/End', ...staff },
} as const satisfies Record<string, Route>;
