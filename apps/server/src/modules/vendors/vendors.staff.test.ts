import { randomBytes } from 'node:crypto';
import { api, failure, messages, vendorStaffMessages } from '@bridgehub/contract';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents, chatMessages, chats, contacts, mailOutbox, vendors } from '../../db/schema.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { buildRegistration, solveCaptcha, uniqueEmail } from '../../test/factories.ts';
import { registerAndSignIn, requestLogin, type SignedInVendor, signIn } from '../../test/session.ts';
import { newSignedInStaff, type SignedInStaff } from '../../test/staff-session.ts';

let t: TestApp;
let coordinator: SignedInStaff;
beforeAll(async () => {
  t = await createTestApp();
  coordinator = await newSignedInStaff(t, 'Coordinator');
});
afterAll(() => t.close());

/** Calls a staff endpoint as the coordinator and checks the JSON answer against the contract. */
const asStaff = async (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) => {
  const response = await t.app.inject({ method, url, headers: coordinator.auth, ...(payload ? { payload } : {}) });
  return { status: response.statusCode, body: response.json() };
};

const vendorPage = async (vendorId: number) => {
  const { status, body } = await asStaff('GET', `/api/Staff/Vendor/${vendorId}`);
  expect(status).toBe(200);
  const page = api.getConsoleVendor.response.parse(body).Response;
  if (!page) throw new Error('no vendor page');
  return page;
};

const vendorInfo = async (vendor: SignedInVendor) => {
  const response = await t.app.inject({ method: 'GET', url: '/api/Vendor/Info', headers: vendor.auth });
  expect(response.statusCode).toBe(200);
  return response.json().Response;
};

const auditOf = async (vendorId: number, query = '') => {
  const { status, body } = await asStaff('GET', `/api/Staff/Vendor/${vendorId}/Audit${query}`);
  expect(status).toBe(200);
  return api.listVendorAudit.response.parse(body).Response;
};

const addContact = async (vendorId: number, flags: { isApproved: boolean }) => {
  const [row] = await t.db
    .insert(contacts)
    .values({ vendorId, email: uniqueEmail('second'), firstName: 'Sam', lastName: 'Okafor', ...flags })
    .returning();
  if (!row) throw new Error('no contact');
  return row;
};

