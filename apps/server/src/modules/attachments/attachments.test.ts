import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { failure, messages, ok } from '@bridgehub/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { attachments } from '../../db/schema.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { multipart, registerAndSignIn, SAMPLE_FILES, type SignedInVendor, uploadFile } from '../../test/session.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { MAX_UPLOAD_MB: '1' } });
});
afterAll(() => t.close());

const upload = (vendor: SignedInVendor, fileName: string, content: Buffer) => uploadFile(t, vendor, fileName, content);

const uploadedId = async (vendor: SignedInVendor, fileName = 'w9.pdf', content = SAMPLE_FILES.pdf) => {
  const response = await upload(vendor, fileName, content);
  expect(response.json()).toMatchObject({ Success: true });
  return response.json().Response as number;
};

const info = async (vendor: SignedInVendor) =>
  (await t.app.inject({ method: 'GET', url: '/api/Vendor/Info', headers: vendor.auth })).json().Response;

const post = (vendor: SignedInVendor, url: string, payload: unknown) =>
  t.app.inject({ method: 'POST', url, headers: vendor.auth, payload: payload as object });

/** A submitted file waits for staff review. */
const awaitingReview = { ReviewStatus: 'AwaitingReview', ReviewNote: '' };

const storedFiles = () => {
  const root = path.join(t.dataDir, 'uploads');
  if (!existsSync(root)) return [];
  return readdirSync(root, { recursive: true }).filter((entry) => /[a-f0-9]{40}$/.test(String(entry)));
};

describe('POST /api/Attachment/New', () => {
  it('stores an allowed file under a random key and answers its id', async () => {
    const vendor = await registerAndSignIn(t);
    const id = await uploadedId(vendor, 'My W-9 (2025).PDF');
    const [row] = await t.db.select().from(attachments).where(eq(attachments.id, id));
    expect(row).toMatchObject({
      vendorId: vendor.vendorId,
      fileName: 'My W-9 (2025).PDF',
      contentType: 'application/pdf',
      attachedAt: null,
    });
    expect(row?.storageKey).toMatch(/^[a-f0-9]{2}\/[a-f0-9]{40}$/);
    expect(row?.storageKey).not.toContain('W-9');
  });

  it("refuses a disallowed extension with §5's message", async () => {
    const vendor = await registerAndSignIn(t);
    const before = storedFiles().length;
    for (const name of ['page.html', 'setup.exe', 'noextension', 'doc.docx']) {
      const response = await upload(vendor, name, SAMPLE_FILES.html);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual(failure(messages.fileTypeNotAllowed));
    }
    expect(storedFiles().length).toBe(before);
  });

  it('refuses a file whose bytes do not match its extension, and keeps nothing of it', async () => {
    const vendor = await registerAndSignIn(t);
    const before = storedFiles().length;
    for (const [name, content] of [
      ['invoice.pdf', SAMPLE_FILES.html],
      ['photo.jpg', SAMPLE_FILES.png],
      ['sheet.xlsx', SAMPLE_FILES.pdf],
    ] as const) {
      expect((await upload(vendor, name, content)).json()).toEqual(failure(messages.fileTypeNotAllowed));
    }
    expect(storedFiles().length).toBe(before);
  });

  it('accepts an xlsx by what its zip holds, and refuses another zip named .xlsx', async () => {
    const vendor = await registerAndSignIn(t);
    const id = await uploadedId(vendor, 'bid-tabulation.xlsx', SAMPLE_FILES.xlsx);
    const [row] = await t.db.select().from(attachments).where(eq(attachments.id, id));
    expect(row?.contentType).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect((await upload(vendor, 'renamed.xlsx', SAMPLE_FILES.zip)).json()).toEqual(
      failure(messages.fileTypeNotAllowed),
    );
  });

  it('answers 413 to a file over MAX_UPLOAD_MB, and keeps nothing of it', async () => {
    const vendor = await registerAndSignIn(t);
    const before = storedFiles().length;
    const big = Buffer.concat([SAMPLE_FILES.pdf, Buffer.alloc(1024 * 1024 + 10)]);
    const response = await upload(vendor, 'big.pdf', big);
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual(failure(messages.tooLarge));
    expect(storedFiles().length).toBe(before);
  });

  it('answers 413 at once when the announced length is over the limit', async () => {
    const vendor = await registerAndSignIn(t);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/Attachment/New',
      headers: {
        ...vendor.auth,
        'content-type': 'multipart/form-data; boundary=x',
        'content-length': String(5 * 1024 * 1024),
      },
      payload: Buffer.alloc(10),
    });
    expect(response.statusCode).toBe(413);
  });

  it('answers 400 to a request without a file, with JSON, or with the file in another field', async () => {
    const vendor = await registerAndSignIn(t);
    const json = await post(vendor, '/api/Attachment/New', { file: 'x' });
    expect(json.statusCode).toBe(400);
    const response = await uploadFile(t, vendor, 'a.pdf', SAMPLE_FILES.pdf, { field: 'document' });
    expect(response.statusCode).toBe(400);
    const empty = await t.app.inject({
      method: 'POST',
      url: '/api/Attachment/New',
      headers: { ...vendor.auth, 'content-type': 'multipart/form-data; boundary=abc' },
      payload: '--abc--\r\n',
    });
    expect(empty.statusCode).toBe(400);
  });

  it('answers 415 to a file sent to an endpoint that takes JSON, and stores nothing', async () => {
    const vendor = await registerAndSignIn(t);
    const before = storedFiles().length;
    const response = await uploadFile(t, vendor, 'a.pdf', SAMPLE_FILES.pdf, { url: '/api/Attachment/AttachToRequest' });
    expect(response.statusCode).toBe(415);
    expect(response.json()).toMatchObject({ Success: false });
    expect(storedFiles().length).toBe(before);
  });

  it('answers 401 before reading an anonymous upload', async () => {
    const body = multipart('a.pdf', SAMPLE_FILES.pdf);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/Attachment/New',
      headers: body.headers,
      payload: body.payload,
    });
    expect(response.statusCode).toBe(401);
  });
});

