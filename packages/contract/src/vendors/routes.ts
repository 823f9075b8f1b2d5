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
  getVendorDashboard: { method: 'GET', path: '/api/Staff/VendorDashboard', ...staff },
  listConsoleVendors: { method: 'GET', path: '/api/Staff/Vendors', ...staff },
  exportConsoleVendors: { method: 'GET', path: '/api/Staff/Vendors/Export', raw: true, ...staff },
  getConsoleVendor: { method: 'GET', path: '/api/Staff/Vendor/:id', ...staff },
  listVendorAudit: { method: 'GET', path: '/api/Staff/Vendor/:id/Audit', ...staff },
  updateConsoleVendor: { method: 'PUT', path: '/api/Staff/Vendor/Business', ...staff },
  approveConsoleContact: { method: 'POST', path: '/api/Staff/Vendor/Contact/Approve', ...staff },
  setConsoleContactEnabled: { method: 'POST', path: '/api/Staff/Vendor/Contact/SetEnabled', ...staff },
  makeConsoleContactPrimary: { method: 'POST', path: '/api/Staff/Vendor/Contact/MakePrimary', ...staff },
  setVendorLock: { method: 'POST', path: '/api/Staff/Vendor/Lock', ...staff },
  approveEngagement: { method: 'POST', path: '/api/Staff/Vendor/Engagement/Approve', ...staff },
  declineEngagement: { method: 'POST', path: '/api/Staff/Vendor/Engagement/Decline', ...staff },
  addAssignment: { method: 'POST', path: '/api/Staff/Vendor/Assignment/Add', ...staff },
  endAssignment: { method: 'POST', path: '/api/Staff/Vendor/Assignment/End', ...staff },
} as const satisfies Record<string, Route>;