describe('the vendor page', () => {
  it('shows every business field, contacts, engagement, assignments and certifications; 404 for an unknown id', async () => {
    const vendor = await registerAndSignIn(t, { verified: true });
    const page = await vendorPage(vendor.vendorId);
    const info = await vendorInfo(vendor);
    expect(page).toMatchObject({
      VendorId: vendor.vendorId,
      Business: info.Business,
      Verified: true,
      Locked: false,
      Contacts: info.Contacts,
      Engagement: { State: 'None', RequestedAt: null, DeclineReason: '' },
      Assignments: [],
    });
    expect(page.Certifications.map((c) => c.Id).sort()).toEqual([101, 201]);
    const unknown = await asStaff('GET', '/api/Staff/Vendor/99999999');
    expect([unknown.status, unknown.body]).toEqual([404, failure(messages.notFound)]);
  });

  it('edits the business under the §5 rules of the vendor’s own update, recorded with the fields before and after', async () => {
    const vendor = await registerAndSignIn(t);
    const { Business } = buildRegistration({ Business: { BusinessName: ' ' } });
    const refused = await asStaff('PUT', '/api/Staff/Vendor/Business', { VendorId: vendor.vendorId, Business });
    expect(refused.body).toEqual(failure(messages.organizationNameRequired));
    const before = (await vendorInfo(vendor)).Business;
    const saved = await asStaff('PUT', '/api/Staff/Vendor/Business', {
      VendorId: vendor.vendorId,
      Business: { ...before, BusinessName: 'Staff Renamed Span Co', Address: { ...before.Address, City: 'Salem' } },
    });
    expect(saved.body.Response.Business).toMatchObject({ BusinessName: 'Staff Renamed Span Co' });
    expect((await vendorInfo(vendor)).Business).toMatchObject({
      BusinessName: 'Staff Renamed Span Co',
      Address: { City: 'Salem' },
    });
    const [entry] = (await auditOf(vendor.vendorId, '?Entity=vendor&ActorKind=staff')).Items;
    expect(entry).toMatchObject({
      ActorKind: 'staff',
      ActorId: coordinator.id,
      ActorName: 'Test Coordinator',
      Entity: 'vendor',
      EntityId: vendor.vendorId,
      Action: 'update',
    });
    // Only the changed fields, before and after.
    expect(entry?.Before).toEqual({
      businessName: before.BusinessName,
      normalizedName: expect.any(String),
      city: 'Portland',
    });
    expect(entry?.After).toEqual({
      businessName: 'Staff Renamed Span Co',
      normalizedName: 'staff renamed span',
      city: 'Salem',
    });
  });

  it('locks editing: CanEditBusiness turns false for every contact and every vendor write refuses; unlocking restores it', async () => {
    const vendor = await registerAndSignIn(t, { verified: true });
    const second = await addContact(vendor.vendorId, { isApproved: true });
    const secondSignedIn = await signIn(t, second.email);
    const locked = await asStaff('POST', '/api/Staff/Vendor/Lock', { VendorId: vendor.vendorId, Locked: true });
    expect(locked.body.Response.Locked).toBe(true);
    expect(await vendorInfo(vendor)).toMatchObject({ CanEditBusiness: false, CanRequestProgramEngagement: false });
    const secondInfo = await vendorInfo({
      ...vendor,
      auth: { authorization: `Bearer ${secondSignedIn.AccessToken}` },
    });
    expect(secondInfo.CanEditBusiness).toBe(false);
    const { Business } = buildRegistration();
    const writes = [
      { method: 'PUT' as const, url: '/api/Vendor/Update', payload: { VendorId: vendor.vendorId, Business } },
      {
        method: 'POST' as const,
        url: '/api/Contacts/CreateContactApp',
        payload: { VendorId: vendor.vendorId, ...buildRegistration().PrimaryContact?.[0] },
      },
      { method: 'POST' as const, url: '/api/Contacts/RequestProgramAccess', payload: { VendorId: vendor.vendorId } },
      {
        method: 'POST' as const,
        url: '/api/Contacts/MakePrimaryApp',
        payload: { VendorId: vendor.vendorId, ContactId: second.id },
      },
    ];
    for (const write of writes) {
      const answer = await t.app.inject({ ...write, headers: vendor.auth });
      expect([write.url, answer.statusCode, answer.json()]).toEqual([write.url, 403, failure(messages.accessDenied)]);
    }
    // Staff still edit a locked vendor.
    const staffEdit = await asStaff('PUT', '/api/Staff/Vendor/Business', {
      VendorId: vendor.vendorId,
      Business: { ...(await vendorInfo(vendor)).Business, DBA: 'Locked But Edited' },
    });
    expect(staffEdit.body.Success).toBe(true);
    await asStaff('POST', '/api/Staff/Vendor/Lock', { VendorId: vendor.vendorId, Locked: false });
    expect((await vendorInfo(vendor)).CanEditBusiness).toBe(true);
    const actions = (await auditOf(vendor.vendorId, '?Entity=vendor')).Items.map((entry) => entry.Action);
    expect(actions).toEqual(['unlock', 'update', 'lock']);
  });
});

