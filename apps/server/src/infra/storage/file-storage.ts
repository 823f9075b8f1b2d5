import { randomBytes } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';

/**
 * Uploaded files, by random key, in DATA_DIR/uploads — outside every served folder (DESIGN.md §8). Keys are never
 * derived from names people type. An S3-compatible store can stand behind this same interface later (DESIGN.md §9).
 */
export interface FileStorage {
  /** Streams `source` to a new key; the file is never held in memory whole. */
  write(source: Readable): Promise<{ key: string; sizeBytes: number }>;
  read(key: string): Readable;
  /** A local path for sniffing the content. */
  pathOf(key: string): string;
  remove(key: string): Promise<void>;
  exists(key: string): Promise<boolean>;
}

const KEY = /^[a-f0-9]{2}\/[a-f0-9]{40}$/;

export const createFileStorage = (root: string): FileStorage => {
  const pathOf = (key: string) => {
    if (!KEY.test(key)) throw new Error('invalid storage key');
    return path.join(root, key);
  };
  return {
    write: async (source) => {
      const id = randomBytes(20).toString('hex');
      const key = `${id.slice(0, 2)}/${id}`;
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
    read: (key) => createReadStream(pathOf(key)),
    pathOf,
    remove: (key) => rm(pathOf(key), { force: true }),
    exists: async (key) => (await stat(pathOf(key)).catch(() => null)) !== null,
  };
};
