import { documentMessages, failure, messages } from '@bridgehub/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { attachmentRequests, auditEvents, vendors } from '../../db/schema.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { registerAndSignIn, SAMPLE_FILES, type SignedInVendor, uploadFile } from '../../test/session.ts';
import { newSignedInStaff, post, type SignedInStaff } from '../../test/staff-session.ts';
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

const info = async (vendor: SignedInVendor) =>
  (await t.app.inject({ method: 'GET', url: '/api/Vendor/Info', headers: vendor.auth })).json().Response;

const requestDocument = (payload: Record<string, unknown>, staff: SignedInStaff = coordinator) =>
  post(t, '/api/Staff/Documents/Request', payload, staff.auth);

const review = (AttachmentId: number, Decision: string, Note = '') =>
  post(t, '/api/Staff/Documents/Review', { AttachmentId, Decision, Note }, coordinator.auth);

/** Uploads a PDF and files it under the request, as the hub's upload dialog does. */
const submitFile = async (vendor: SignedInVendor, requestId: number, fileName = 'bond.pdf') => {
  const uploaded = (await uploadFile(t, vendor, fileName, SAMPLE_FILES.pdf)).json().Response as number;
  const attached = await t.app.inject({
    method: 'POST',
    url: '/api/Attachment/AttachToRequest',
    headers: vendor.auth,
    payload: {
      RequestId: requestId,
      Attachments: [{ AttachmentId: uploaded, AttachmentName: fileName, DocumentTypeId: 1, OtherDocumentType: '' }],
    },
  });
  expect(attached.json().Success).toBe(true);
  return uploaded;
};

const mailTo = (email: string, subject: RegExp) =>
  t.smtp.waitForMail((mail) => JSON.stringify(mail.to ?? '').includes(email) && subject.test(mail.subject ?? ''));

const awaitingReview = async () =>
  (
    await t.app.inject({
      method: 'GET',
      url: '/api/Staff/Documents/AwaitingReview?pageSize=100',
      headers: coordinator.auth,
    })
  ).json().Response;

