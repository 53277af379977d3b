import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { CreateBucketCommand, HeadObjectCommand, S3Client } from '@aws-sdk/client-s3';
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { imageStoreContract } from '../../test/image-store-contract';
import type { ImageStore } from './image-store';
import { createImageStore } from './index';

/** s3rver's built-in account. */
const CREDENTIALS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };
const BUCKET = 'kisansetu-test';

describe('S3 store (against a real S3 server, s3rver)', () => {
  let directory: string;
  let server: S3rver;
  let admin: S3Client;
  let store: ImageStore;

  beforeAll(async () => {
    directory = await mkdtemp(path.join(tmpdir(), 'kisansetu-s3rver-'));
    server = new S3rver({ address: '127.0.0.1', port: 0, directory, silent: true });
    const { port } = await server.run();
    const endpoint = `http://127.0.0.1:${port}`;

    admin = new S3Client({ endpoint, region: 'us-east-1', forcePathStyle: true, credentials: CREDENTIALS });
    await admin.send(new CreateBucketCommand({ Bucket: BUCKET }));

    // Through the factory, exactly as the server will build it from its configuration.
    store = createImageStore({
      kind: 's3',
      endpoint,
      region: 'us-east-1',
      bucket: BUCKET,
      forcePathStyle: true,
      ...CREDENTIALS,
    });
  });

  afterAll(async () => {
    // Clients first: their keep-alive sockets would otherwise hold the server open.
    await store?.close?.();
    admin?.destroy();
    await server?.close();
    await rm(directory, { recursive: true, force: true });
  });

  imageStoreContract(() => store);

  it('stores the content type and immutable caching with the object', async () => {
    await store.put('0123456789abcdef0123456789abcdef.card.webp', Buffer.from('RIFF....WEBP'), 'image/webp');
    const head = await admin.send(
      new HeadObjectCommand({ Bucket: BUCKET, Key: '0123456789abcdef0123456789abcdef.card.webp' }),
    );
    expect(head.ContentType).toBe('image/webp');
    expect(head.CacheControl).toBe('public, max-age=31536000, immutable');
    expect(head.ContentLength).toBe(12);
  });

  it('surfaces real failures instead of reporting "missing"', async () => {
    const unreachable = createImageStore({
      kind: 's3',
      endpoint: `http://127.0.0.1:1`,
      region: 'us-east-1',
      bucket: BUCKET,
      forcePathStyle: true,
      ...CREDENTIALS,
    });
    try {
      await expect(unreachable.get('0123456789abcdef0123456789abcdef.webp')).rejects.toThrow();
      await expect(unreachable.exists('0123456789abcdef0123456789abcdef.webp')).rejects.toThrow();
    } finally {
      await unreachable.close?.();
    }
  });
});
