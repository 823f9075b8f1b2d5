import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { failure, messages } from '@bridgehub/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { attachments } from '../../db/schema.ts';
import { createS3Storage } from '../../infra/storage/s3-storage.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { startS3Server, type TestS3Server } from '../../test/s3.ts';
import { registerAndSignIn, SAMPLE_FILES, type SignedInVendor, uploadFile } from '../../test/session.ts';

/** The attachment endpoints with S3_BUCKET set: the same HTTP behaviour, the files in the bucket. */

let s3: TestS3Server;
let t: TestApp;
beforeAll(async () => {
  s3 = await startS3Server();
  t = await createTestApp({ env: { ...s3.env, MAX_UPLOAD_MB: '8' } });
});
afterAll(async () => {
  await t.close();
  await s3.close();
});

const download = (vendor: SignedInVendor, id: number) =>
  t.app.inject({ method: 'GET', url: `/api/Attachment/Get?attachmentId=${id}`, headers: vendor.auth });

const rowOf = async (id: number) => {
  const [row] = await t.db.select().from(attachments).where(eq(attachments.id, id));
  if (!row) throw new Error(`attachment ${id} not stored`);
  return row;
};

describe('attachments in an S3 bucket', () => {
  it('streams an upload of several parts into the bucket, nothing into DATA_DIR, and back byte for byte', async () => {
    const vendor = await registerAndSignIn(t);
    const content = Buffer.concat([SAMPLE_FILES.pdf, randomBytes(6 * 1024 * 1024)]);
    const uploaded = (await uploadFile(t, vendor, 'site-survey.pdf', content)).json();
    expect(uploaded).toMatchObject({ Success: true });
    const row = await rowOf(uploaded.Response);
    expect(row).toMatchObject({ sizeBytes: content.length, contentType: 'application/pdf' });
    expect(await s3.keys()).toContain(row.storageKey);
    expect(existsSync(path.join(t.dataDir, 'uploads'))).toBe(false);

    const response = await download(vendor, uploaded.Response);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-length']).toBe(String(content.length));
    expect(response.rawPayload.equals(content)).toBe(true);
  });

  it('keeps no object of a file whose bytes do not match its name, nor of one over MAX_UPLOAD_MB', async () => {
    const vendor = await registerAndSignIn(t);
    const before = await s3.keys();
    expect((await uploadFile(t, vendor, 'invoice.pdf', SAMPLE_FILES.html)).json()).toEqual(
      failure(messages.fileTypeNotAllowed),
    );
    const big = Buffer.concat([SAMPLE_FILES.pdf, randomBytes(9 * 1024 * 1024)]);
    const tooLarge = await uploadFile(t, vendor, 'big.pdf', big);
    expect(tooLarge.statusCode).toBe(413);
    expect(tooLarge.json()).toEqual(failure(messages.tooLarge));
    expect(await s3.keys()).toEqual(before);
  });

  it('answers 404 once the object is removed from the bucket', async () => {
    const vendor = await registerAndSignIn(t);
    const uploaded = (await uploadFile(t, vendor, 'scan.png', SAMPLE_FILES.png)).json();
    const { storageKey } = await rowOf(uploaded.Response);
    if (!t.config.s3) throw new Error('the test app is not configured for S3');
    await createS3Storage(t.config.s3).remove(storageKey);
    expect(await s3.keys()).not.toContain(storageKey);
    expect((await download(vendor, uploaded.Response)).statusCode).toBe(404);
  });
});
