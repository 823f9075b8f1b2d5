import { documentMessages, failure, messages } from '@bridgehub/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { attachmentRequests, auditEvents, vendors } from '../../db/schema.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import type { BodyOf } from '../../test/inject.ts';
import { registerAndSignIn, SAMPLE_FILES, type SignedInVendor, uploadFile } from '../../test/session.ts';
import { newSignedInStaff, type SignedInStaff } from '../../test/staff-session.ts';
import { hasMissingRequiredDocuments } from './missing-documents.ts';

/** Document requests and review in the staff console, seen by the vendor through its own endpoints. */
let t: TestApp;
let coordinator: SignedInStaff;
beforeAll(async () => {
  t = await createTestApp();
  coordinator = await newSignedInStaff(t, 'Coordinator');
});
afterAll(() => t.close());

const W9 = 'IRS Form W-9 (signed, current year)';

const info = async (vendor: SignedInVendor) => {
  const hub = (await t.inject('getVendorInfo', { as: vendor })).body.Response;
  if (!hub) throw new Error('no vendor info');
  return hub;
};

/** The vendor's request of this id, or the first one. */
const requestOf = async (vendor: SignedInVendor, requestId?: number) => {
  const requests = (await info(vendor)).RequestedAttachments;
  const request = requestId === undefined ? requests[0] : requests.find((r) => r.RequestId === requestId);
  if (!request) throw new Error('no such request');
  return request;
};

const requestDocument = (vendorId: number, body: BodyOf<'requestDocument'>, staff: SignedInStaff = coordinator) =>
  t.inject('requestDocument', { as: staff, params: { vendorId }, body });

const review = (documentId: number, Decision: string, Note = '') =>
  t.inject('reviewDocument', { as: coordinator, params: { documentId }, body: { Decision, Note } });

const staffDocuments = (vendorId: number) => t.inject('listVendorDocuments', { as: coordinator, params: { vendorId } });

/** Uploads a PDF and files it under the request, as the hub's upload dialog does. */
const submitFile = async (vendor: SignedInVendor, requestId: number, fileName = 'bond.pdf') => {
  const uploaded = (await uploadFile(t, vendor, fileName, SAMPLE_FILES.pdf)).json().Response as number;
  const attached = await t.inject('attachToRequest', {
    as: vendor,
    body: {
      RequestId: requestId,
      Attachments: [{ AttachmentId: uploaded, AttachmentName: fileName, DocumentTypeId: 1, OtherDocumentType: '' }],
    },
  });
  expect(attached.body.Success).toBe(true);
  return uploaded;
};

const mailTo = (email: string, subject: RegExp) =>
  t.smtp.waitForMail((mail) => JSON.stringify(mail.to ?? '').includes(email) && subject.test(mail.subject ?? ''));

const awaitingReview = async (query = { page: 1, pageSize: 100 }) =>
  (await t.inject('listDocumentsAwaitingReview', { as: coordinator, query })).body.Response;

describe('requesting a document', () => {
  it('shows the request in the vendor Files tab and banner, and mails the vendor contacts', async () => {
    const vendor = await registerAndSignIn(t);
    const answer = await requestDocument(vendor.vendorId, {
      Description: ' Performance bond ',
      DocumentTypeId: 1,
      Required: true,
      DueDate: '2027-03-31',
    });
    expect(answer.body).toMatchObject({
      Success: true,
      Response: {
        Description: 'Performance bond',
        Required: true,
        DueDate: '2027-03-31',
        DocumentTypeId: 1,
        DocumentType: 'IRS Form W-9',
        Attachments: [],
      },
    });
    const requestId = answer.body.Response?.RequestId ?? 0;
    const hub = await info(vendor);
    expect(hub.RequestedAttachments).toContainEqual({
      Description: 'Performance bond',
      Required: true,
      RequestId: requestId,
      Attachments: [],
      DueDate: '2027-03-31',
    });
    expect(hub.MissingRequiredDocuments).toBe(true);
    expect(hub.MissingRequiredDocumentDisplay).toBe(`Missing required documents: ${W9}, Performance bond`);
    const mail = await mailTo(vendor.email, /requests a document: Performance bond/);
    expect(mail.text).toContain('This document is required.');
    expect(mail.text).toContain('Please upload it by March 31, 2027.');
    const [stored] = await t.db.select().from(attachmentRequests).where(eq(attachmentRequests.id, requestId));
    expect(stored?.requestedByStaffId).toBe(coordinator.id);
  });

  it('refuses an empty description, an impossible date, an unknown type or vendor, and a malformed date', async () => {
    const vendor = await registerAndSignIn(t);
    const base = { Description: 'Bond', Required: false };
    const request = (override: Partial<BodyOf<'requestDocument'>>) =>
      requestDocument(vendor.vendorId, { ...base, ...override });
    expect((await request({ Description: '   ' })).body).toEqual(failure(documentMessages.descriptionRequired));
    expect((await request({ DueDate: '2027-02-30' })).body).toEqual(failure(documentMessages.dueDateInvalid));
    expect((await request({ DocumentTypeId: 555 })).body).toEqual(failure(messages.documentTypeRequired));
    const unknownVendor = await requestDocument(999_999, base);
    expect(unknownVendor.status).toBe(404);
    const malformed = await request({ DueDate: 'next week' });
    expect(malformed.status).toBe(400);
    expect(malformed.body.ErrorMessage).toContain('body.DueDate');
    expect((await info(vendor)).RequestedAttachments).toHaveLength(2);
  });

  it('is refused to a check-in volunteer', async () => {
    const vendor = await registerAndSignIn(t);
    const volunteer = await newSignedInStaff(t, 'CheckInVolunteer');
    const answer = await requestDocument(vendor.vendorId, { Description: 'Bond', Required: true }, volunteer);
    expect(answer.status).toBe(403);
  });
});

