import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import S3rver from 's3rver';
import type { Env } from '../config.ts';

export interface TestS3Server {
  /** The S3_* variables that point the app at this server's bucket. */
  env: Env;
  bucket: string;
  /** Keys of every object in the bucket now. */
  keys(): Promise<string[]>;
  close(): Promise<void>;
}

const BUCKET = 'bridgehub-uploads';
// s3rver's one account; it refuses other access key ids (it does not check SigV4 signatures).
const ACCESS_KEY_ID = 'S3RVER';
const SECRET_ACCESS_KEY = 'S3RVER';

/** A real S3-compatible server (s3rver) in the test process, with one empty bucket in a temporary folder. */
export const startS3Server = async (): Promise<TestS3Server> => {
  const directory = await mkdtemp(path.join(os.tmpdir(), 'bridgehub-s3-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: BUCKET, configs: [] }],
  });
  const { port } = await server.run();
  const env: Env = {
    S3_BUCKET: BUCKET,
    S3_ENDPOINT: `http://127.0.0.1:${port}`,
    S3_REGION: 'us-east-1',
    S3_ACCESS_KEY_ID: ACCESS_KEY_ID,
    S3_SECRET_ACCESS_KEY: SECRET_ACCESS_KEY,
  };
  const client = new S3Client({
    endpoint: env.S3_ENDPOINT,
    region: 'us-east-1',
    forcePathStyle: true,
    credentials: { accessKeyId: ACCESS_KEY_ID, secretAccessKey: SECRET_ACCESS_KEY },
  });
  return {
    env,
    bucket: BUCKET,
    keys: async () => {
      const listed = await client.send(new ListObjectsV2Command({ Bucket: BUCKET }));
      return (listed.Contents ?? []).flatMap((object) => (object.Key ? [object.Key] : []));
    },
    close: async () => {
      client.destroy();
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
};