describe('requesting a document', () => {
  it('shows the request in the vendor Files tab and banner, and mails the vendor contacts', async () => {
    const vendor = await registerAndSignIn(t);
    const answer = await requestDocument({
      VendorId: vendor.vendorId,
      Description: ' Performance bond ',
      DocumentTypeId: 1,
      Required: true,
      DueDate: '2027-03-31',
    });
    expect(answer.json()).toMatchObject({
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
    const requestId = answer.json().Response.RequestId;
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
    expect(mail.text).toContain('Please upload it by 2027-03-31.');
    const [stored] = await t.db.select().from(attachmentRequests).where(eq(attachmentRequests.id, requestId));
    expect(stored?.requestedByStaffId).toBe(coordinator.id);
  });

  it('refuses an empty description, an impossible date, an unknown type or vendor, and a malformed date', async () => {
    const vendor = await registerAndSignIn(t);
    const base = { VendorId: vendor.vendorId, Description: 'Bond', Required: false };
    expect((await requestDocument({ ...base, Description: '   ' })).json()).toEqual(
      failure(documentMessages.descriptionRequired),
    );
    expect((await requestDocument({ ...base, DueDate: '2027-02-30' })).json()).toEqual(
      failure(documentMessages.dueDateInvalid),
    );
    expect((await requestDocument({ ...base, DocumentTypeId: 555 })).json()).toEqual(
      failure(messages.documentTypeRequired),
    );
    const unknownVendor = await requestDocument({ ...base, VendorId: 999_999 });
    expect(unknownVendor.statusCode).toBe(404);
    const malformed = await requestDocument({ ...base, DueDate: 'next week' });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().ErrorMessage).toContain('body.DueDate');
    expect((await info(vendor)).RequestedAttachments).toHaveLength(2);
  });

  it('is refused to a check-in volunteer', async () => {
    const vendor = await registerAndSignIn(t);
    const volunteer = await newSignedInStaff(t, 'CheckInVolunteer');
    const answer = await requestDocument({ VendorId: vendor.vendorId, Description: 'Bond', Required: true }, volunteer);
    expect(answer.statusCode).toBe(403);
  });
});

describe('reviewing a file', () => {
  it('counts a required request as missing until it holds a file that is not rejected', async () => {
    const vendor = await registerAndSignIn(t);
    const requestId = (
      await requestDocument({ VendorId: vendor.vendorId, Description: 'Bonding letter', Required: true })
    ).json().Response.RequestId;
    expect((await info(vendor)).MissingRequiredDocumentDisplay).toContain('Bonding letter');

    const fileId = await submitFile(vendor, requestId);
    const submitted = await info(vendor);
    expect(submitted.MissingRequiredDocumentDisplay).toBe(`Missing required documents: ${W9}`);
    expect(submitted.RequestedAttachments.find((r: { RequestId: number }) => r.RequestId === requestId)).toMatchObject({
      Attachments: [{ Id: fileId, ReviewStatus: 'AwaitingReview', ReviewNote: '' }],
    });

    expect((await review(fileId, 'Rejected', '  ')).json()).toEqual(failure(documentMessages.rejectionReasonRequired));
    const rejected = await review(fileId, 'Rejected', 'The letter is not signed.');
    expect(rejected.json().Response).toMatchObject({ Id: fileId, ReviewStatus: 'Rejected' });
    const afterRejection = await info(vendor);
    expect(afterRejection.MissingRequiredDocuments).toBe(true);
    expect(afterRejection.MissingRequiredDocumentDisplay).toBe(`Missing required documents: ${W9}, Bonding letter`);
    const staffView = await t.app.inject({
      method: 'GET',
      url: `/api/Staff/Documents/Vendor/${vendor.vendorId}`,
      headers: coordinator.auth,
    });
    expect(staffView.json().Response.MissingDocuments).toEqual([W9, 'Bonding letter']);
    const request = afterRejection.RequestedAttachments.find((r: { RequestId: number }) => r.RequestId === requestId);
    expect(request.Attachments).toEqual([
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
    const one = await t.app.inject({
      method: 'POST',
      url: '/api/Attachment/RequestAttachment',
      headers: vendor.auth,
      payload: { RequestId: requestId },
    });
    expect(one.json()).toMatchObject({ Success: true, Response: request });
    const stranger = await registerAndSignIn(t);
    const notTheirs = await t.app.inject({
      method: 'POST',
      url: '/api/Attachment/RequestAttachment',
      headers: stranger.auth,
      payload: { RequestId: requestId },
    });
    expect(notTheirs.json()).toMatchObject({ Success: false, Response: null });

    const corrected = await submitFile(vendor, requestId, 'bond-signed.pdf');
    expect((await info(vendor)).MissingRequiredDocumentDisplay).toBe(`Missing required documents: ${W9}`);
    expect((await review(corrected, 'Accepted')).json().Response).toMatchObject({ ReviewStatus: 'Accepted' });
    await mailTo(vendor.email, /was accepted: bond-signed\.pdf/);
    expect((await awaitingReview()).Items.map((item: { Id: number }) => item.Id)).not.toContain(corrected);

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
    const w9 = (await info(vendor)).RequestedAttachments.find((r: { Required: boolean }) => r.Required);
    await submitFile(vendor, w9.RequestId, 'w9.pdf');
    expect({ sql: await missingOf(), hub: (await info(vendor)).MissingRequiredDocuments }).toEqual({
      sql: false,
      hub: false,
    });
  });

  it('lists files awaiting review across vendors, oldest first, with vendor and request', async () => {
    const first = await registerAndSignIn(t);
    const second = await registerAndSignIn(t);
    const firstW9 = (await info(first)).RequestedAttachments[0].RequestId;
    const secondW9 = (await info(second)).RequestedAttachments[0].RequestId;
    const older = await submitFile(first, firstW9, 'older.pdf');
    const newer = await submitFile(second, secondW9, 'newer.pdf');
    const queue = await awaitingReview();
    const ids = queue.Items.map((item: { Id: number }) => item.Id);
    expect(ids.indexOf(older)).toBeLessThan(ids.indexOf(newer));
    expect(queue.Items.find((item: { Id: number }) => item.Id === older)).toMatchObject({
      VendorId: first.vendorId,
      RequestId: firstW9,
      RequestDescription: W9,
      ReviewStatus: 'AwaitingReview',
      SubmittedBy: expect.stringMatching(/\S \S/),
    });
    expect(queue.Total).toBe(queue.Items.length);
    const secondPage = await t.app.inject({
      method: 'GET',
      url: `/api/Staff/Documents/AwaitingReview?page=2&pageSize=1`,
      headers: coordinator.auth,
    });
    expect(secondPage.json().Response).toMatchObject({ Page: 2, PageSize: 1, Items: [{ Id: ids[1] }] });
  });

  it('does not review a pending upload nor an unknown file', async () => {
    const vendor = await registerAndSignIn(t);
    const pending = (await uploadFile(t, vendor, 'pending.pdf', SAMPLE_FILES.pdf)).json().Response as number;
    expect((await review(pending, 'Accepted')).statusCode).toBe(404);
    expect((await review(999_999, 'Accepted')).statusCode).toBe(404);
    expect((await review(pending, 'AwaitingReview')).statusCode).toBe(400);
  });
});

describe("a vendor's documents for staff", () => {
  it("lists any vendor's requests and files, and serves each file as the vendor download does", async () => {
    const vendor = await registerAndSignIn(t);
    const w9 = (await info(vendor)).RequestedAttachments[0].RequestId;
    const fileId = await submitFile(vendor, w9, 'w9 signed.pdf');
    const documents = await t.app.inject({
      method: 'GET',
      url: `/api/Staff/Documents/Vendor/${vendor.vendorId}`,
      headers: coordinator.auth,
    });
    expect(documents.json().Response).toMatchObject({
      VendorId: vendor.vendorId,
      Requests: [
        { RequestId: w9, Description: W9, Required: true, Attachments: [{ Id: fileId, FileName: 'w9 signed.pdf' }] },
        { Description: 'Certificate of insurance', Required: false, Attachments: [] },
      ],
      AdditionalDocuments: [],
      // The W-9 holds a file awaiting review, so nothing required is missing.
      MissingDocuments: [],
    });

    const staffDownload = await t.app.inject({
      method: 'GET',
      url: `/api/Staff/Documents/File?attachmentId=${fileId}`,
      headers: coordinator.auth,
    });
    const vendorDownload = await t.app.inject({
      method: 'GET',
      url: `/api/Attachment/Get?attachmentId=${fileId}`,
      headers: vendor.auth,
    });
    expect(staffDownload.statusCode).toBe(200);
    expect(staffDownload.rawPayload).toEqual(SAMPLE_FILES.pdf);
    const headers = (answer: typeof staffDownload) => ({
      type: answer.headers['content-type'],
      disposition: answer.headers['content-disposition'],
      nosniff: answer.headers['x-content-type-options'],
      cache: answer.headers['cache-control'],
    });
    expect(headers(staffDownload)).toEqual(headers(vendorDownload));
    expect(headers(staffDownload).disposition).toContain('attachment;');

    const missing = await t.app.inject({
      method: 'GET',
      url: '/api/Staff/Documents/File?attachmentId=999999',
      headers: coordinator.auth,
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual(failure(messages.notFound));
    const unknownVendor = await t.app.inject({
      method: 'GET',
      url: '/api/Staff/Documents/Vendor/999999',
      headers: coordinator.auth,
    });
    expect(unknownVendor.statusCode).toBe(404);
  });
});