describe('contacts on the vendor page', () => {
  it('approves a contact and makes it primary, recording both contacts’ changes', async () => {
    const vendor = await registerAndSignIn(t);
    const waiting = await addContact(vendor.vendorId, { isApproved: false });
    const refused = await asStaff('POST', '/api/Staff/Vendor/Contact/MakePrimary', {
      VendorId: vendor.vendorId,
      ContactId: waiting.id,
    });
    expect(refused.body).toEqual(failure(messages.primaryMustBeApproved));
    await asStaff('POST', '/api/Staff/Vendor/Contact/Approve', { VendorId: vendor.vendorId, ContactId: waiting.id });
    const page = (
      await asStaff('POST', '/api/Staff/Vendor/Contact/MakePrimary', {
        VendorId: vendor.vendorId,
        ContactId: waiting.id,
      })
    ).body.Response;
    expect(
      page.Contacts.map((c: { Id: number; PrimaryContact: boolean; Approved: boolean }) => [
        c.Id,
        c.PrimaryContact,
        c.Approved,
      ]),
    ).toEqual([
      [waiting.id, true, true],
      [vendor.contactId, false, true],
    ]);
    const entries = (await auditOf(vendor.vendorId, '?Entity=contact')).Items;
    expect(entries.map((entry) => [entry.EntityId, entry.Action, entry.Before, entry.After])).toEqual([
      [waiting.id, 'make-primary', { isPrimary: false }, { isPrimary: true }],
      [vendor.contactId, 'unmake-primary', { isPrimary: true }, { isPrimary: false }],
      [waiting.id, 'approve', { isApproved: false }, { isApproved: true }],
    ]);
  });

  it('disables a contact with a DisableDate: its token is refused and it is sent no sign-in link; enabling clears the date', async () => {
    const vendor = await registerAndSignIn(t);
    const second = await addContact(vendor.vendorId, { isApproved: true });
    const tokens = await signIn(t, second.email);
    const auth = { authorization: `Bearer ${tokens.AccessToken}` };
    expect((await t.app.inject({ method: 'GET', url: '/api/Vendor/Info', headers: auth })).statusCode).toBe(200);

    const page = (
      await asStaff('POST', '/api/Staff/Vendor/Contact/SetEnabled', {
        VendorId: vendor.vendorId,
        ContactId: second.id,
        Enabled: false,
      })
    ).body.Response;
    const disabled = page.Contacts.find((c: { Id: number }) => c.Id === second.id);
    expect(disabled).toMatchObject({ Enabled: false, DisableDate: expect.any(String) });
    expect(Math.abs(Date.parse(disabled.DisableDate) - Date.now())).toBeLessThan(60_000);

    expect((await t.app.inject({ method: 'GET', url: '/api/Vendor/Info', headers: auth })).statusCode).toBe(401);
    const refresh = await t.app.inject({
      method: 'POST',
      url: '/api/Auth/VendorUser/Refresh',
      payload: { RefreshToken: tokens.RefreshToken, Email: second.email },
    });
    expect(refresh.statusCode).toBe(401);
    expect((await requestLogin(t, second.email)).json().Success).toBe(true);
    await t.background.drain();
    const links = await t.db.select().from(mailOutbox).where(eq(mailOutbox.to, second.email));
    expect(links.filter((mail) => /sign-in link/i.test(mail.subject))).toHaveLength(1); // the one before disabling

    const enabled = (
      await asStaff('POST', '/api/Staff/Vendor/Contact/SetEnabled', {
        VendorId: vendor.vendorId,
        ContactId: second.id,
        Enabled: true,
      })
    ).body.Response;
    expect(enabled.Contacts.find((c: { Id: number }) => c.Id === second.id)).toMatchObject({
      Enabled: true,
      DisableDate: null,
    });
    const [entry] = (await auditOf(vendor.vendorId, '?Entity=contact')).Items;
    expect(entry).toMatchObject({ Action: 'enable', After: { isEnabled: true, disabledAt: null } });
  });

  it('keeps the primary contact enabled, and answers 404 for another vendor’s contact', async () => {
    const vendor = await registerAndSignIn(t);
    const other = await registerAndSignIn(t);
    const primary = await asStaff('POST', '/api/Staff/Vendor/Contact/SetEnabled', {
      VendorId: vendor.vendorId,
      ContactId: vendor.contactId,
      Enabled: false,
    });
    expect(primary.body).toEqual(failure(vendorStaffMessages.primaryCannotBeDisabled));
    const foreign = await asStaff('POST', '/api/Staff/Vendor/Contact/Approve', {
      VendorId: vendor.vendorId,
      ContactId: other.contactId,
    });
    expect([foreign.status, foreign.body]).toEqual([404, failure(messages.notFound)]);
  });
});

