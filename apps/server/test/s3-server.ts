import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { CreateBucketCommand, S3Client } from '@aws-sdk/client-s3';
import S3rver from 's3rver';
import type { ImageStoreConfig } from '../src/storage';

/** s3rver's built-in account. */
const CREDENTIALS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };

/** A real S3 server (s3rver) on a free local port with one empty bucket, and a client to look inside it. */
export interface S3ServerFixture {
  bucket: string;
  /** The store configuration the server would be given for this bucket. */
  config: Extract<ImageStoreConfig, { kind: 's3' }>;
  admin: S3Client;
  close(): Promise<void>;
}

export async function startS3Server(bucket = 'kisansetu-test'): Promise<S3ServerFixture> {
  const directory = await mkdtemp(path.join(tmpdir(), 'kisansetu-s3rver-'));
  const server = new S3rver({ address: '127.0.0.1', port: 0, directory, silent: true });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  const admin = new S3Client({
    endpoint,
    region: 'us-east-1',
    forcePathStyle: true,
    credentials: CREDENTIALS,
  });
  await admin.send(new CreateBucketCommand({ Bucket: bucket }));
  return {
    bucket,
    config: { kind: 's3', endpoint, region: 'us-east-1', bucket, forcePathStyle: true, ...CREDENTIALS },
    admin,
    async close() {
      admin.destroy();
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}
