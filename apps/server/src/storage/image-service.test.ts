import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { AppError } from '../errors';
import { PhotoStoreUnavailableError, createImageService } from './image-service';
import type { ImageStore } from './image-store';
import { createLocalDiskStore } from './local-disk-store';
import { readBody } from '../../test/image-store-contract';
import { failingOnPut } from '../../test/failing-store';
import { isWebp, plainImage, sidewaysJpeg, transparentPng } from '../../test/test-images';

describe('image service', () => {
  let jpeg: Buffer;
  let png: Buffer;
  let sideways: Buffer;
  let dir: string;
  let store: ImageStore;

  beforeAll(async () => {
    [jpeg, png, sideways] = await Promise.all([plainImage('jpeg'), transparentPng(), sidewaysJpeg()]);
  });

  beforeEach(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'kisansetu-image-service-'));
    store = createLocalDiskStore(dir);
  });

  afterEach(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  const files = async (): Promise<string[]> => (await readdir(dir).catch(() => [] as string[])).sort();

  it('processes and stores both variants of every image, returning one key per image in order', async () => {
    const service = createImageService(store);
    const saved = await service.saveImages([jpeg, png, sideways], 'product');
    const keys = saved.map((image) => image.key);
    expect(keys).toHaveLength(3);
    expect(new Set(keys).size).toBe(3);
    expect(await files()).toEqual(keys.flatMap((key) => [`${key}.card.webp`, `${key}.webp`]).sort());

    const detail = await store.get(`${keys[2]}.webp`);
    const bytes = await readBody(detail!);
    expect(isWebp(bytes)).toBe(true);
    expect((await sharp(bytes).metadata()).height).toBe(400);
  });

  it("tells each photo's preview and variant sizes, the same again for a photo stored before and read back", async () => {
    const service = createImageService(store);
    const saved = await service.saveImages([jpeg, sideways], 'product');
    for (const image of saved) {
      expect(image.cardBytes).toBe((await readBody((await store.get(`${image.key}.card.webp`))!)).length);
      expect(image.detailBytes).toBe((await readBody((await store.get(`${image.key}.webp`))!)).length);
      expect(isWebp(image.preview)).toBe(true);
      const preview = await sharp(image.preview).metadata();
      expect(Math.max(preview.width, preview.height)).toBeLessThanOrEqual(16);
    }
    // Already stored: nothing is written, and the facts are the same.
    expect(await service.saveImages([jpeg], 'product')).toEqual([saved[0]]);

    const described = await service.describeStored(saved[1]!.key);
    expect(described).toMatchObject({
      key: saved[1]!.key,
      cardBytes: saved[1]!.cardBytes,
      detailBytes: saved[1]!.detailBytes,
    });
    expect(isWebp(described!.preview)).toBe(true);
    await store.delete(`${saved[1]!.key}.webp`);
    expect(await service.describeStored(saved[1]!.key)).toBeNull();
    expect(await service.describeStored('not-a-key')).toBeNull();
  });

  it('gives URLs as absolute paths under /uploads', () => {
    const key = '0123456789abcdef0123456789abcdef';
    expect(createImageService(store).urlsFor(key)).toEqual({
      detail: '/uploads/0123456789abcdef0123456789abcdef.webp',
      card: '/uploads/0123456789abcdef0123456789abcdef.card.webp',
    });
  });

  it('writes nothing at all when any one of the images is refused', async () => {
    const service = createImageService(store);
    const gif = await plainImage('gif', 32, 32);
    const error = await service
      .saveImages([jpeg, png, gif, sideways], 'product')
      .catch((reason: unknown) => reason);
    expect(error).toBeInstanceOf(AppError);
    expect((error as AppError).code).toBe('unsupported_media_type');
    expect(await files()).toEqual([]);
  });

  it('removes what it wrote when a write fails part-way, and reports the store as unavailable', async () => {
    for (const failOn of [1, 3, 6]) {
      const failing = failingOnPut(store, failOn);
      const failure = await createImageService(failing)
        .saveImages([jpeg, png, sideways], 'product')
        .then(
          () => null,
          (error: unknown) => error,
        );
      expect(failure).toBeInstanceOf(PhotoStoreUnavailableError);
      expect((failure as Error).cause).toMatchObject({ code: 'ENOSPC' });
      expect(failing.puts).toHaveLength(6);
      expect(await files()).toEqual([]);
    }
  });

  it('leaves an image that was already stored alone when a later upload containing it fails', async () => {
    const [existing] = await createImageService(store).saveImages([jpeg], 'product');
    const failing = failingOnPut(store, 2);
    await expect(createImageService(failing).saveImages([jpeg, png], 'product')).rejects.toBeInstanceOf(
      PhotoStoreUnavailableError,
    );
    // Only the new image's two variants were attempted; the existing ones were neither rewritten nor rolled back.
    expect(failing.puts).toHaveLength(2);
    expect(await files()).toEqual([`${existing!.key}.card.webp`, `${existing!.key}.webp`]);
  });

  it('writes a photo given twice once, under one key', async () => {
    const counting = failingOnPut(store, Number.POSITIVE_INFINITY);
    const saved = await createImageService(counting).saveImages([jpeg, Buffer.from(jpeg)], 'product');
    expect(saved[0]).toEqual(saved[1]);
    expect(counting.puts).toHaveLength(2);
    expect(await files()).toHaveLength(2);
  });

  it('removes both variants, ignoring missing files and malformed keys', async () => {
    const service = createImageService(store);
    const keys = (await service.saveImages([jpeg, png], 'avatar')).map((image) => image.key);
    await service.removeImages([keys[0]!, keys[0]!, 'ffffffffffffffffffffffffffffffff', '../etc/passwd', '']);
    expect(await files()).toEqual([`${keys[1]}.card.webp`, `${keys[1]}.webp`]);
    await service.removeImages(keys);
    await service.removeImages(keys);
    expect(await files()).toEqual([]);
  });

  it('reports a store that cannot delete, after trying every deletion', async () => {
    const service = createImageService(store);
    const keys = (await service.saveImages([jpeg, png], 'product')).map((image) => image.key);
    const attempted: string[] = [];
    const broken: ImageStore = {
      ...store,
      async delete(name) {
        attempted.push(name);
        if (name.startsWith(keys[0]!)) throw new Error('bucket unreachable');
        await store.delete(name);
      },
    };
    await expect(createImageService(broken).removeImages(keys)).rejects.toThrow('bucket unreachable');
    expect(attempted).toHaveLength(4);
    expect(await files()).toEqual([`${keys[0]}.card.webp`, `${keys[0]}.webp`]);
  });
});