describe('program engagement and assignments', () => {
  it('declines with a reason mailed to the vendor, lets the vendor ask again, and approves', async () => {
    const vendor = await registerAndSignIn(t, { verified: true });
    const none = await asStaff('POST', '/api/Staff/Vendor/Engagement/Approve', { VendorId: vendor.vendorId });
    expect(none.body).toEqual(failure(vendorStaffMessages.noEngagementRequest));
    const ask = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/Contacts/RequestProgramAccess',
        headers: vendor.auth,
        payload: { VendorId: vendor.vendorId },
      });
    expect((await ask()).json().Success).toBe(true);
    expect((await vendorPage(vendor.vendorId)).Engagement.State).toBe('Requested');

    const blank = await asStaff('POST', '/api/Staff/Vendor/Engagement/Decline', {
      VendorId: vendor.vendorId,
      Reason: ' ',
    });
    expect(blank.body).toEqual(failure(vendorStaffMessages.declineReasonRequired));
    const declined = await asStaff('POST', '/api/Staff/Vendor/Engagement/Decline', {
      VendorId: vendor.vendorId,
      Reason: 'Please upload a current certificate of insurance first.',
    });
    expect(declined.body.Response.Engagement).toMatchObject({
      State: 'Declined',
      DeclineReason: 'Please upload a current certificate of insurance first.',
    });
    const mail = await t.smtp.waitForMail(
      (received) =>
        JSON.stringify(received.to).includes(vendor.email) && /engagement request/i.test(received.subject ?? ''),
    );
    expect(mail.text).toContain('Please upload a current certificate of insurance first.');
    expect(await vendorInfo(vendor)).toMatchObject({
      CanRequestProgramEngagement: true,
      HasRequestedProgramEngagement: false,
      CanEngageWithProgram: false,
    });

    expect((await ask()).json().Success).toBe(true);
    expect(await vendorInfo(vendor)).toMatchObject({
      CanRequestProgramEngagement: false,
      HasRequestedProgramEngagement: true,
    });
    const approved = await asStaff('POST', '/api/Staff/Vendor/Engagement/Approve', { VendorId: vendor.vendorId });
    expect(approved.body.Response.Engagement).toMatchObject({ State: 'Approved', DeclineReason: '' });
    expect(await vendorInfo(vendor)).toMatchObject({
      CanRequestProgramEngagement: false,
      HasRequestedProgramEngagement: false,
      CanEngageWithProgram: true,
    });
    const again = await asStaff('POST', '/api/Staff/Vendor/Engagement/Approve', { VendorId: vendor.vendorId });
    expect(again.body).toEqual(failure(vendorStaffMessages.engagementAlreadyDecided));

    const entries = (await auditOf(vendor.vendorId, '?Entity=engagement')).Items;
    expect(entries.map((entry) => [entry.ActorKind, entry.Action, entry.Before.state, entry.After.state])).toEqual([
      ['staff', 'approve', 'Requested', 'Approved'],
      ['vendor-contact', 'request', 'Declined', 'Requested'],
      ['staff', 'decline', 'Requested', 'Declined'],
      ['vendor-contact', 'request', 'None', 'Requested'],
    ]);
  });

  it('adds and ends assignments; the vendor sees the current ones', async () => {
    const vendor = await registerAndSignIn(t);
    const blank = await asStaff('POST', '/api/Staff/Vendor/Assignment/Add', {
      VendorId: vendor.vendorId,
      Assignment: '',
    });
    expect(blank.body).toEqual(failure(vendorStaffMessages.assignmentRequired));
    await asStaff('POST', '/api/Staff/Vendor/Assignment/Add', {
      VendorId: vendor.vendorId,
      Assignment: 'Pier 3 survey',
    });
    const page = (
      await asStaff('POST', '/api/Staff/Vendor/Assignment/Add', { VendorId: vendor.vendorId, Assignment: 'Deck pour' })
    ).body.Response;
    expect((await vendorInfo(vendor)).Assignments.map((a: { Assignment: string }) => a.Assignment)).toEqual([
      'Pier 3 survey',
      'Deck pour',
    ]);
    const first = page.Assignments[0];
    await asStaff('POST', '/api/Staff/Vendor/Assignment/End', { VendorId: vendor.vendorId, AssignmentId: first.Id });
    expect((await vendorInfo(vendor)).Assignments.map((a: { Assignment: string }) => a.Assignment)).toEqual([
      'Deck pour',
    ]);
    expect((await vendorPage(vendor.vendorId)).Assignments.map((a) => [a.Assignment, a.Current])).toEqual([
      ['Deck pour', true],
      ['Pier 3 survey', false],
    ]);
    const twice = await asStaff('POST', '/api/Staff/Vendor/Assignment/End', {
      VendorId: vendor.vendorId,
      AssignmentId: first.Id,
    });
    expect(twice.body).toEqual(failure(vendorStaffMessages.assignmentAlreadyEnded));
    const other = await registerAndSignIn(t);
    const foreign = await asStaff('POST', '/api/Staff/Vendor/Assignment/End', {
      VendorId: other.vendorId,
      AssignmentId: first.Id,
    });
    expect(foreign.status).toBe(404);
  });
});

