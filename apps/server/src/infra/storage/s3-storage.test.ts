import { randomBytes } from 'node:crypto';
import { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig, type S3Config } from '../../config.ts';
import { startS3Server, type TestS3Server } from '../../test/s3.ts';
import { createS3Storage } from './s3-storage.ts';

let s3: TestS3Server;
let config: S3Config;
beforeAll(async () => {
  s3 = await startS3Server();
  // Secrets given, so that loading the configuration writes nothing to disk.
  const loaded = loadConfig({ ...s3.env, JWT_SECRET: 'j'.repeat(40), ALTCHA_HMAC_KEY: 'a'.repeat(20) });
  if (!loaded.s3) throw new Error('S3_BUCKET did not configure S3 storage');
  config = loaded.s3;
});
afterAll(() => s3.close());

/** `bytes` in chunks of 64 KB, as a request body arrives. */
const chunked = (bytes: Buffer) =>
  Readable.from(
    Array.from({ length: Math.ceil(bytes.length / 65_536) }, (_, i) => bytes.subarray(i * 65_536, (i + 1) * 65_536)),
  );

describe('S3 storage', () => {
  it('writes a small file in one request and reads back the same bytes', async () => {
    const storage = createS3Storage(config);
    const content = randomBytes(1000);
    const stored = await storage.write(chunked(content));
    expect(stored.key).toMatch(/^[a-f0-9]{2}\/[a-f0-9]{40}$/);
    expect(stored.sizeBytes).toBe(1000);
    expect(await s3.keys()).toContain(stored.key);
    expect((await buffer(await storage.read(stored.key))).equals(content)).toBe(true);
  });

  it('writes a file larger than one part as a multipart upload', async () => {
    const storage = createS3Storage(config);
    const content = randomBytes(12 * 1024 * 1024 + 3);
    const stored = await storage.write(chunked(content));
    expect(stored.sizeBytes).toBe(content.length);
    expect((await buffer(await storage.read(stored.key))).equals(content)).toBe(true);
  });

  it('removes a file, after which it no longer exists; removing it again is no error', async () => {
    const storage = createS3Storage(config);
    const { key } = await storage.write(chunked(randomBytes(10)));
    expect(await storage.exists(key)).toBe(true);
    await storage.remove(key);
    expect(await storage.exists(key)).toBe(false);
    expect(await s3.keys()).not.toContain(key);
    await expect(storage.remove(key)).resolves.toBeUndefined();
  });

  it('keeps no object when the incoming stream fails half-way', async () => {
    const storage = createS3Storage(config);
    const before = await s3.keys();
    async function* failing() {
      yield randomBytes(6 * 1024 * 1024);
      throw new Error('connection reset');
    }
    await expect(storage.write(Readable.from(failing()))).rejects.toThrow();
    expect(await s3.keys()).toEqual(before);
  });

  it('refuses keys that did not come from it', async () => {
    const storage = createS3Storage(config);
    await expect(storage.read('../secrets.json')).rejects.toThrow('invalid storage key');
    await expect(storage.exists('ab/not-hex')).rejects.toThrow('invalid storage key');
  });

  it('fails with an access key the server does not know', async () => {
    const storage = createS3Storage({ ...config, accessKeyId: 'UNKNOWN' });
    await expect(storage.write(chunked(randomBytes(10)))).rejects.toThrow(/access key/i);
  });
});
