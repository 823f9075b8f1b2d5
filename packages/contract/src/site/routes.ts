import type { Route } from '../routes.ts';

export const siteRoutes = {
  getSiteSettings: { method: 'GET', path: '/api/Site/Settings' },
} as const satisfies Record<string, Route>;