/** Registers a vendor named with this file's marker, so directory searches see this test's vendors only. */
const registerNamed = async (name: string, override: Record<string, unknown> = {}) => {
  const registration = buildRegistration({ Business: { BusinessName: name, ...override } });
  const answer = await t.app.inject({
    method: 'POST',
    url: '/api/vendor/submit',
    payload: { ...registration, Captcha: await solveCaptcha(t.app) },
  });
  expect(answer.json().Success).toBe(true);
  const email = registration.PrimaryContact?.[0]?.Email ?? '';
  const [contact] = await t.db.select().from(contacts).where(eq(contacts.email, email));
  if (!contact) throw new Error('no contact');
  return { vendorId: contact.vendorId, contactId: contact.id, email };
};

const directory = async (query: string) => {
  const { status, body } = await asStaff('GET', `/api/Staff/Vendors?${query}`);
  expect([status, body.Success]).toEqual([200, true]);
  return api.listConsoleVendors.response.parse(body).Response;
};

describe('the vendor directory', () => {
  const marker = `Zq${randomBytes(3).toString('hex')}`;
  let alpha: { vendorId: number; email: string };
  let beta: { vendorId: number; email: string };
  let gamma: { vendorId: number; email: string };

  beforeAll(async () => {
    alpha = await registerNamed(`Alpha ${marker} Steel`, { BusinessEnterpiseCertifications: [101] });
    beta = await registerNamed(`Beta ${marker} Concrete`, { BusinessEnterpiseCertifications: [201] });
    gamma = await registerNamed(`Gamma ${marker} Paving`, { BusinessEnterpiseCertifications: [] });
    await t.db.execute(sql`update vendors set verified_at = now() where id = ${beta.vendorId}`);
  });

  it('finds vendors by part of the name, a misspelt name, a contact’s e-mail and a contact’s name', async () => {
    expect((await directory(`Search=${marker}`)).Items.map((row) => row.VendorId)).toEqual([
      alpha.vendorId,
      beta.vendorId,
      gamma.vendorId,
    ]);
    expect(
      (await directory(`Search=${encodeURIComponent(`alpha ${marker} steal`)}`)).Items.map((row) => row.VendorId),
    ).toEqual([alpha.vendorId]);
    expect(
      (await directory(`Search=${encodeURIComponent(gamma.email.toUpperCase())}`)).Items.map((row) => row.VendorId),
    ).toEqual([gamma.vendorId]);
    await t.db
      .update(contacts)
      .set({ lastName: `Moreau${marker}` })
      .where(eq(contacts.email, beta.email));
    expect(
      (await directory(`Search=${encodeURIComponent(`dana moreau${marker}`)}`)).Items.map((row) => row.VendorId),
    ).toEqual([beta.vendorId]);
    const [business] = await t.db.select({ email: vendors.email }).from(vendors).where(eq(vendors.id, alpha.vendorId));
    expect(
      (await directory(`Search=${encodeURIComponent(business?.email.slice(0, 12) ?? '')}`)).Items.map(
        (row) => row.VendorId,
      ),
    ).toEqual([alpha.vendorId]);
    expect((await directory('Search=%25_%25')).Total).toBe(0);
  });

  it('filters by verification, certification, engagement, needs reply and contacts awaiting approval', async () => {
    const ids = async (query: string) =>
      (await directory(`Search=${marker}&${query}`)).Items.map((row) => row.VendorId);
    expect(await ids('Verified=true')).toEqual([beta.vendorId]);
    expect(await ids('Verified=false')).toEqual([alpha.vendorId, gamma.vendorId]);
    expect(await ids('CertificationId=101')).toEqual([alpha.vendorId]);
    expect(await ids('MissingRequiredDocuments=true')).toEqual([alpha.vendorId, beta.vendorId, gamma.vendorId]);

    const [chat] = await t.db.insert(chats).values({ vendorId: gamma.vendorId, subject: 'Question' }).returning();
    if (!chat) throw new Error('no chat');
    await t.db.insert(chatMessages).values({ chatId: chat.id, chatType: 2, authorName: 'Dana Rivera', body: 'Hello?' });
    expect(await ids('NeedsReply=true')).toEqual([gamma.vendorId]);
    await t.db.insert(chatMessages).values({ chatId: chat.id, chatType: 1, authorName: 'Morgan Blake', body: 'Hi!' });
    expect(await ids('NeedsReply=true')).toEqual([]);

    await addContact(alpha.vendorId, { isApproved: false });
    expect(await ids('ContactsAwaitingApproval=true')).toEqual([alpha.vendorId]);
    const [row] = (await directory(`Search=${marker}&ContactsAwaitingApproval=true`)).Items;
    expect(row).toMatchObject({ ContactsAwaitingApproval: 1, Certifications: [expect.any(String)], State: 'Oregon' });

    await t.db.execute(sql`insert into engagement_requests (vendor_id) values (${beta.vendorId})`);
    expect(await ids('Engagement=Requested')).toEqual([beta.vendorId]);
    expect(await ids('Engagement=None')).toEqual([alpha.vendorId, gamma.vendorId]);
  });

  it('sorts and pages', async () => {
    const first = await directory(`Search=${marker}&Sort=Name&Descending=true&PageSize=2`);
    expect(first).toMatchObject({ Total: 3, Page: 1, PageSize: 2 });
    expect(first.Items.map((row) => row.VendorId)).toEqual([gamma.vendorId, beta.vendorId]);
    const second = await directory(`Search=${marker}&Sort=Name&Descending=true&PageSize=2&Page=2`);
    expect(second.Items.map((row) => row.VendorId)).toEqual([alpha.vendorId]);
    const byCreation = await directory(`Search=${marker}&Sort=Created&Descending=true`);
    expect(byCreation.Items.map((row) => row.VendorId)).toEqual([gamma.vendorId, beta.vendorId, alpha.vendorId]);
    await asStaff('POST', '/api/Staff/Vendor/Lock', { VendorId: beta.vendorId, Locked: true });
    const byActivity = await directory(`Search=${marker}&Sort=LastActivity&Descending=true`);
    expect(byActivity.Items[0]?.VendorId).toBe(beta.vendorId);
    await asStaff('POST', '/api/Staff/Vendor/Lock', { VendorId: beta.vendorId, Locked: false });
  });

  it('pages every vendor, the later pages read from the end, with the counted total', async () => {
    for (const filter of ['Sort=Name', 'Sort=Created&Descending=true', 'Verified=false&Sort=LastActivity']) {
      const all = await directory(`${filter}&PageSize=100`);
      expect(all.Total).toBe(all.Items.length);
      const paged = [];
      for (let page = 1; page <= Math.ceil(all.Total / 2) + 1; page += 1) {
        const answer = await directory(`${filter}&PageSize=2&Page=${page}`);
        expect(answer.Total).toBe(all.Total);
        paged.push(...answer.Items.map((row) => row.VendorId));
      }
      expect(paged).toEqual(all.Items.map((row) => row.VendorId));
    }
  });

  it('answers 400 naming the field for a filter value it does not know', async () => {
    for (const query of ['Verified=yes', 'Sort=Size', 'PageSize=1000', 'Engagement=Maybe', 'Page=0']) {
      const { status, body } = await asStaff('GET', `/api/Staff/Vendors?${query}`);
      expect([query, status, body.Success]).toEqual([query, 400, false]);
      expect(body.ErrorMessage).toContain(query.split('=')[0]);
    }
  });

  it('exports the filtered list as a CSV download, formulas neutralized', async () => {
    const evil = await registerNamed(`=HYPERLINK("http://evil.example") ${marker}`, { DBA: '@SUM(A1)' });
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/Staff/Vendors/Export?Search=${marker}&Sort=Created`,
      headers: coordinator.auth,
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toMatch(/^attachment; filename="vendors-\d{4}-\d{2}-\d{2}\.csv"/);
    const lines = response.body.split('\r\n');
    expect(lines[0]).toBe(
      'Vendor id,Business name,DBA,Business e-mail,Primary contact,Primary contact e-mail,City,State,Verified,Engagement,Certifications,Missing required documents,Needs reply,Contacts awaiting approval,Editing locked,Registered,Last activity',
    );
    expect(lines.at(-1)).toBe('');
    expect(lines).toHaveLength(1 + 4 + 1);
    expect(lines[1]?.startsWith(`${alpha.vendorId},Alpha ${marker} Steel,Cascade Works,`)).toBe(true);
    expect(lines[4]).toContain(`${evil.vendorId},"'=HYPERLINK(""http://evil.example"") ${marker}",'@SUM(A1),`);
    const verifiedOnly = await t.app.inject({
      method: 'GET',
      url: `/api/Staff/Vendors/Export?Search=${marker}&Verified=true`,
      headers: coordinator.auth,
    });
    expect(
      verifiedOnly.body
        .split('\r\n')
        .slice(1, -1)
        .map((line) => Number(line.split(',')[0])),
    ).toEqual([beta.vendorId]);
  });
});

