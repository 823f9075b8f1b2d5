import type { Route } from '../routes.ts';

/** A vendor contact's sign-in and session (§7, DESIGN.md §7). */
export const authRoutes = {
  requestLogin: { method: 'POST', path: '/api/auth/VendorUser/Login' },
  completeLogin: { method: 'POST', path: '/api/auth/VendorUser/LoginCallback' },
  refreshLogin: { method: 'POST', path: '/api/Auth/VendorUser/Refresh' },
  signOut: { method: 'POST', path: '/api/Auth/VendorUser/Logout' },
} as const satisfies Record<string, Route>;
