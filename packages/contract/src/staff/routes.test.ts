import { describe, expect, it } from 'vitest';
import { type Route, routes } from '../routes.ts';
import { STAFF_ROLES } from './roles.ts';

const all = Object.entries(routes) as [string, Route][];

describe('staff routes', () => {
  it('every /api/Staff/ path needs a staff session, and every staff endpoint is under /api/Staff/', () => {
    for (const [key, route] of all) {
      const isStaffPath = route.path.toLowerCase().startsWith('/api/staff/');
      expect({ key, isStaffPath }).toEqual({ key, isStaffPath: route.auth === 'staff' });
    }
    expect(all.filter(([, route]) => route.auth === 'staff').length).toBeGreaterThan(0);
  });

  it('every staff endpoint names the roles allowed, and only staff endpoints name roles', () => {
    for (const [key, route] of all) {
      if (route.auth === 'staff') {
        expect(route.roles?.length, key).toBeGreaterThan(0);
        for (const role of route.roles ?? []) expect(STAFF_ROLES, key).toContain(role);
      } else {
        expect(route.roles, key).toBeUndefined();
      }
    }
  });
});