describe('the dashboard', () => {
  it('counts what needs staff, each with the directory filter that lists it', async () => {
    const before = (await asStaff('GET', '/api/Staff/VendorDashboard')).body.Response;
    const vendor = await registerAndSignIn(t, { verified: true });
    await addContact(vendor.vendorId, { isApproved: false });
    await t.app.inject({
      method: 'POST',
      url: '/api/Contacts/RequestProgramAccess',
      headers: vendor.auth,
      payload: { VendorId: vendor.vendorId },
    });
    await t.app.inject({
      method: 'POST',
      url: '/api/Chat/New',
      headers: vendor.auth,
      payload: { Subject: 'Hello', Message: 'Any news?' },
    });
    await registerAndSignIn(t);
    const { body } = await asStaff('GET', '/api/Staff/VendorDashboard');
    const after = api.getVendorDashboard.response.parse(body).Response;
    expect(after.AwaitingVerification.Count - before.AwaitingVerification.Count).toBe(1);
    expect(after.EngagementRequests.Count - before.EngagementRequests.Count).toBe(1);
    expect(after.ChatsAwaitingReply.Count - before.ChatsAwaitingReply.Count).toBe(1);
    expect(after.ContactsAwaitingApproval.Count - before.ContactsAwaitingApproval.Count).toBe(1);
    expect(after.DocumentsAwaitingReview.Count).toBe(before.DocumentsAwaitingReview.Count);
    // Each tile's filter lists exactly the vendors it counts.
    for (const tile of [after.AwaitingVerification, after.EngagementRequests]) {
      const listed = await directory(new URLSearchParams(tile.Filter).toString());
      expect(listed.Total).toBe(tile.Count);
    }
    const needsReply = await directory(new URLSearchParams(after.ChatsAwaitingReply.Filter).toString());
    expect(needsReply.Items.map((row) => row.VendorId)).toContain(vendor.vendorId);
    const awaiting = await directory(new URLSearchParams(after.ContactsAwaitingApproval.Filter).toString());
    expect(awaiting.Items.map((row) => row.VendorId)).toContain(vendor.vendorId);
  });
});

