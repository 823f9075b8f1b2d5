import { api, type Endpoint, failure, messages } from '@bridgehub/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chatMessages, chats, contacts, vendors } from '../db/schema.ts';
import { signJwt } from '../infra/tokens/jwt.ts';
import { createTestApp, type TestApp } from '../test/app.ts';
import { uniqueEmail } from '../test/factories.ts';
import { multipart, registerAndSignIn, SAMPLE_FILES, type SignedInVendor } from '../test/session.ts';

/**
 * DESIGN.md §7: every vendor-scoped query is filtered by the signed-in contact's vendor. A second signed-in vendor
 * (B) tries every endpoint that takes an id or acts on a vendor against the first vendor's (A) objects.
 */
let t: TestApp;
let a: SignedInVendor;
let b: SignedInVendor;
const secrets: string[] = [];
const ids = {
  requestId: 0,
  attachmentId: 0,
  pendingAttachmentId: 0,
  chatId: 0,
  contactId: 0,
  contactEmail: '',
  bRequestId: 0,
};

beforeAll(async () => {
  t = await createTestApp();
  a = await registerAndSignIn(t, { verified: true });
  b = await registerAndSignIn(t, { verified: true });
  const upload = async (name: string) => {
    const body = multipart(name, SAMPLE_FILES.pdf);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/Attachment/New',
      headers: { ...a.auth, ...body.headers },
      payload: body.payload,
    });
    return response.json().Response as number;
  };
  const infoOf = async (vendor: SignedInVendor) =>
    (await t.app.inject({ method: 'GET', url: '/api/Vendor/Info', headers: vendor.auth })).json().Response;
  const infoA = await infoOf(a);
  ids.requestId = infoA.RequestedAttachments[0].RequestId;
  ids.bRequestId = (await infoOf(b)).RequestedAttachments[0].RequestId;
  ids.attachmentId = await upload('a-secret-w9.pdf');
  await t.app.inject({
    method: 'POST',
    url: '/api/Attachment/AttachToRequest',
    headers: a.auth,
    payload: { RequestId: ids.requestId, Attachments: [{ AttachmentId: ids.attachmentId, DocumentTypeId: 1 }] },
  });
  ids.pendingAttachmentId = await upload('a-secret-pending.pdf');
  const [chat] = await t.db.insert(chats).values({ vendorId: a.vendorId, subject: 'A secret subject' }).returning();
  ids.chatId = chat?.id ?? 0;
  await t.db
    .insert(chatMessages)
    .values({ chatId: ids.chatId, chatType: 1, authorName: 'Staff', body: 'A secret message' });
  ids.contactEmail = uniqueEmail('a-secret-contact');
  const [contact] = await t.db
    .insert(contacts)
    .values({
      vendorId: a.vendorId,
      email: ids.contactEmail,
      firstName: 'Secretfirst',
      lastName: 'Secretlast',
      isApproved: false,
    })
    .returning();
  ids.contactId = contact?.id ?? 0;
  const [vendorA] = await t.db.select().from(vendors).where(eq(vendors.id, a.vendorId));
  secrets.push(
    a.email,
    ids.contactEmail,
    'Secretfirst',
    'a-secret-w9.pdf',
    'A secret subject',
    'A secret message',
    vendorA?.businessName ?? '?',
  );
});
afterAll(() => t.close());

const contactOf = (override: Record<string, unknown> = {}) => ({
  Email: uniqueEmail('x'),
  FirstName: 'Mallory',
  LastName: 'Intruder',
  PhoneNumber: 0,
  ...override,
});

type Attempt = { name: string; method: 'GET' | 'POST' | 'PUT'; url: string; payload?: unknown };

const attempts = (): Attempt[] => [
  { name: 'ViewContact of A', method: 'GET', url: `/api/Contacts/ViewContact/${ids.contactId}` },
  {
    name: 'UpdateContactApp of A',
    method: 'PUT',
    url: '/api/Contacts/UpdateContactApp',
    payload: { ...contactOf(), Id: ids.contactId },
  },
  {
    name: 'CreateContactApp for A',
    method: 'POST',
    url: '/api/Contacts/CreateContactApp',
    payload: { ...contactOf(), VendorId: a.vendorId },
  },
  {
    name: 'ApproveAccessApp for A',
    method: 'POST',
    url: '/api/Contacts/ApproveAccessApp',
    payload: { VendorID: a.vendorId, ContactEmail: ids.contactEmail },
  },
  {
    name: "ApproveAccessApp of A's contact as B",
    method: 'POST',
    url: '/api/Contacts/ApproveAccessApp',
    payload: { VendorID: b.vendorId, ContactEmail: ids.contactEmail },
  },
  {
    name: 'MakePrimaryApp for A',
    method: 'POST',
    url: '/api/Contacts/MakePrimaryApp',
    payload: { VendorId: a.vendorId, ContactId: ids.contactId },
  },
  {
    name: "MakePrimaryApp of A's contact as B",
    method: 'POST',
    url: '/api/Contacts/MakePrimaryApp',
    payload: { VendorId: b.vendorId, ContactId: a.contactId },
  },
  {
    name: 'RequestProgramAccess for A',
    method: 'POST',
    url: '/api/Contacts/RequestProgramAccess',
    payload: { VendorId: a.vendorId },
  },
  {
    name: 'Vendor/Update of A',
    method: 'PUT',
    url: '/api/Vendor/Update',
    payload: { VendorId: a.vendorId, Business: {} },
  },
  { name: 'Attachment/Get of A', method: 'GET', url: `/api/Attachment/Get?attachmentId=${ids.attachmentId}` },
  {
    name: "Attachment/Get of A's pending upload",
    method: 'GET',
    url: `/api/Attachment/Get?attachmentId=${ids.pendingAttachmentId}`,
  },
  {
    name: 'RequestAttachment of A',
    method: 'POST',
    url: '/api/Attachment/RequestAttachment',
    payload: { RequestId: ids.requestId },
  },
  {
    name: "AttachToRequest to A's request",
    method: 'POST',
    url: '/api/Attachment/AttachToRequest',
    payload: { RequestId: ids.requestId, Attachments: [{ AttachmentId: ids.pendingAttachmentId, DocumentTypeId: 1 }] },
  },
  {
    name: "AttachToRequest of A's upload to B's request",
    method: 'POST',
    url: '/api/Attachment/AttachToRequest',
    payload: { RequestId: ids.bRequestId, Attachments: [{ AttachmentId: ids.pendingAttachmentId, DocumentTypeId: 1 }] },
  },
  {
    name: 'AttachDocument for A',
    method: 'POST',
    url: '/api/Attachment/AttachDocument',
    payload: { VendorId: a.vendorId, Attachments: [{ AttachmentId: ids.pendingAttachmentId, DocumentTypeId: 1 }] },
  },
  {
    name: "AttachDocument of A's upload as B",
    method: 'POST',
    url: '/api/Attachment/AttachDocument',
    payload: { VendorId: b.vendorId, Attachments: [{ AttachmentId: ids.pendingAttachmentId, DocumentTypeId: 1 }] },
  },
  {
    name: "Chat/Vendor in A's thread",
    method: 'POST',
    url: '/api/Chat/Vendor',
    payload: { ChatId: ids.chatId, Message: 'hi' },
  },
];