describe('reviewing a file', () => {
  it('counts a required request as missing until it holds a file that is not rejected', async () => {
    const vendor = await registerAndSignIn(t);
    const requestId =
      (await requestDocument(vendor.vendorId, { Description: 'Bonding letter', Required: true })).body.Response
        ?.RequestId ?? 0;
    expect((await info(vendor)).MissingRequiredDocumentDisplay).toContain('Bonding letter');

    const fileId = await submitFile(vendor, requestId);
    const submitted = await info(vendor);
    expect(submitted.MissingRequiredDocumentDisplay).toBe(`Missing required documents: ${W9}`);
    expect(submitted.RequestedAttachments.find((r) => r.RequestId === requestId)).toMatchObject({
      Attachments: [{ Id: fileId, ReviewStatus: 'AwaitingReview', ReviewNote: '' }],
    });

    expect((await review(fileId, 'Rejected', '  ')).body).toEqual(failure(documentMessages.rejectionReasonRequired));
    const rejected = await review(fileId, 'Rejected', 'The letter is not signed.');
    expect(rejected.body.Response).toMatchObject({ Id: fileId, ReviewStatus: 'Rejected' });
    const afterRejection = await info(vendor);
    expect(afterRejection.MissingRequiredDocuments).toBe(true);
    expect(afterRejection.MissingRequiredDocumentDisplay).toBe(`Missing required documents: ${W9}, Bonding letter`);
    const staffView = await staffDocuments(vendor.vendorId);
    expect(staffView.body.Response?.MissingDocuments).toEqual([W9, 'Bonding letter']);
    const request = afterRejection.RequestedAttachments.find((r) => r.RequestId === requestId);
    expect(request?.Attachments).toEqual([
      {
        Id: fileId,
        FileName: 'bond.pdf',
        AttachmentType: 'IRS Form W-9',
        ReviewStatus: 'Rejected',
        ReviewNote: 'The letter is not signed.',
      },
    ]);
    const rejectionMail = await mailTo(vendor.email, /was not accepted: bond\.pdf/);
    expect(rejectionMail.text).toContain('The reason: The letter is not signed.');

    // §7: RequestAttachment answers the request as it is, with each file's review.
    const one = await t.inject('requestAttachment', { as: vendor, body: { RequestId: requestId } });
    expect(one.body).toMatchObject({ Success: true, Response: request });
    const stranger = await registerAndSignIn(t);
    const notTheirs = await t.inject('requestAttachment', { as: stranger, body: { RequestId: requestId } });
    expect(notTheirs.body).toMatchObject({ Success: false, Response: null });

    const corrected = await submitFile(vendor, requestId, 'bond-signed.pdf');
    expect((await info(vendor)).MissingRequiredDocumentDisplay).toBe(`Missing required documents: ${W9}`);
    expect((await review(corrected, 'Accepted')).body.Response).toMatchObject({ ReviewStatus: 'Accepted' });
    await mailTo(vendor.email, /was accepted: bond-signed\.pdf/);
    expect((await awaitingReview()).Items.map((item) => item.Id)).not.toContain(corrected);

    // Requests and reviews are in the vendor's audit trail, by the staff member, with the fields before and after.
    const trail = await t.db.select().from(auditEvents).where(eq(auditEvents.vendorId, vendor.vendorId));
    const entry = (entity: string, action: string, entityId: number) =>
      trail.filter((row) => row.entity === entity && row.action === action && row.entityId === entityId);
    expect(entry('attachment-request', 'request', requestId)).toMatchObject([
      { actorKind: 'staff', actorId: coordinator.id, after: { Description: 'Bonding letter', Required: true } },
    ]);
    expect(entry('attachment', 'review', fileId)).toMatchObject([
      {
        actorKind: 'staff',
        before: { ReviewStatus: 'AwaitingReview' },
        after: { ReviewStatus: 'Rejected', ReviewNote: 'The letter is not signed.' },
      },
    ]);
    expect(entry('attachment', 'review', corrected)).toHaveLength(1);
  });

  it('agrees with the SQL rule the directory and dashboard use', async () => {
    const vendor = await registerAndSignIn(t);
    const missingOf = async () => {
      const [row] = await t.db
        .select({ isMissing: hasMissingRequiredDocuments(vendors.id) })
        .from(vendors)
        .where(eq(vendors.id, vendor.vendorId));
      return row?.isMissing;
    };
    expect(await missingOf()).toBe(true);
    const w9 = (await info(vendor)).RequestedAttachments.find((r) => r.Required);
    await submitFile(vendor, w9?.RequestId ?? 0, 'w9.pdf');
    expect({ sql: await missingOf(), hub: (await info(vendor)).MissingRequiredDocuments }).toEqual({
      sql: false,
      hub: false,
    });
  });

  it('lists files awaiting review across vendors, oldest first, with vendor and request', async () => {
    const first = await registerAndSignIn(t);
    const second = await registerAndSignIn(t);
    const firstW9 = (await requestOf(first)).RequestId;
    const secondW9 = (await requestOf(second)).RequestId;
    const older = await submitFile(first, firstW9, 'older.pdf');
    const newer = await submitFile(second, secondW9, 'newer.pdf');
    const queue = await awaitingReview();
    const ids = queue.Items.map((item) => item.Id);
    expect(ids.indexOf(older)).toBeLessThan(ids.indexOf(newer));
    expect(queue.Items.find((item) => item.Id === older)).toMatchObject({
      VendorId: first.vendorId,
      RequestId: firstW9,
      RequestDescription: W9,
      ReviewStatus: 'AwaitingReview',
      SubmittedBy: expect.stringMatching(/\S \S/),
    });
    expect(queue.Total).toBe(queue.Items.length);
    const secondPage = await awaitingReview({ page: 2, pageSize: 1 });
    expect(secondPage).toMatchObject({ Page: 2, PageSize: 1, Items: [{ Id: ids[1] }] });
  });

  it('does not review a pending upload nor an unknown file', async () => {
    const vendor = await registerAndSignIn(t);
    const pending = (await uploadFile(t, vendor, 'pending.pdf', SAMPLE_FILES.pdf)).json().Response as number;
    expect((await review(pending, 'Accepted')).status).toBe(404);
    expect((await review(999_999, 'Accepted')).status).toBe(404);
    expect((await review(pending, 'AwaitingReview')).status).toBe(400);
  });
});

