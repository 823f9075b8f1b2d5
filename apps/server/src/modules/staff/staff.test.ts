import { failure, messages, type StaffMember, staffMessages } from '@bridgehub/contract';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { staffAccounts, staffLoginTokens } from '../../db/schema.ts';
import { DEMO_STAFF, DEMO_TOTP_SECRET, seedDatabase } from '../../db/seed.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { uniqueEmail } from '../../test/factories.ts';
import {
  createStaff,
  newSignedInStaff,
  post,
  type SignedInStaff,
  signInStaff,
  staffLinkFor,
  totpCode,
} from '../../test/staff-session.ts';
import { ensureAdministrator } from './staff.service.ts';

/** Staff accounts and roles (DESIGN.md §10), through HTTP on a real database. */
let t: TestApp;
let admin: SignedInStaff;
beforeAll(async () => {
  t = await createTestApp();
  admin = await newSignedInStaff(t, 'Administrator');
});
afterAll(() => t.close());

const me = (staff: { auth: { authorization: string } }) =>
  t.app.inject({ method: 'GET', url: '/api/Staff/Me', headers: staff.auth });
const changeRole = (by: SignedInStaff, StaffId: number, Role: string) =>
  post(t, '/api/Staff/ChangeRole', { StaffId, Role }, by.auth);
const setEnabled = (by: SignedInStaff, StaffId: number, Enabled: boolean) =>
  post(t, '/api/Staff/SetEnabled', { StaffId, Enabled }, by.auth);

describe('own account', () => {
  it('answers "me" and lets every role edit its own display name, never an empty one', async () => {
    const volunteer = await newSignedInStaff(t, 'CheckInVolunteer');
    expect((await me(volunteer)).json().Response).toMatchObject({ Role: 'CheckInVolunteer', Enabled: true });
    const renamed = await t.app.inject({
      method: 'PUT',
      url: '/api/Staff/Me',
      headers: volunteer.auth,
      payload: { DisplayName: '  Ana Ruiz ' },
    });
    expect(renamed.json().Response.DisplayName).toBe('Ana Ruiz');
    const empty = await t.app.inject({
      method: 'PUT',
      url: '/api/Staff/Me',
      headers: volunteer.auth,
      payload: { DisplayName: '  ' },
    });
    expect(empty.json()).toEqual(failure(staffMessages.displayNameRequired));
  });
});

describe('invitations', () => {
  it('create the account and mail a link that lasts 7 days, works once, and leads to enrolment', async () => {
    const email = uniqueEmail('invited');
    const invited = await post(
      t,
      '/api/Staff/Invite',
      { Email: email, DisplayName: 'Riley Park', Role: 'Coordinator' },
      admin.auth,
    );
    const member = invited.json().Response as StaffMember;
    expect(member).toMatchObject({
      Email: email,
      DisplayName: 'Riley Park',
      Role: 'Coordinator',
      HasSecondFactor: false,
    });
    const link = await staffLinkFor(t, email, /invited/i);
    expect(link.mail.text).toContain('7 days');
    const [token] = await t.db.select().from(staffLoginTokens).where(eq(staffLoginTokens.staffId, member.Id));
    const lifetime = (token?.expiresAt.getTime() ?? 0) - (token?.createdAt.getTime() ?? 0);
    expect(lifetime).toBe(7 * 24 * 3600_000);

    const callback = () => post(t, '/api/Auth/StaffUser/LoginCallback', { Token: link.token, Email: email });
    expect((await callback()).json().Response).toMatchObject({ HasTotp: false, HasPasskey: false });
    expect((await callback()).json()).toEqual(failure(messages.invalidLoginLink));

    const again = await post(
      t,
      '/api/Staff/Invite',
      { Email: email.toUpperCase(), DisplayName: 'X', Role: 'Coordinator' },
      admin.auth,
    );
    expect(again.json()).toEqual(failure(staffMessages.emailInUse));
  });

  it('expire after 7 days', async () => {
    const email = uniqueEmail('late');
    await post(t, '/api/Staff/Invite', { Email: email, DisplayName: 'Late', Role: 'Coordinator' }, admin.auth);
    const link = await staffLinkFor(t, email, /invited/i);
    await t.db.execute(
      sql`update staff_login_tokens set expires_at = now() - interval '1 second' where staff_id = (select id from staff_accounts where email = ${email})`,
    );
    const answer = await post(t, '/api/Auth/StaffUser/LoginCallback', { Token: link.token, Email: email });
    expect(answer.json()).toEqual(failure(messages.invalidLoginLink));
  });

  it('refuse an unknown role with a 400 naming the field', async () => {
    const answer = await post(
      t,
      '/api/Staff/Invite',
      { Email: uniqueEmail(), DisplayName: 'X', Role: 'Owner' },
      admin.auth,
    );
    expect(answer.statusCode).toBe(400);
    expect(answer.json().ErrorMessage).toContain('body.Role');
  });
});

