import type { Route } from '../routes.ts';

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