describe("a vendor's documents for staff", () => {
  it("lists any vendor's requests and files, and serves each file as the vendor download does", async () => {
    const vendor = await registerAndSignIn(t);
    const w9 = (await requestOf(vendor)).RequestId;
    const fileId = await submitFile(vendor, w9, 'w9 signed.pdf');
    const documents = await staffDocuments(vendor.vendorId);
    expect(documents.body.Response).toMatchObject({
      VendorId: vendor.vendorId,
      Requests: [
        { RequestId: w9, Description: W9, Required: true, Attachments: [{ Id: fileId, FileName: 'w9 signed.pdf' }] },
        { Description: 'Certificate of insurance', Required: false, Attachments: [] },
      ],
      AdditionalDocuments: [],
      // The W-9 holds a file awaiting review, so nothing required is missing.
      MissingDocuments: [],
    });

    const staffDownload = await t.inject('getVendorDocument', { as: coordinator, params: { documentId: fileId } });
    const vendorDownload = await t.inject('getAttachment', { as: vendor, query: { attachmentId: fileId } });
    expect(staffDownload.status).toBe(200);
    expect(staffDownload.rawPayload).toEqual(SAMPLE_FILES.pdf);
    const headers = (answer: { headers: typeof staffDownload.headers }) => ({
      type: answer.headers['content-type'],
      disposition: answer.headers['content-disposition'],
      nosniff: answer.headers['x-content-type-options'],
      cache: answer.headers['cache-control'],
    });
    expect(headers(staffDownload)).toEqual(headers(vendorDownload));
    expect(headers(staffDownload).disposition).toContain('attachment;');

    const missing = await t.inject('getVendorDocument', { as: coordinator, params: { documentId: 999_999 } });
    expect(missing.status).toBe(404);
    expect(missing.body).toEqual(failure(messages.notFound));
    expect((await staffDocuments(999_999)).status).toBe(404);
  });
});
