import { randomBytes } from 'node:crypto';
import { failure, messages, vendorStaffMessages } from '@bridgehub/contract';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents, chatMessages, chats, contacts, mailOutbox, vendors } from '../../db/schema.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { buildRegistration, solveCaptcha, uniqueEmail } from '../../test/factories.ts';
import type { BodyOf, QueryOf } from '../../test/inject.ts';
import { registerAndSignIn, type SignedInVendor, signIn } from '../../test/session.ts';
import { newSignedInStaff, type SignedInStaff } from '../../test/staff-session.ts';

let t: TestApp;
let coordinator: SignedInStaff;
beforeAll(async () => {
  t = await createTestApp();
  coordinator = await newSignedInStaff(t, 'Coordinator');
});
afterAll(() => t.close());

const vendorPage = async (vendorId: number) => {
  const { status, body } = await t.inject('getStaffVendor', { as: coordinator, params: { vendorId } });
  expect(status).toBe(200);
  if (!body.Response) throw new Error('no vendor page');
  return body.Response;
};

const vendorInfo = async (vendor: SignedInVendor) => {
  const { status, body } = await t.inject('getVendorInfo', { as: vendor });
  expect(status).toBe(200);
  if (!body.Response) throw new Error('no vendor info');
  return body.Response;
};

const auditOf = async (vendorId: number, query: QueryOf<'listVendorAudit'> = {}) => {
  const { status, body } = await t.inject('listVendorAudit', { as: coordinator, params: { vendorId }, query });
  expect(status).toBe(200);
  return body.Response;
};

/** A vendor page write as the coordinator: the answer's vendor page. */
const lock = (vendorId: number, Locked: boolean) =>
  t.inject('setVendorLock', { as: coordinator, params: { vendorId }, body: { Locked } });
const setContactEnabled = (vendorId: number, contactId: number, Enabled: boolean) =>
  t.inject('setVendorContactEnabled', { as: coordinator, params: { vendorId, contactId }, body: { Enabled } });
const createAssignment = (vendorId: number, Assignment: string) =>
  t.inject('createAssignment', { as: coordinator, params: { vendorId }, body: { Assignment } });

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
    const unknown = await t.inject('getStaffVendor', { as: coordinator, params: { vendorId: 99999999 } });
    expect([unknown.status, unknown.body]).toEqual([404, failure(messages.notFound)]);
  });

  it('edits the business under the §5 rules of the vendor’s own update, recorded with the fields before and after', async () => {
    const vendor = await registerAndSignIn(t);
    const { Business } = buildRegistration({ Business: { BusinessName: ' ' } });
    const update = (body: BodyOf<'updateStaffVendor'>) =>
      t.inject('updateStaffVendor', { as: coordinator, params: { vendorId: vendor.vendorId }, body });
    const refused = await update({ Business });
    expect(refused.body).toEqual(failure(messages.organizationNameRequired));
    const before = (await vendorInfo(vendor)).Business;
    const saved = await update({
      Business: { ...before, BusinessName: 'Staff Renamed Span Co', Address: { ...before.Address, City: 'Salem' } },
    });
    expect(saved.body.Response?.Business).toMatchObject({ BusinessName: 'Staff Renamed Span Co' });
    expect((await vendorInfo(vendor)).Business).toMatchObject({
      BusinessName: 'Staff Renamed Span Co',
      Address: { City: 'Salem' },
    });
    const [entry] = (await auditOf(vendor.vendorId, { Entity: 'vendor', ActorKind: 'staff' })).Items;
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
    const locked = await lock(vendor.vendorId, true);
    expect(locked.body.Response?.Locked).toBe(true);
    expect(await vendorInfo(vendor)).toMatchObject({ CanEditBusiness: false, CanRequestProgramEngagement: false });
    const secondInfo = await vendorInfo({
      ...vendor,
      auth: { authorization: `Bearer ${secondSignedIn.AccessToken}` },
    });
    expect(secondInfo.CanEditBusiness).toBe(false);
    const { Business } = buildRegistration();
    const VendorId = vendor.vendorId;
    const writes = [
      ['updateVendor', await t.inject('updateVendor', { as: vendor, body: { VendorId, Business } })],
      [
        'createContact',
        await t.inject('createContact', {
          as: vendor,
          body: { VendorId, ...buildRegistration().PrimaryContact?.[0] },
        }),
      ],
      ['requestProgramAccess', await t.inject('requestProgramAccess', { as: vendor, body: { VendorId } })],
      [
        'makePrimaryContact',
        await t.inject('makePrimaryContact', { as: vendor, body: { VendorId, ContactId: second.id } }),
      ],
    ] as const;
    for (const [key, answer] of writes) {
      expect([key, answer.status, answer.body]).toEqual([key, 403, failure(messages.accessDenied)]);
    }
    // Staff still edit a locked vendor.
    const staffEdit = await t.inject('updateStaffVendor', {
      as: coordinator,
      params: { vendorId: VendorId },
      body: { Business: { ...(await vendorInfo(vendor)).Business, DBA: 'Locked But Edited' } },
    });
    expect(staffEdit.body.Success).toBe(true);
    await lock(vendor.vendorId, false);
    expect((await vendorInfo(vendor)).CanEditBusiness).toBe(true);
    const actions = (await auditOf(vendor.vendorId, { Entity: 'vendor' })).Items.map((entry) => entry.Action);
    expect(actions).toEqual(['unlock', 'update', 'lock']);
  });
});