describe('the audit trail', () => {
  it('records vendor contacts’ own changes with the fields before and after', async () => {
    const vendor = await registerAndSignIn(t, { verified: true });
    const { Business } = await vendorInfo(vendor);
    await t.app.inject({
      method: 'PUT',
      url: '/api/Vendor/Update',
      headers: vendor.auth,
      payload: {
        VendorId: vendor.vendorId,
        Business: { ...Business, Website: 'new.example', BusinessEnterpiseCertifications: [301] },
      },
    });
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/Contacts/CreateContactApp',
      headers: vendor.auth,
      payload: {
        VendorId: vendor.vendorId,
        Email: uniqueEmail('added'),
        FirstName: 'Lee',
        LastName: 'Chen',
        Title: 'PM',
        PhoneNumber: 0,
      },
    });
    const contactId = created.json().Response.Id;
    await t.app.inject({
      method: 'PUT',
      url: '/api/Contacts/UpdateContactApp',
      headers: vendor.auth,
      payload: {
        Id: contactId,
        Email: 'ignored@example.com',
        FirstName: 'Lee',
        LastName: 'Chen-Park',
        Title: 'PM',
        PhoneNumber: 0,
      },
    });
    const audit = await auditOf(vendor.vendorId);
    const name = (await vendorInfo(vendor)).Contacts.find((c: { Id: number }) => c.Id === vendor.contactId);
    expect(
      audit.Items.map((entry) => [entry.ActorKind, entry.ActorId, entry.ActorName, entry.Entity, entry.Action]),
    ).toEqual([
      ['vendor-contact', vendor.contactId, `${name.FirstName} ${name.LastName}`, 'contact', 'update'],
      ['vendor-contact', vendor.contactId, `${name.FirstName} ${name.LastName}`, 'contact', 'create'],
      ['vendor-contact', vendor.contactId, `${name.FirstName} ${name.LastName}`, 'vendor', 'update'],
    ]);
    expect(audit.Items[0]).toMatchObject({
      EntityId: contactId,
      Before: { lastName: 'Chen' },
      After: { lastName: 'Chen-Park' },
    });
    expect(audit.Items[1]?.After).toMatchObject({ firstName: 'Lee', lastName: 'Chen', isApproved: true });
    expect(audit.Items[2]).toMatchObject({
      Before: { website: 'cascadebridge.example.com', certificationIds: [101, 201] },
      After: { website: 'new.example', certificationIds: [301] },
    });
  });

  it('filters by entity, actor kind and time, newest first, in pages', async () => {
    const vendor = await registerAndSignIn(t);
    for (const description of ['One', 'Two', 'Three']) {
      await asStaff('POST', '/api/Staff/Vendor/Assignment/Add', { VendorId: vendor.vendorId, Assignment: description });
    }
    const [latest] = await t.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.vendorId, vendor.vendorId))
      .orderBy(sql`${auditEvents.id} desc`)
      .limit(1);
    const pageOne = await auditOf(vendor.vendorId, '?Entity=assignment&PageSize=2');
    expect(pageOne).toMatchObject({ Total: 3, Page: 1, PageSize: 2 });
    expect(pageOne.Items.map((entry) => entry.After.description)).toEqual(['Three', 'Two']);
    const pageTwo = await auditOf(vendor.vendorId, '?Entity=assignment&PageSize=2&Page=2');
    expect(pageTwo.Items.map((entry) => entry.After.description)).toEqual(['One']);
    expect((await auditOf(vendor.vendorId, '?ActorKind=vendor-contact')).Total).toBe(0);
    const at = latest?.createdAt.toISOString() ?? '';
    expect((await auditOf(vendor.vendorId, `?From=${encodeURIComponent(at)}`)).Items.map((e) => e.Id)).toEqual([
      latest?.id,
    ]);
    expect((await auditOf(vendor.vendorId, `?To=${encodeURIComponent(at)}`)).Total).toBe(2);
    const bad = await asStaff('GET', `/api/Staff/Vendor/${vendor.vendorId}/Audit?From=yesterday`);
    expect([bad.status, bad.body.Success]).toEqual([400, false]);
  });

  it('cannot be changed or deleted, even by SQL', async () => {
    const vendor = await registerAndSignIn(t);
    await asStaff('POST', '/api/Staff/Vendor/Lock', { VendorId: vendor.vendorId, Locked: true });
    const where = and(eq(auditEvents.vendorId, vendor.vendorId));
    await expect(t.db.update(auditEvents).set({ action: 'forged' }).where(where)).rejects.toThrow();
    await expect(t.db.delete(auditEvents).where(where)).rejects.toThrow();
    const rows = await t.db.select().from(auditEvents).where(where);
    expect(rows.map((row) => row.action)).toEqual(['lock']);
  });

  it('records nothing for a refused change', async () => {
    const vendor = await registerAndSignIn(t);
    await asStaff('POST', '/api/Staff/Vendor/Assignment/Add', { VendorId: vendor.vendorId, Assignment: '  ' });
    await asStaff('POST', '/api/Staff/Vendor/Contact/SetEnabled', {
      VendorId: vendor.vendorId,
      ContactId: vendor.contactId,
      Enabled: false,
    });
    expect((await auditOf(vendor.vendorId)).Total).toBe(0);
  });
});