describe('AttachToRequest and AttachDocument', () => {
  it('files uploads under a request with their types, which clears the missing-documents banner', async () => {
    const vendor = await registerAndSignIn(t);
    const before = await info(vendor);
    const w9 = before.RequestedAttachments.find((request: { Required: boolean }) => request.Required);
    const first = await uploadedId(vendor, 'w9.pdf');
    const second = await uploadedId(vendor, 'scan.png', SAMPLE_FILES.png);
    const response = await post(vendor, '/api/Attachment/AttachToRequest', {
      RequestId: w9.RequestId,
      Attachments: [
        { AttachmentId: first, AttachmentName: 'w9.pdf', DocumentTypeId: 1, OtherDocumentType: '' },
        { AttachmentId: second, AttachmentName: 'scan.png', DocumentTypeId: -1, OtherDocumentType: 'Signed scan' },
      ],
    });
    expect(response.json()).toEqual(ok(null));
    const after = await info(vendor);
    expect(after.MissingRequiredDocuments).toBe(false);
    expect(after.MissingRequiredDocumentDisplay).toBe('');
    const request = after.RequestedAttachments.find((r: { RequestId: number }) => r.RequestId === w9.RequestId);
    expect(request.Attachments).toEqual([
      { Id: first, FileName: 'w9.pdf', AttachmentType: 'IRS Form W-9', ...awaitingReview },
      { Id: second, FileName: 'scan.png', AttachmentType: 'Signed scan', ...awaitingReview },
    ]);
    const one = await post(vendor, '/api/Attachment/RequestAttachment', { RequestId: w9.RequestId });
    expect(one.json().Response).toEqual(request);
  });

  it('files additional documents, and refuses a missing type, a missing Other Description and a second attach', async () => {
    const vendor = await registerAndSignIn(t);
    const id = await uploadedId(vendor);
    const attach = (pending: Record<string, unknown>) =>
      post(vendor, '/api/Attachment/AttachDocument', {
        VendorId: vendor.vendorId,
        Attachments: [{ AttachmentId: id, AttachmentName: 'w9.pdf', OtherDocumentType: '', ...pending }],
      });
    expect((await attach({ DocumentTypeId: 0 })).json()).toEqual(failure(messages.documentTypeRequired));
    expect((await attach({ DocumentTypeId: 555 })).json()).toEqual(failure(messages.documentTypeRequired));
    expect((await attach({ DocumentTypeId: -1, OtherDocumentType: '  ' })).json()).toEqual(
      failure(messages.otherDescriptionRequired),
    );
    expect((await attach({ DocumentTypeId: 5 })).json()).toEqual(ok(null));
    expect((await attach({ DocumentTypeId: 5 })).json()).toEqual(failure(messages.attachmentAlreadyAttached));
    expect((await info(vendor)).AdditionalAttachments).toEqual([
      { Id: id, FileName: 'w9.pdf', AttachmentType: 'Capability statement', ...awaitingReview },
    ]);
  });

  it('answers 400 to malformed bodies', async () => {
    const vendor = await registerAndSignIn(t);
    for (const payload of [
      {},
      { RequestId: 1, Attachments: [] },
      { RequestId: 'x', Attachments: [{}] },
      { RequestId: 1, Attachments: Array.from({ length: 51 }, () => ({ AttachmentId: 1, DocumentTypeId: 1 })) },
    ]) {
      expect((await post(vendor, '/api/Attachment/AttachToRequest', payload)).statusCode).toBe(400);
    }
  });
});

describe('GET /api/Attachment/Get', () => {
  it('streams the file back as an attachment with nosniff', async () => {
    const vendor = await registerAndSignIn(t);
    const id = await uploadedId(vendor, 'Résumé final.pdf');
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/Attachment/Get?attachmentId=${id}`,
      headers: vendor.auth,
    });
    expect(response.statusCode).toBe(200);
    expect(response.rawPayload.equals(SAMPLE_FILES.pdf)).toBe(true);
    expect(response.headers['content-type']).toBe('application/octet-stream');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="R_sum_ final.pdf"; filename*=UTF-8''${encodeURIComponent('Résumé final.pdf')}`,
    );
  });

  it('answers 400 to a malformed id and 404 to an unknown one', async () => {
    const vendor = await registerAndSignIn(t);
    for (const query of ['', '?attachmentId=abc', '?attachmentId=-1', '?attachmentId=99999999999']) {
      expect(
        (await t.app.inject({ method: 'GET', url: `/api/Attachment/Get${query}`, headers: vendor.auth })).statusCode,
      ).toBe(400);
    }
    const unknown = await t.app.inject({
      method: 'GET',
      url: '/api/Attachment/Get?attachmentId=987654',
      headers: vendor.auth,
    });
    expect(unknown.statusCode).toBe(404);
  });
});