describe('contacts on the vendor page', () => {
  it('approves a contact and makes it primary, recording both contacts’ changes', async () => {
    const vendor = await registerAndSignIn(t);
    const waiting = await addContact(vendor.vendorId, { isApproved: false });
    const params = { vendorId: vendor.vendorId, contactId: waiting.id };
    const refused = await t.inject('makeVendorContactPrimary', { as: coordinator, params });
    expect(refused.body).toEqual(failure(messages.primaryMustBeApproved));
    await t.inject('approveVendorContact', { as: coordinator, params });
    const page = (await t.inject('makeVendorContactPrimary', { as: coordinator, params })).body.Response;
    expect(page?.Contacts.map((c) => [c.Id, c.PrimaryContact, c.Approved])).toEqual([
      [waiting.id, true, true],
      [vendor.contactId, false, true],
    ]);
    const entries = (await auditOf(vendor.vendorId, { Entity: 'contact' })).Items;
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
    const asSecond = { auth: { authorization: `Bearer ${tokens.AccessToken}` } };
    expect((await t.inject('getVendorInfo', { as: asSecond })).status).toBe(200);

    const page = (await setContactEnabled(vendor.vendorId, second.id, false)).body.Response;
    const disabled = page?.Contacts.find((c) => c.Id === second.id);
    expect(disabled).toMatchObject({ Enabled: false, DisableDate: expect.any(String) });
    expect(Math.abs(Date.parse(disabled?.DisableDate ?? '') - Date.now())).toBeLessThan(60_000);

    expect((await t.inject('getVendorInfo', { as: asSecond })).status).toBe(401);
    const refresh = await t.inject('refreshLogin', {
      body: { RefreshToken: tokens.RefreshToken, Email: second.email },
    });
    expect(refresh.status).toBe(401);
    expect((await t.inject('requestLogin', { query: { email: second.email } })).body.Success).toBe(true);
    await t.background.drain();
    const links = await t.db.select().from(mailOutbox).where(eq(mailOutbox.to, second.email));
    expect(links.filter((mail) => /sign-in link/i.test(mail.subject))).toHaveLength(1); // the one before disabling

    const enabled = (await setContactEnabled(vendor.vendorId, second.id, true)).body.Response;
    expect(enabled?.Contacts.find((c) => c.Id === second.id)).toMatchObject({
      Enabled: true,
      DisableDate: null,
    });
    const [entry] = (await auditOf(vendor.vendorId, { Entity: 'contact' })).Items;
    expect(entry).toMatchObject({ Action: 'enable', After: { isEnabled: true, disabledAt: null } });
  });

  it('keeps the primary contact enabled, and answers 404 for another vendor’s contact', async () => {
    const vendor = await registerAndSignIn(t);
    const other = await registerAndSignIn(t);
    const primary = await setContactEnabled(vendor.vendorId, vendor.contactId, false);
    expect(primary.body).toEqual(failure(vendorStaffMessages.primaryCannotBeDisabled));
    const foreign = await t.inject('approveVendorContact', {
      as: coordinator,
      params: { vendorId: vendor.vendorId, contactId: other.contactId },
    });
    expect([foreign.status, foreign.body]).toEqual([404, failure(messages.notFound)]);
  });
});

