import { randomBytes } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, open, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';

/**
 * Uploaded files, by random key: in DATA_DIR/uploads — outside every served folder (DESIGN.md §8) — or in an
 * S3-compatible bucket (`s3-storage.ts`, DESIGN.md §9). Keys are never derived from names people type.
 */
export interface FileStorage {
  /** Streams `source` to a new key; the file is never held in memory whole. */
  write(source: Readable): Promise<{ key: string; sizeBytes: number }>;
  read(key: string): Promise<Readable>;
  remove(key: string): Promise<void>;
  exists(key: string): Promise<boolean>;
}

const KEY = /^[a-f0-9]{2}\/[a-f0-9]{40}$/;

/** A random key whose first two characters spread the files over 256 folders. */
export const newStorageKey = () => {
  const id = randomBytes(20).toString('hex');
  return `${id.slice(0, 2)}/${id}`;
};

/** Every key a store is handed comes from the database; one of another shape is a bug, never a file. */
export const assertStorageKey = (key: string) => {
  if (!KEY.test(key)) throw new Error('invalid storage key');
  return key;
};

export const createFileStorage = (root: string): FileStorage => {
  const pathOf = (key: string) => path.join(root, assertStorageKey(key));
  return {
    write: async (source) => {
      const key = newStorageKey();
      const target = pathOf(key);
      await mkdir(path.dirname(target), { recursive: true });
      try {
        await pipeline(source, createWriteStream(target, { flags: 'wx', mode: 0o600 }));
      } catch (error) {
        await rm(target, { force: true });
        throw error;
      }
      return { key, sizeBytes: (await stat(target)).size };
    },
    read: async (key) => (await open(pathOf(key))).createReadStream(),
    remove: (key) => rm(pathOf(key), { force: true }),
    exists: async (key) => (await stat(pathOf(key)).catch(() => null)) !== null,
  };
};
