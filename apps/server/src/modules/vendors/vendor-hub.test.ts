import { failure, messages, ok } from '@bridgehub/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assignments, engagementRequests, vendors } from '../../db/schema.ts';
import { DEMO_CONTACTS, seedDatabase } from '../../db/seed.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { buildRegistration } from '../../test/factories.ts';
import { registerAndSignIn, type SignedInVendor, signIn } from '../../test/session.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const getInfo = async (vendor: SignedInVendor) => {
  const response = await t.app.inject({ method: 'GET', url: '/api/Vendor/Info', headers: vendor.auth });
  expect(response.statusCode).toBe(200);
  return response.json().Response;
};

const update = (vendor: SignedInVendor, payload: unknown) =>
  t.app.inject({ method: 'PUT', url: '/api/Vendor/Update', headers: vendor.auth, payload: payload as object });

describe('GET /api/Vendor/Info', () => {
  it('answers the vendor of the signed-in contact with its flags, requests, contacts and engagement state', async () => {
    const vendor = await registerAndSignIn(t);
    const info = await getInfo(vendor);
    expect(info).toMatchObject({
      VendorId: vendor.vendorId,
      HasVerified: false,
      CanEditBusiness: true,
      CanRequestProgramEngagement: false,
      HasRequestedProgramEngagement: false,
      CanEngageWithProgram: false,
      MissingRequiredDocuments: true,
      MissingRequiredDocumentDisplay: `${messages.missingRequiredDocuments}: IRS Form W-9 (signed, current year)`,
      AdditionalAttachments: [],
      Chats: [],
      Assignments: [],
    });
    expect(info.RequestedAttachments).toEqual([
      expect.objectContaining({ Description: 'IRS Form W-9 (signed, current year)', Required: true, Attachments: [] }),
      expect.objectContaining({ Description: 'Certificate of insurance', Required: false, Attachments: [] }),
    ]);
    expect(info.Contacts).toEqual([
      expect.objectContaining({ Email: vendor.email, PrimaryContact: true, Approved: true }),
    ]);
    expect(info.PrimaryContact).toEqual(info.Contacts);
    expect(info.Business).toMatchObject({
      Address: { StateId: 38, State: 'Oregon', Zip: '97201' },
      BusinessClassification: 2,
    });
    expect(info.Business.BusinessClassificationName).not.toBe('');
  });

  it('shows engagement as requested, then as engaged once staff approve; assignments only while current', async () => {
    const vendor = await registerAndSignIn(t, { verified: true });
    expect((await getInfo(vendor)).CanRequestProgramEngagement).toBe(true);
    await t.db.insert(engagementRequests).values({ vendorId: vendor.vendorId });
    expect(await getInfo(vendor)).toMatchObject({
      CanRequestProgramEngagement: false,
      HasRequestedProgramEngagement: true,
    });
    await t.db
      .update(engagementRequests)
      .set({ approvedAt: new Date() })
      .where(eq(engagementRequests.vendorId, vendor.vendorId));
    expect(await getInfo(vendor)).toMatchObject({ HasRequestedProgramEngagement: false, CanEngageWithProgram: true });
    await t.db.insert(assignments).values([
      { vendorId: vendor.vendorId, description: 'Current work' },
      { vendorId: vendor.vendorId, description: 'Finished work', isCurrent: false },
    ]);
    expect((await getInfo(vendor)).Assignments).toEqual([{ Id: expect.any(Number), Assignment: 'Current work' }]);
  });

  it('shows the demo vendor of a fresh database with content in every tab', async () => {
    const fresh = await createTestApp();
    await seedDatabase(fresh.db, { seedDemo: true });
    const tokens = await signIn(fresh, DEMO_CONTACTS.primary);
    const response = await fresh.app.inject({
      method: 'GET',
      url: '/api/Vendor/Info',
      headers: { authorization: `Bearer ${tokens.AccessToken}` },
    });
    await fresh.close();
    const info = response.json().Response;
    expect(info.HasVerified).toBe(true);
    expect(info.Assignments.length).toBeGreaterThan(0);
    expect(info.RequestedAttachments.length).toBeGreaterThan(0);
    expect(info.Chats[0].ChatMessages.map((m: { ChatType: number }) => m.ChatType)).toEqual([1, 2, 1]);
    expect(info.Contacts.map((c: { Approved: boolean; Enabled: boolean }) => [c.Approved, c.Enabled])).toContainEqual([
      false,
      true,
    ]);
    expect(info.Contacts.map((c: { Enabled: boolean }) => c.Enabled)).toContain(false);
  });
});

