import type { Route } from '../routes.ts';
import { staffRunningTheProgram as staff } from '../staff/roles.ts';

/** The vendors half of the staff console: dashboard, directory, vendor page and its audit trail. */
export const vendorConsoleRoutes = {
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