describe('roles and disabling', () => {
  it('lists staff for administrators', async () => {
    const list = (await t.app.inject({ method: 'GET', url: '/api/Staff/List', headers: admin.auth })).json().Response;
    expect(list.map((member: StaffMember) => member.Email)).toContain(admin.email);
  });

  it('a role change ends the member’s sessions at once; the new role applies at the next sign-in', async () => {
    const coordinator = await newSignedInStaff(t, 'Coordinator');
    expect((await me(coordinator)).statusCode).toBe(200);
    const changed = await changeRole(admin, coordinator.id, 'CheckInVolunteer');
    expect(changed.json().Response).toMatchObject({ Role: 'CheckInVolunteer' });
    expect((await me(coordinator)).statusCode).toBe(401);
    const refresh = await post(t, '/api/Auth/StaffUser/Refresh', { RefreshToken: coordinator.tokens.RefreshToken });
    expect(refresh.statusCode).toBe(401);
    const again = await signInStaff(t, coordinator, 1);
    expect((await me(again)).json().Response.Role).toBe('CheckInVolunteer');
  });

  it('disabling ends the sessions at once and refuses sign-in; enabling lets the person sign in again', async () => {
    const coordinator = await newSignedInStaff(t, 'Coordinator');
    await setEnabled(admin, coordinator.id, false);
    expect((await me(coordinator)).statusCode).toBe(401);
    expect(
      (await post(t, '/api/Auth/StaffUser/Refresh', { RefreshToken: coordinator.tokens.RefreshToken })).statusCode,
    ).toBe(401);
    expect((await setEnabled(admin, coordinator.id, true)).json().Response.Enabled).toBe(true);
    expect((await me(coordinator)).statusCode).toBe(401);
    expect((await me(await signInStaff(t, coordinator, 1))).statusCode).toBe(200);
  });

  it('answers 404 for an unknown account', async () => {
    expect((await changeRole(admin, 2_000_000_000, 'Coordinator')).statusCode).toBe(404);
  });
});

describe('STAFF_ADMIN_EMAIL', () => {
  it('creates an Administrator once, and never re-enables or re-promotes it after staff changed it', async () => {
    const email = uniqueEmail('first-admin');
    expect(await ensureAdministrator(t.db, email)).not.toBeNull();
    expect(await ensureAdministrator(t.db, email.toUpperCase())).toBeNull();
    const rows = () => t.db.select().from(staffAccounts).where(sql`lower(${staffAccounts.email}) = lower(${email})`);
    expect(await rows()).toEqual([expect.objectContaining({ role: 'Administrator', isEnabled: true })]);
    await t.db
      .update(staffAccounts)
      .set({ role: 'Coordinator', isEnabled: false })
      .where(eq(staffAccounts.email, email));
    await ensureAdministrator(t.db, email);
    expect(await rows()).toEqual([expect.objectContaining({ role: 'Coordinator', isEnabled: false })]);
  });
});

describe('demo staff', () => {
  it('with demo data, a demo administrator and coordinator sign in with the demo code', async () => {
    await seedDatabase(t.db, { seedDemo: true, seedDemoStaff: true });
    for (const [role, email] of [
      ['Administrator', DEMO_STAFF.administrator],
      ['Coordinator', DEMO_STAFF.coordinator],
    ] as const) {
      const [account] = await t.db.select().from(staffAccounts).where(eq(staffAccounts.email, email));
      const staff = await signInStaff(t, { id: account?.id ?? 0, email, role, totpSecret: DEMO_TOTP_SECRET });
      expect((await me(staff)).json().Response).toMatchObject({ Role: role, Email: email });
    }
    expect(await totpCode(DEMO_TOTP_SECRET)).toMatch(/^\d{6}$/);
  });
});

describe('the last active administrator', () => {
  it('can be neither demoted nor disabled; with a second one, either can go', async () => {
    const staffOnly = async () =>
      (await t.db.select().from(staffAccounts).where(sql`role = 'Administrator' and is_enabled`)).map((row) => row.id);
    // Every other administrator of this file steps down, so `admin` is the last.
    for (const id of await staffOnly()) if (id !== admin.id) await changeRole(admin, id, 'Coordinator');
    expect(await staffOnly()).toEqual([admin.id]);
    expect((await changeRole(admin, admin.id, 'Coordinator')).json()).toEqual(failure(staffMessages.lastAdministrator));
    expect((await setEnabled(admin, admin.id, false)).json()).toEqual(failure(staffMessages.lastAdministrator));
    expect((await me(admin)).statusCode).toBe(200);

    const second = await createStaff(t, 'Coordinator');
    await changeRole(admin, second.id, 'Administrator');
    expect((await setEnabled(admin, second.id, false)).json().Success).toBe(true);
    expect(await staffOnly()).toEqual([admin.id]);
  });
});