describe('GET /api/Vendor/List and GET /api/DocumentType', () => {
  it('lists only the caller’s own vendor record', async () => {
    const vendor = await registerAndSignIn(t);
    await registerAndSignIn(t);
    const response = await t.app.inject({ method: 'GET', url: '/api/Vendor/List', headers: vendor.auth });
    const list = response.json().Response;
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({ Id: vendor.vendorId, PrimaryContact: [{ Email: vendor.email }] });
  });

  it('lists the document types with Other (-1) last, without a sign-in', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/DocumentType' });
    const types = response.json().Response;
    expect(types.length).toBeGreaterThan(3);
    expect(types.at(-1)).toEqual({ Id: -1, Name: 'Other' });
  });
});

describe('PUT /api/Vendor/Update', () => {
  it('updates the business and its certifications', async () => {
    const vendor = await registerAndSignIn(t);
    const { Business } = buildRegistration({
      Business: {
        BusinessName: 'Renamed Bridge Co',
        Website: 'https://renamed.example',
        BusinessEnterpiseCertifications: [301],
      },
    });
    const response = await update(vendor, { VendorId: vendor.vendorId, Business, PrimaryContact: [] });
    expect(response.json()).toEqual(ok(null));
    const info = await getInfo(vendor);
    expect(info.Business).toMatchObject({
      BusinessName: 'Renamed Bridge Co',
      Website: 'renamed.example',
      BusinessEnterpiseCertifications: [301],
    });
    const [row] = await t.db.select().from(vendors).where(eq(vendors.id, vendor.vendorId));
    expect(row?.normalizedName).toBe('renamed bridge');
  });

  it('answers the §5 messages and the lookup checks of registration', async () => {
    const vendor = await registerAndSignIn(t);
    const cases: [Record<string, unknown>, string][] = [
      [{ BusinessName: ' ' }, messages.organizationNameRequired],
      [{ Description: '' }, messages.descriptionRequired],
      [{ Address: { StateId: 0 } }, messages.stateRequired],
      [{ Address: { StateId: 999 } }, messages.stateRequired],
      [{ BusinessClassification: 999 }, messages.taxClassificationRequired],
    ];
    for (const [override, message] of cases) {
      const { Business } = buildRegistration({ Business: override });
      const response = await update(vendor, { VendorId: vendor.vendorId, Business });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual(failure(message));
    }
  });

  it('refuses another vendor’s id with 403 and changes nothing', async () => {
    const vendor = await registerAndSignIn(t);
    const other = await registerAndSignIn(t);
    const { Business } = buildRegistration({ Business: { BusinessName: 'Hijacked' } });
    const response = await update(vendor, { VendorId: other.vendorId, Business });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual(failure(messages.accessDenied));
    expect((await getInfo(other)).Business.BusinessName).not.toBe('Hijacked');
  });

  it('answers 400, never 500, to malformed bodies', async () => {
    const vendor = await registerAndSignIn(t);
    const { Business } = buildRegistration();
    for (const payload of [
      {},
      { VendorId: 'one', Business },
      { VendorId: vendor.vendorId, Business: { ...Business, BusinessName: 'x'.repeat(10_000) } },
      { VendorId: 99_999_999_999, Business },
      { VendorId: vendor.vendorId, Business: { ...Business, PhoneNumber: 'abc' } },
    ]) {
      expect((await update(vendor, payload)).statusCode).toBe(400);
    }
    const withUnknown = await update(vendor, {
      VendorId: vendor.vendorId,
      Business: { ...Business, Evil: 1 },
      Extra: true,
    });
    expect(withUnknown.json()).toEqual(ok(null));
  });
});
