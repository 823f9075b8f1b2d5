import {
  api,
  checkInStaffRoutes,
  type Endpoint,
  failure,
  messages,
  STAFF_ROLES,
  type StaffRole,
} from '@bridgehub/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/app.ts';
import { registerAndSignIn, type SignedInVendor } from '../test/session.ts';
import { newSignedInStaff, type SignedInStaff } from '../test/staff-session.ts';

/**
 * Authorization as a property of the contract (DESIGN.md §10): every staff endpoint refuses no token and a vendor's
 * token with 401 and a staff role it does not allow with 403; every vendor endpoint refuses a staff token with 401.
 * A new endpoint is covered by declaring it.
 */
let t: TestApp;
let vendor: SignedInVendor;
const staff = {} as Record<StaffRole, SignedInStaff>;

beforeAll(async () => {
  t = await createTestApp();
  vendor = await registerAndSignIn(t, { verified: true });
  for (const role of STAFF_ROLES) staff[role] = await newSignedInStaff(t, role);
});
afterAll(() => t.close());

const endpointsOf = (auth: 'vendor' | 'staff') =>
  (Object.entries(api) as [string, Endpoint][]).filter(([, endpoint]) => endpoint.auth === auth);

const call = (endpoint: Endpoint, authorization?: string) =>
  t.app.inject({
    method: endpoint.method,
    url: `${endpoint.path.replace(/:\w+/g, '1')}${endpoint.query ? '?attachmentId=1' : ''}`,
    headers: authorization ? { authorization } : {},
    ...(endpoint.body ? { payload: {} } : {}),
  });

describe('staff endpoints', () => {
  it('exist, and a Check-in volunteer may use none of them but its own account and the check-in station', () => {
    const staffEndpoints = endpointsOf('staff');
    expect(staffEndpoints.length).toBeGreaterThanOrEqual(6);
    const forVolunteer = staffEndpoints.filter(([, endpoint]) => endpoint.roles?.includes('CheckInVolunteer'));
    expect(forVolunteer.map(([key]) => key).sort()).toEqual(
      ['getStaffMe', 'updateStaffMe', ...Object.keys(checkInStaffRoutes)].sort(),
    );
  });

  it.each(endpointsOf('staff'))(
    '%s: 401 without a token and with a vendor token, 403 for a role not allowed',
    async (_key, endpoint) => {
      for (const authorization of [undefined, vendor.auth.authorization]) {
        const answer = await call(endpoint, authorization);
        expect([answer.statusCode, answer.json()]).toEqual([401, failure(messages.notSignedIn)]);
      }
      for (const role of STAFF_ROLES.filter((role) => !endpoint.roles?.includes(role))) {
        const answer = await call(endpoint, staff[role].auth.authorization);
        expect([role, answer.statusCode, answer.json()]).toEqual([role, 403, failure(messages.accessDenied)]);
      }
    },
  );
});

describe('vendor endpoints', () => {
  it.each(endpointsOf('vendor'))('%s: 401 with a staff token of any role', async (_key, endpoint) => {
    for (const role of STAFF_ROLES) {
      const answer = await call(endpoint, staff[role].auth.authorization);
      expect([role, answer.statusCode, answer.json()]).toEqual([role, 401, failure(messages.notSignedIn)]);
    }
  });
});