describe('a second vendor against the first vendor’s objects', () => {
  it('answers 403 or 404 to every attempt, with none of the first vendor’s data', async () => {
    for (const attempt of attempts()) {
      const response = await t.app.inject({
        method: attempt.method,
        url: attempt.url,
        headers: b.auth,
        ...(attempt.payload ? { payload: attempt.payload as object } : {}),
      });
      expect([403, 404], `${attempt.name} answered ${response.statusCode}: ${response.body}`).toContain(
        response.statusCode,
      );
      expect(response.json()).toEqual(failure(response.statusCode === 403 ? messages.accessDenied : messages.notFound));
      for (const secret of secrets) expect(response.body, attempt.name).not.toContain(secret);
    }
  });

  it('left the first vendor’s objects as they were', async () => {
    const info = (await t.app.inject({ method: 'GET', url: '/api/Vendor/Info', headers: a.auth })).json().Response;
    expect(info.Chats[0].ChatMessages).toHaveLength(1);
    expect(info.AdditionalAttachments).toEqual([]);
    expect(info.RequestedAttachments[0].Attachments).toHaveLength(1);
    expect(info.HasRequestedProgramEngagement).toBe(false);
    expect(info.Contacts.find((c: { Id: number }) => c.Id === ids.contactId)).toMatchObject({
      Approved: false,
      PrimaryContact: false,
    });
    expect(info.Contacts.find((c: { Id: number }) => c.Id === a.contactId)).toMatchObject({ PrimaryContact: true });
    expect(info.Contacts).toHaveLength(2);
  });

  it('shows the second vendor only its own data in Info, List, a new thread and an upload', async () => {
    const bodies = [
      (await t.app.inject({ method: 'GET', url: '/api/Vendor/Info', headers: b.auth })).body,
      (await t.app.inject({ method: 'GET', url: '/api/Vendor/List', headers: b.auth })).body,
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/Chat/New',
          headers: b.auth,
          payload: { Subject: 'B', Message: 'B' },
        })
      ).body,
    ];
    for (const body of bodies) for (const secret of secrets) expect(body).not.toContain(secret);
  });
});

const authEndpoints = Object.entries(api).filter(([, endpoint]) => (endpoint as Endpoint).auth === 'vendor') as [
  string,
  Endpoint,
][];

describe('every signed-in endpoint without a valid token', () => {
  it('covers the hub’s endpoints', () => {
    expect(authEndpoints.map(([key]) => key)).toEqual(
      expect.arrayContaining([
        'getVendorInfo',
        'updateVendor',
        'uploadAttachment',
        'getAttachment',
        'viewContact',
        'startChat',
      ]),
    );
  });

  it.each(authEndpoints)(
    '%s answers 401 with no token, an expired token and a tampered token',
    async (_key, endpoint) => {
      const now = Math.floor(Date.now() / 1000);
      const [, payload] = a.tokens.AccessToken.split('.');
      const claims = JSON.parse(Buffer.from(payload ?? '', 'base64url').toString());
      const expired = signJwt(t.config.jwtSecret, { ...claims, iat: now - 7200, exp: now - 1 });
      const tampered = `${a.tokens.AccessToken.slice(0, -4)}AAAA`;
      const url = `${endpoint.path.replace(':id', String(ids.contactId))}${endpoint.query ? `?attachmentId=${ids.attachmentId}` : ''}`;
      for (const authorization of [undefined, `Bearer ${expired}`, `Bearer ${tampered}`]) {
        const response = await t.app.inject({
          method: endpoint.method,
          url,
          headers: authorization ? { authorization } : {},
          ...(endpoint.body ? { payload: {} } : {}),
        });
        expect(response.statusCode).toBe(401);
        expect(response.json()).toEqual(failure(messages.notSignedIn));
        for (const secret of secrets) expect(response.body).not.toContain(secret);
      }
    },
  );
});
