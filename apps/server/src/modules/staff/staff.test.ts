import { failure, messages, staffMessages } from '@bridgehub/contract';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { staffAccounts, staffLoginTokens } from '../../db/schema.ts';
import { DEMO_STAFF, DEMO_TOTP_SECRET, seedDatabase } from '../../db/seed.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { uniqueEmail } from '../../test/factories.ts';
import { type BodyOf, type Caller, unchecked } from '../../test/inject.ts';
import {
  createStaff,
  newSignedInStaff,
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

const me = (staff: Caller) => t.inject('getStaffMe', { as: staff });
const changeRole = (by: SignedInStaff, staffId: number, Role: string) =>
  t.inject('changeStaffRole', { as: by, params: { staffId }, body: { Role } });
const setEnabled = (by: SignedInStaff, staffId: number, Enabled: boolean) =>
  t.inject('setStaffEnabled', { as: by, params: { staffId }, body: { Enabled } });
const invite = (body: BodyOf<'inviteStaff'>) => t.inject('inviteStaff', { as: admin, body });
const callback = (Token: string, Email: string) => t.inject('completeStaffLogin', { body: { Token, Email } });
const refresh = (staff: SignedInStaff) =>
  t.inject('refreshStaffLogin', { body: { RefreshToken: staff.tokens.RefreshToken } });

describe('own account', () => {
  it('answers "me" and lets every role edit its own display name, never an empty one', async () => {
    const volunteer = await newSignedInStaff(t, 'CheckInVolunteer');
    expect((await me(volunteer)).body.Response).toMatchObject({ Role: 'CheckInVolunteer', Enabled: true });
    const rename = (DisplayName: string) => t.inject('updateStaffMe', { as: volunteer, body: { DisplayName } });
    expect((await rename('  Ana Ruiz ')).body.Response?.DisplayName).toBe('Ana Ruiz');
    expect((await rename('  ')).body).toEqual(failure(staffMessages.displayNameRequired));
  });
});

describe('invitations', () => {
  it('create the account and mail a link that lasts 7 days, works once, and leads to enrolment', async () => {
    const email = uniqueEmail('invited');
    const invited = await invite({ Email: email, DisplayName: 'Riley Park', Role: 'Coordinator' });
    const member = invited.body.Response;
    expect(member).toMatchObject({
      Email: email,
      DisplayName: 'Riley Park',
      Role: 'Coordinator',
      HasSecondFactor: false,
    });
    const link = await staffLinkFor(t, email, /invited/i);
    expect(link.mail.text).toContain('7 days');
    const [token] = await t.db
      .select()
      .from(staffLoginTokens)
      .where(eq(staffLoginTokens.staffId, member?.Id ?? 0));
    const lifetime = (token?.expiresAt.getTime() ?? 0) - (token?.createdAt.getTime() ?? 0);
    expect(lifetime).toBe(7 * 24 * 3600_000);

    expect((await callback(link.token, email)).body.Response).toMatchObject({ HasTotp: false, HasPasskey: false });
    expect((await callback(link.token, email)).body).toEqual(failure(messages.invalidLoginLink));

    const again = await invite({ Email: email.toUpperCase(), DisplayName: 'X', Role: 'Coordinator' });
    expect(again.body).toEqual(failure(staffMessages.emailInUse));
  });

  it('expire after 7 days', async () => {
    const email = uniqueEmail('late');
    await invite({ Email: email, DisplayName: 'Late', Role: 'Coordinator' });
    const link = await staffLinkFor(t, email, /invited/i);
    await t.db.execute(
      sql`update staff_login_tokens set expires_at = now() - interval '1 second' where staff_id = (select id from staff_accounts where email = ${email})`,
    );
    expect((await callback(link.token, email)).body).toEqual(failure(messages.invalidLoginLink));
  });

  it('refuse an unknown role with a 400 naming the field', async () => {
    const answer = await invite({ Email: uniqueEmail(), DisplayName: 'X', Role: unchecked('Owner') });
    expect(answer.status).toBe(400);
    expect(answer.body.ErrorMessage).toContain('body.Role');
  });
});

describe('roles and disabling', () => {
  it('lists staff for administrators', async () => {
    const list = (await t.inject('listStaff', { as: admin })).body.Response;
    expect(list.map((member) => member.Email)).toContain(admin.email);
  });

  it('a role change ends the member’s sessions at once; the new role applies at the next sign-in', async () => {
    const coordinator = await newSignedInStaff(t, 'Coordinator');
    expect((await me(coordinator)).status).toBe(200);
    const changed = await changeRole(admin, coordinator.id, 'CheckInVolunteer');
    expect(changed.body.Response).toMatchObject({ Role: 'CheckInVolunteer' });
    expect((await me(coordinator)).status).toBe(401);
    expect((await refresh(coordinator)).status).toBe(401);
    const again = await signInStaff(t, coordinator, 1);
    expect((await me(again)).body.Response.Role).toBe('CheckInVolunteer');
  });

  it('disabling ends the sessions at once and refuses sign-in; enabling lets the person sign in again', async () => {
    const coordinator = await newSignedInStaff(t, 'Coordinator');
    await setEnabled(admin, coordinator.id, false);
    expect((await me(coordinator)).status).toBe(401);
    expect((await refresh(coordinator)).status).toBe(401);
    expect((await setEnabled(admin, coordinator.id, true)).body.Response?.Enabled).toBe(true);
    expect((await me(coordinator)).status).toBe(401);
    expect((await me(await signInStaff(t, coordinator, 1))).status).toBe(200);
  });

  it('answers 404 for an unknown account', async () => {
    expect((await changeRole(admin, 2_000_000_000, 'Coordinator')).status).toBe(404);
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
      expect((await me(staff)).body.Response).toMatchObject({ Role: role, Email: email });
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
    expect((await changeRole(admin, admin.id, 'Coordinator')).body).toEqual(failure(staffMessages.lastAdministrator));
    expect((await setEnabled(admin, admin.id, false)).body).toEqual(failure(staffMessages.lastAdministrator));
    expect((await me(admin)).status).toBe(200);

    const second = await createStaff(t, 'Coordinator');
    await changeRole(admin, second.id, 'Administrator');
    expect((await setEnabled(admin, second.id, false)).body.Success).toBe(true);
    expect(await staffOnly()).toEqual([admin.id]);
  });
});
