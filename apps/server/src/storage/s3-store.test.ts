import { HeadObjectCommand } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { imageStoreContract } from '../../test/image-store-contract';
import { startS3Server, type S3ServerFixture } from '../../test/s3-server';
import type { ImageStore } from './image-store';
import { createImageStore } from './index';

describe('S3 store (against a real S3 server, s3rver)', () => {
  let s3: S3ServerFixture;
  let store: ImageStore;

  beforeAll(async () => {
    s3 = await startS3Server();
    // Through the factory, exactly as the server will build it from its configuration.
    store = createImageStore(s3.config);
  });

  afterAll(async () => {
    // Clients first: their keep-alive sockets would otherwise hold the server open.
    await store?.close?.();
    await s3?.close();
  });

  imageStoreContract(() => store);

  it('stores the content type and immutable caching with the object', async () => {
    await store.put('0123456789abcdef0123456789abcdef.card.webp', Buffer.from('RIFF....WEBP'), 'image/webp');
    const head = await s3.admin.send(
      new HeadObjectCommand({ Bucket: s3.bucket, Key: '0123456789abcdef0123456789abcdef.card.webp' }),
    );
    expect(head.ContentType).toBe('image/webp');
    expect(head.CacheControl).toBe('public, max-age=31536000, immutable');
    expect(head.ContentLength).toBe(12);
  });

  it('surfaces real failures instead of reporting "missing"', async () => {
    const unreachable = createImageStore({ ...s3.config, endpoint: 'http://127.0.0.1:1' });
    try {
      await expect(unreachable.get('0123456789abcdef0123456789abcdef.webp')).rejects.toThrow();
      await expect(unreachable.exists('0123456789abcdef0123456789abcdef.webp')).rejects.toThrow();
    } finally {
      await unreachable.close?.();
    }
  });
});
