import type { Route } from '../routes.ts';
import { staffRunningTheProgram as staff } from '../staff/roles.ts';

/** Registration (§7): anonymous, so the writes are guarded by a captcha and the searches rate-limited. */
export const vendorRoutes = {
  submitVendor: { method: 'POST', path: '/api/vendor/submit' },
  verifyVendor: { method: 'POST', path: '/api/vendor/verify' },
  searchVendors: { method: 'GET', path: '/api/Vendor/Search' },
  searchVendorEmail: { method: 'GET', path: '/api/Vendor/EmailSearch' },
} as const satisfies Record<string, Route>;

/** The vendor hub (§7): the signed-in contact's vendors. */
export const vendorHubRoutes = {
  getVendorInfo: { method: 'GET', path: '/api/Vendor/Info', auth: 'vendor' },
  listVendors: { method: 'GET', path: '/api/Vendor/List', auth: 'vendor' },
  updateVendor: { method: 'PUT', path: '/api/Vendor/Update', auth: 'vendor' },
} as const satisfies Record<string, Route>;

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
