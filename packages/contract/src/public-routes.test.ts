import { expect, it } from 'vitest';
import { publicRoutes } from './public-routes.ts';
import { type Route, routes } from './routes.ts';

// The public pages' client knows only `publicRoutes` until the console loads (apps/web/src/api/client.ts): a route a
// public page calls that is left out of it fails in the browser. Every other route is the console's: staff-only, or
// the staff sign-in's.
it('leaves out of the public table only the staff console’s routes', () => {
  const consoleOnly = Object.entries(routes as Record<string, Route>)
    .filter(([key]) => !(key in publicRoutes))
    .filter(([, route]) => route.auth !== 'staff' && !route.path.startsWith('/api/Auth/StaffUser/'));
  expect(consoleOnly).toEqual([]);
});
