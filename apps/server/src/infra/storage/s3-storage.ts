import { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import type { S3Config } from '../../config.ts';
import { assertStorageKey, type FileStorage, newStorageKey } from './file-storage.ts';

/**
 * Parts of 5 MB (S3's smallest), two in flight: an upload holds about 10 MB of the file in memory whatever its size,
 * and a file under 5 MB goes up in one request.
 */
const PART_BYTES = 5 * 1024 * 1024;
const PARTS_IN_FLIGHT = 2;

/** The uploads in an S3-compatible bucket, under the same random keys as on a local disk. */
export const createS3Storage = (config: S3Config): FileStorage => {
  const client = new S3Client({
    region: config.region,
    credentials: { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey },
    // Servers other than AWS (MinIO, Ceph, Garage …) answer on one host name, the bucket in the path.
    ...(config.endpoint ? { endpoint: config.endpoint, forcePathStyle: true } : {}),
  });
  const object = (key: string) => ({ Bucket: config.bucket, Key: assertStorageKey(key) });

  return {
    write: async (source) => {
      const key = newStorageKey();
      // A failed upload aborts its multipart upload, so no part of the file stays in the bucket.
      await new Upload({
        client,
        params: { ...object(key), Body: source },
        partSize: PART_BYTES,
        queueSize: PARTS_IN_FLIGHT,
      }).done();
      const head = await client.send(new HeadObjectCommand(object(key)));
      return { key, sizeBytes: head.ContentLength ?? 0 };
    },
    read: async (key) => {
      const { Body } = await client.send(new GetObjectCommand(object(key)));
      if (!(Body instanceof Readable)) throw new Error('S3 answered an object without a body stream');
      return Body;
    },
    remove: async (key) => {
      await client.send(new DeleteObjectCommand(object(key)));
    },
    exists: async (key) => {
      try {
        await client.send(new HeadObjectCommand(object(key)));
        return true;
      } catch (error) {
        if (error instanceof S3ServiceException && error.$metadata.httpStatusCode === 404) return false;
        throw error;
      }
    },
  };
};