describe('program engagement and assignments', () => {
  it('declines with a reason mailed to the vendor, lets the vendor ask again, and approves', async () => {
    const vendor = await registerAndSignIn(t, { verified: true });
    const params = { vendorId: vendor.vendorId };
    const approve = () => t.inject('approveEngagement', { as: coordinator, params });
    const decline = (Reason: string) => t.inject('declineEngagement', { as: coordinator, params, body: { Reason } });
    const none = await approve();
    expect(none.body).toEqual(failure(vendorStaffMessages.noEngagementRequest));
    const ask = () => t.inject('requestProgramAccess', { as: vendor, body: { VendorId: vendor.vendorId } });
    expect((await ask()).body.Success).toBe(true);
    expect((await vendorPage(vendor.vendorId)).Engagement.State).toBe('Requested');

    const blank = await decline(' ');
    expect(blank.body).toEqual(failure(vendorStaffMessages.declineReasonRequired));
    const declined = await decline('Please upload a current certificate of insurance first.');
    expect(declined.body.Response?.Engagement).toMatchObject({
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

    expect((await ask()).body.Success).toBe(true);
    expect(await vendorInfo(vendor)).toMatchObject({
      CanRequestProgramEngagement: false,
      HasRequestedProgramEngagement: true,
    });
    const approved = await approve();
    expect(approved.body.Response?.Engagement).toMatchObject({ State: 'Approved', DeclineReason: '' });
    expect(await vendorInfo(vendor)).toMatchObject({
      CanRequestProgramEngagement: false,
      HasRequestedProgramEngagement: false,
      CanEngageWithProgram: true,
    });
    const again = await approve();
    expect(again.body).toEqual(failure(vendorStaffMessages.engagementAlreadyDecided));

    const entries = (await auditOf(vendor.vendorId, { Entity: 'engagement' })).Items;
    expect(entries.map((entry) => [entry.ActorKind, entry.Action, entry.Before.state, entry.After.state])).toEqual([
      ['staff', 'approve', 'Requested', 'Approved'],
      ['vendor-contact', 'request', 'Declined', 'Requested'],
      ['staff', 'decline', 'Requested', 'Declined'],
      ['vendor-contact', 'request', 'None', 'Requested'],
    ]);
  });

  it('adds and ends assignments; the vendor sees the current ones', async () => {
    const vendor = await registerAndSignIn(t);
    const blank = await createAssignment(vendor.vendorId, '');
    expect(blank.body).toEqual(failure(vendorStaffMessages.assignmentRequired));
    await createAssignment(vendor.vendorId, 'Pier 3 survey');
    const page = (await createAssignment(vendor.vendorId, 'Deck pour')).body.Response;
    expect((await vendorInfo(vendor)).Assignments.map((a) => a.Assignment)).toEqual(['Pier 3 survey', 'Deck pour']);
    const assignmentId = page?.Assignments[0]?.Id ?? 0;
    const end = (vendorId: number) =>
      t.inject('endAssignment', { as: coordinator, params: { vendorId, assignmentId } });
    await end(vendor.vendorId);
    expect((await vendorInfo(vendor)).Assignments.map((a) => a.Assignment)).toEqual(['Deck pour']);
    expect((await vendorPage(vendor.vendorId)).Assignments.map((a) => [a.Assignment, a.Current])).toEqual([
      ['Deck pour', true],
      ['Pier 3 survey', false],
    ]);
    const twice = await end(vendor.vendorId);
    expect(twice.body).toEqual(failure(vendorStaffMessages.assignmentAlreadyEnded));
    const other = await registerAndSignIn(t);
    const foreign = await end(other.vendorId);
    expect(foreign.status).toBe(404);
  });
});

/** Registers a vendor named with this file's marker, so directory searches see this test's vendors only. */
const registerNamed = async (name: string, override: Record<string, unknown> = {}) => {
  const registration = buildRegistration({ Business: { BusinessName: name, ...override } });
  const answer = await t.inject('submitVendor', {
    body: { ...registration, Captcha: await solveCaptcha(t.app) },
  });
  expect(answer.body.Success).toBe(true);
  const email = registration.PrimaryContact?.[0]?.Email ?? '';
  const [contact] = await t.db.select().from(contacts).where(eq(contacts.email, email));
  if (!contact) throw new Error('no contact');
  return { vendorId: contact.vendorId, contactId: contact.id, email };
};

const directory = async (query: QueryOf<'listStaffVendors'>) => {
  const { status, body } = await t.inject('listStaffVendors', { as: coordinator, query });
  expect([status, body.Success]).toEqual([200, true]);
  return body.Response;
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
    const found = async (Search: string) => (await directory({ Search })).Items.map((row) => row.VendorId);
    expect(await found(marker)).toEqual([alpha.vendorId, beta.vendorId, gamma.vendorId]);
    expect(await found(`alpha ${marker} steal`)).toEqual([alpha.vendorId]);
    expect(await found(gamma.email.toUpperCase())).toEqual([gamma.vendorId]);
    await t.db
      .update(contacts)
      .set({ lastName: `Moreau${marker}` })
      .where(eq(contacts.email, beta.email));
    expect(await found(`dana moreau${marker}`)).toEqual([beta.vendorId]);
    const [business] = await t.db.select({ email: vendors.email }).from(vendors).where(eq(vendors.id, alpha.vendorId));
    expect(await found(business?.email.slice(0, 12) ?? '')).toEqual([alpha.vendorId]);
    expect((await directory({ Search: '%_%' })).Total).toBe(0);
  });

  it('filters by verification, certification, engagement, needs reply and contacts awaiting approval', async () => {
    const ids = async (query: QueryOf<'listStaffVendors'>) =>
      (await directory({ Search: marker, ...query })).Items.map((row) => row.VendorId);
    expect(await ids({ Verified: 'true' })).toEqual([beta.vendorId]);
    expect(await ids({ Verified: 'false' })).toEqual([alpha.vendorId, gamma.vendorId]);
    expect(await ids({ CertificationId: 101 })).toEqual([alpha.vendorId]);
    expect(await ids({ MissingRequiredDocuments: 'true' })).toEqual([alpha.vendorId, beta.vendorId, gamma.vendorId]);

    const [chat] = await t.db.insert(chats).values({ vendorId: gamma.vendorId, subject: 'Question' }).returning();
    if (!chat) throw new Error('no chat');
    await t.db.insert(chatMessages).values({ chatId: chat.id, chatType: 2, authorName: 'Dana Rivera', body: 'Hello?' });
    expect(await ids({ NeedsReply: 'true' })).toEqual([gamma.vendorId]);
    await t.db.insert(chatMessages).values({ chatId: chat.id, chatType: 1, authorName: 'Morgan Blake', body: 'Hi!' });
    expect(await ids({ NeedsReply: 'true' })).toEqual([]);

    await addContact(alpha.vendorId, { isApproved: false });
    expect(await ids({ ContactsAwaitingApproval: 'true' })).toEqual([alpha.vendorId]);
    const [row] = (await directory({ Search: marker, ContactsAwaitingApproval: 'true' })).Items;
    expect(row).toMatchObject({ ContactsAwaitingApproval: 1, Certifications: [expect.any(String)], State: 'Oregon' });

    await t.db.execute(sql`insert into engagement_requests (vendor_id) values (${beta.vendorId})`);
    expect(await ids({ Engagement: 'Requested' })).toEqual([beta.vendorId]);
    expect(await ids({ Engagement: 'None' })).toEqual([alpha.vendorId, gamma.vendorId]);
  });

  it('sorts and pages', async () => {
    const byName = { Search: marker, Sort: 'Name', Descending: 'true', PageSize: 2 };
    const first = await directory(byName);
    expect(first).toMatchObject({ Total: 3, Page: 1, PageSize: 2 });
    expect(first.Items.map((row) => row.VendorId)).toEqual([gamma.vendorId, beta.vendorId]);
    const second = await directory({ ...byName, Page: 2 });
    expect(second.Items.map((row) => row.VendorId)).toEqual([alpha.vendorId]);
    const byCreation = await directory({ Search: marker, Sort: 'Created', Descending: 'true' });
    expect(byCreation.Items.map((row) => row.VendorId)).toEqual([gamma.vendorId, beta.vendorId, alpha.vendorId]);
    await lock(beta.vendorId, true);
    const byActivity = await directory({ Search: marker, Sort: 'LastActivity', Descending: 'true' });
    expect(byActivity.Items[0]?.VendorId).toBe(beta.vendorId);
    await lock(beta.vendorId, false);
  });

  it('pages every vendor, the later pages read from the end, with the counted total', async () => {
    const filters: QueryOf<'listStaffVendors'>[] = [
      { Sort: 'Name' },
      { Sort: 'Created', Descending: 'true' },
      { Verified: 'false', Sort: 'LastActivity' },
    ];
    for (const filter of filters) {
      const all = await directory({ ...filter, PageSize: 100 });
      expect(all.Total).toBe(all.Items.length);
      const paged = [];
      for (let page = 1; page <= Math.ceil(all.Total / 2) + 1; page += 1) {
        const answer = await directory({ ...filter, PageSize: 2, Page: page });
        expect(answer.Total).toBe(all.Total);
        paged.push(...answer.Items.map((row) => row.VendorId));
      }
      expect(paged).toEqual(all.Items.map((row) => row.VendorId));
    }
  });

  it('answers 400 naming the field for a filter value it does not know', async () => {
    const queries = [{ Verified: 'yes' }, { Sort: 'Size' }, { PageSize: 1000 }, { Engagement: 'Maybe' }, { Page: 0 }];
    for (const query of queries) {
      const { status, body } = await t.inject('listStaffVendors', { as: coordinator, query });
      expect([query, status, body.Success]).toEqual([query, 400, false]);
      expect(body.ErrorMessage).toContain(Object.keys(query)[0]);
    }
  });

  it('exports the filtered list as a CSV download, formulas neutralized', async () => {
    const evil = await registerNamed(`=HYPERLINK("http://evil.example") ${marker}`, { DBA: '@SUM(A1)' });
    const response = await t.inject('exportStaffVendors', {
      as: coordinator,
      query: { Search: marker, Sort: 'Created' },
    });
    expect(response.status).toBe(200);
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
    const verifiedOnly = await t.inject('exportStaffVendors', {
      as: coordinator,
      query: { Search: marker, Verified: 'true' },
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
    const dashboard = async () => (await t.inject('getVendorDashboard', { as: coordinator })).body.Response;
    const before = await dashboard();
    const vendor = await registerAndSignIn(t, { verified: true });
    await addContact(vendor.vendorId, { isApproved: false });
    await t.inject('requestProgramAccess', { as: vendor, body: { VendorId: vendor.vendorId } });
    await t.inject('startChat', { as: vendor, body: { Subject: 'Hello', Message: 'Any news?' } });
    await registerAndSignIn(t);
    const after = await dashboard();
    expect(after.AwaitingVerification.Count - before.AwaitingVerification.Count).toBe(1);
    expect(after.EngagementRequests.Count - before.EngagementRequests.Count).toBe(1);
    expect(after.ChatsAwaitingReply.Count - before.ChatsAwaitingReply.Count).toBe(1);
    expect(after.ContactsAwaitingApproval.Count - before.ContactsAwaitingApproval.Count).toBe(1);
    expect(after.DocumentsAwaitingReview.Count).toBe(before.DocumentsAwaitingReview.Count);
    // Each tile's filter lists exactly the vendors it counts.
    for (const tile of [after.AwaitingVerification, after.EngagementRequests]) {
      const listed = await directory(tile.Filter);
      expect(listed.Total).toBe(tile.Count);
    }
    const needsReply = await directory(after.ChatsAwaitingReply.Filter);
    expect(needsReply.Items.map((row) => row.VendorId)).toContain(vendor.vendorId);
    const awaiting = await directory(after.ContactsAwaitingApproval.Filter);
    expect(awaiting.Items.map((row) => row.VendorId)).toContain(vendor.vendorId);
  });
});

describe('the audit trail', () => {
  it('records vendor contacts’ own changes with the fields before and after', async () => {
    const vendor = await registerAndSignIn(t, { verified: true });
    const { Business } = await vendorInfo(vendor);
    await t.inject('updateVendor', {
      as: vendor,
      body: {
        VendorId: vendor.vendorId,
        Business: { ...Business, Website: 'new.example', BusinessEnterpiseCertifications: [301] },
      },
    });
    const created = await t.inject('createContact', {
      as: vendor,
      body: {
        VendorId: vendor.vendorId,
        Email: uniqueEmail('added'),
        FirstName: 'Lee',
        LastName: 'Chen',
        Title: 'PM',
        PhoneNumber: 0,
      },
    });
    const contactId = created.body.Response?.Id ?? 0;
    await t.inject('updateContact', {
      as: vendor,
      body: {
        Id: contactId,
        Email: 'ignored@example.com',
        FirstName: 'Lee',
        LastName: 'Chen-Park',
        Title: 'PM',
        PhoneNumber: 0,
      },
    });
    const audit = await auditOf(vendor.vendorId);
    const name = (await vendorInfo(vendor)).Contacts.find((c) => c.Id === vendor.contactId);
    const fullName = `${name?.FirstName} ${name?.LastName}`;
    expect(
      audit.Items.map((entry) => [entry.ActorKind, entry.ActorId, entry.ActorName, entry.Entity, entry.Action]),
    ).toEqual([
      ['vendor-contact', vendor.contactId, fullName, 'contact', 'update'],
      ['vendor-contact', vendor.contactId, fullName, 'contact', 'create'],
      ['vendor-contact', vendor.contactId, fullName, 'vendor', 'update'],
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
      await createAssignment(vendor.vendorId, description);
    }
    const [latest] = await t.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.vendorId, vendor.vendorId))
      .orderBy(sql`${auditEvents.id} desc`)
      .limit(1);
    const pageOne = await auditOf(vendor.vendorId, { Entity: 'assignment', PageSize: 2 });
    expect(pageOne).toMatchObject({ Total: 3, Page: 1, PageSize: 2 });
    expect(pageOne.Items.map((entry) => entry.After.description)).toEqual(['Three', 'Two']);
    const pageTwo = await auditOf(vendor.vendorId, { Entity: 'assignment', PageSize: 2, Page: 2 });
    expect(pageTwo.Items.map((entry) => entry.After.description)).toEqual(['One']);
    expect((await auditOf(vendor.vendorId, { ActorKind: 'vendor-contact' })).Total).toBe(0);
    const at = latest?.createdAt.toISOString() ?? '';
    expect((await auditOf(vendor.vendorId, { From: at })).Items.map((e) => e.Id)).toEqual([latest?.id]);
    expect((await auditOf(vendor.vendorId, { To: at })).Total).toBe(2);
    const bad = await t.inject('listVendorAudit', {
      as: coordinator,
      params: { vendorId: vendor.vendorId },
      query: { From: 'yesterday' },
    });
    expect([bad.status, bad.body.Success]).toEqual([400, false]);
  });

  it('cannot be changed or deleted, even by SQL', async () => {
    const vendor = await registerAndSignIn(t);
    await lock(vendor.vendorId, true);
    const where = and(eq(auditEvents.vendorId, vendor.vendorId));
    await expect(t.db.update(auditEvents).set({ action: 'forged' }).where(where)).rejects.toThrow();
    await expect(t.db.delete(auditEvents).where(where)).rejects.toThrow();
    const rows = await t.db.select().from(auditEvents).where(where);
    expect(rows.map((row) => row.action)).toEqual(['lock']);
  });

  it('records nothing for a refused change', async () => {
    const vendor = await registerAndSignIn(t);
    await createAssignment(vendor.vendorId, '  ');
    await setContactEnabled(vendor.vendorId, vendor.contactId, false);
    expect((await auditOf(vendor.vendorId)).Total).toBe(0);
  });
});
