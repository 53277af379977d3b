import { createHash, randomBytes } from 'node:crypto';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { LIMITS, PHOTO_PREVIEW_SIDE } from '@kisansetu/contract';
import type { ErrorCode } from '@kisansetu/contract';
import { AppError } from '../errors';
import {
  CARD_BYTES_MAX,
  IMAGE_VARIANTS,
  MAX_INPUT_PIXELS,
  processImage,
  sniffImageFormat,
} from './image-pipeline';
import {
  isWebp,
  photoLikeJpeg,
  pixelBombPng,
  plainImage,
  sidewaysJpeg,
  transparentPng,
} from '../../test/test-images';

async function expectAppError(promise: Promise<unknown>, code: ErrorCode): Promise<void> {
  const error: unknown = await promise.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(AppError);
  expect((error as AppError).code).toBe(code);
}

/** Everything sharp can tell about embedded metadata must be absent. */
async function expectNoMetadata(webp: Buffer): Promise<void> {
  const meta = await sharp(webp).metadata();
  expect(meta.format).toBe('webp');
  expect(meta.exif).toBeUndefined();
  expect(meta.icc).toBeUndefined();
  expect(meta.xmp).toBeUndefined();
  expect(meta.iptc).toBeUndefined();
  expect(meta.orientation).toBeUndefined();
  // Belt and braces: no EXIF/XMP chunk in the RIFF container, and none of the camera's strings anywhere.
  const text = webp.toString('latin1');
  expect(text).not.toContain('EXIF');
  expect(text).not.toContain('XMP ');
  expect(text).not.toContain('KisanPhone');
}

async function pixelAt(webp: Buffer, x: number, y: number): Promise<number[]> {
  const { data, info } = await sharp(webp).raw().toBuffer({ resolveWithObject: true });
  const offset = (y * info.width + x) * info.channels;
  return [...data.subarray(offset, offset + info.channels)];
}

describe('processImage', () => {
  let photo: Buffer;

  beforeAll(async () => {
    photo = await photoLikeJpeg();
  }, 60_000);

  it('turns a 12-megapixel phone photo into a capped WebP detail and a card of at most 24 KB', async () => {
    const input = await sharp(photo).metadata();
    expect([input.width, input.height]).toEqual([4000, 3000]);
    expect(input.exif).toBeDefined();

    const { key, detail, card } = await processImage(photo, 'product');
    expect(key).toMatch(/^[0-9a-f]{32}$/);
    expect(isWebp(detail)).toBe(true);
    expect(isWebp(card)).toBe(true);

    const detailMeta = await sharp(detail).metadata();
    expect([detailMeta.format, detailMeta.width, detailMeta.height]).toEqual(['webp', 1280, 960]);
    const cardMeta = await sharp(card).metadata();
    expect([cardMeta.format, cardMeta.width, cardMeta.height]).toEqual(['webp', 480, 360]);
    expect(card.length).toBeLessThanOrEqual(24 * 1024);
    expect(detail.length).toBeLessThan(photo.length / 10);
  });

  it('strips EXIF, GPS and every other piece of metadata from both variants and the preview', async () => {
    const { detail, card, preview } = await processImage(photo, 'product');
    await expectNoMetadata(detail);
    await expectNoMetadata(card);
    await expectNoMetadata(preview);
  });

  it('makes a preview of a few hundred bytes, at most 16 px on its longer side, the same every time', async () => {
    const { preview } = await processImage(photo, 'product');
    expect(isWebp(preview)).toBe(true);
    const meta = await sharp(preview).metadata();
    expect([meta.width, meta.height]).toEqual([PHOTO_PREVIEW_SIDE, 12]);
    expect(preview.length).toBeLessThan(400);
    expect((await processImage(Buffer.from(photo), 'product')).preview.equals(preview)).toBe(true);

    const tall = await processImage(await sidewaysJpeg(), 'product');
    const tallMeta = await sharp(tall.preview).metadata();
    expect([tallMeta.width, tallMeta.height]).toEqual([8, PHOTO_PREVIEW_SIDE]);
    // Its colours are the photo's: the top of the sideways picture is red, its bottom blue.
    const [topR, , topB] = await pixelAt(tall.preview, 4, 2);
    const [bottomR, , bottomB] = await pixelAt(tall.preview, 4, 13);
    expect(topR).toBeGreaterThan(topB!);
    expect(bottomB).toBeGreaterThan(bottomR!);

    const avatar = await processImage(photo, 'avatar');
    const avatarMeta = await sharp(avatar.preview).metadata();
    expect([avatarMeta.width, avatarMeta.height]).toEqual([PHOTO_PREVIEW_SIDE, PHOTO_PREVIEW_SIDE]);
  });

  it('applies the EXIF orientation before dropping it', async () => {
    const input = await sidewaysJpeg();
    expect((await sharp(input).metadata()).orientation).toBe(6);

    const { detail, card } = await processImage(input, 'product');
    const meta = await sharp(detail).metadata();
    expect([meta.width, meta.height, meta.orientation]).toEqual([200, 400, undefined]);
    const [topR, , topB] = await pixelAt(detail, 100, 50);
    const [bottomR, , bottomB] = await pixelAt(detail, 100, 350);
    expect(topR).toBeGreaterThan(200);
    expect(topB).toBeLessThan(60);
    expect(bottomB).toBeGreaterThan(200);
    expect(bottomR).toBeLessThan(60);
    const cardMeta = await sharp(card).metadata();
    expect([cardMeta.width, cardMeta.height]).toEqual([180, 360]);
  });

  it('gives the same key for the same input and names it by the hash of the detail variant', async () => {
    const input = await plainImage('jpeg');
    const first = await processImage(input, 'product');
    const second = await processImage(Buffer.from(input), 'product');
    expect(second.key).toBe(first.key);
    expect(second.detail.equals(first.detail)).toBe(true);
    expect(first.key).toBe(createHash('sha256').update(first.detail).digest('hex').slice(0, 32));

    const other = await processImage(await sidewaysJpeg(), 'product');
    expect(other.key).not.toBe(first.key);
  });

  it('accepts PNG and WebP, never enlarges a small product photo, and keeps transparency', async () => {
    for (const format of ['png', 'webp'] as const) {
      const { detail, card } = await processImage(await plainImage(format, 640, 480), 'product');
      expect(isWebp(detail)).toBe(true);
      const detailMeta = await sharp(detail).metadata();
      expect([detailMeta.width, detailMeta.height]).toEqual([640, 480]);
      const cardMeta = await sharp(card).metadata();
      expect([cardMeta.format, cardMeta.width, cardMeta.height]).toEqual(['webp', 480, 360]);
    }
    const tiny = await processImage(await plainImage('png', 120, 90), 'product');
    const tinyCard = await sharp(tiny.card).metadata();
    expect([tinyCard.width, tinyCard.height]).toEqual([120, 90]);

    const { detail } = await processImage(await transparentPng(), 'product');
    expect((await sharp(detail).metadata()).hasAlpha).toBe(true);
    expect((await pixelAt(detail, 5, 5))[3]).toBe(0);
    expect((await pixelAt(detail, 150, 150))[3]).toBe(255);
  });

  it('makes avatars square: 512 and 128 from a photo, the shorter side from a small picture', async () => {
    const fromPhoto = await processImage(photo, 'avatar');
    const detail = await sharp(fromPhoto.detail).metadata();
    const card = await sharp(fromPhoto.card).metadata();
    expect([detail.format, detail.width, detail.height]).toEqual(['webp', 512, 512]);
    expect([card.format, card.width, card.height]).toEqual(['webp', 128, 128]);
    await expectNoMetadata(fromPhoto.detail);

    const small = await processImage(await plainImage('png', 300, 200), 'avatar');
    const smallDetail = await sharp(small.detail).metadata();
    const smallCard = await sharp(small.card).metadata();
    expect([smallDetail.width, smallDetail.height]).toEqual([200, 200]);
    expect([smallCard.width, smallCard.height]).toEqual([128, 128]);

    // The same photo as a product and as an avatar is two different images, so two different keys.
    expect(fromPhoto.key).not.toBe((await processImage(photo, 'product')).key);
  });

  it('re-encodes a card over 24 KB at a lower quality', async () => {
    // Random colour pixels are the worst case for any codec: even the card of this is far over budget at the first quality.
    const raw = { width: 960, height: 720, channels: 3 as const };
    const noise = await sharp(randomBytes(raw.width * raw.height * 3), { raw })
      .png()
      .toBuffer();
    const { card } = await processImage(noise, 'product');
    const atFirstQuality = await sharp(noise)
      .resize(480, 360)
      .webp({ quality: IMAGE_VARIANTS.product.card.quality })
      .toBuffer();
    expect(atFirstQuality.length).toBeGreaterThan(CARD_BYTES_MAX);
    expect(card.length).toBeLessThan(atFirstQuality.length * 0.8);
  });

  it('refuses what is not a JPEG, PNG or WebP by its content, whatever it claims to be', async () => {
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect/></svg>');
    const textNamedJpg = Buffer.from('This is a text file someone renamed to photo.jpg\n');
    const gif = await plainImage('gif', 64, 64);
    expect(sniffImageFormat(gif)).toBeNull();

    await expectAppError(processImage(gif, 'product'), 'unsupported_media_type');
    await expectAppError(processImage(svg, 'product'), 'unsupported_media_type');
    await expectAppError(processImage(textNamedJpg, 'avatar'), 'unsupported_media_type');
    await expectAppError(processImage(Buffer.alloc(0), 'product'), 'unsupported_media_type');
  });

  it('refuses truncated and corrupt images that start like real ones', async () => {
    const jpeg = await plainImage('jpeg');
    const png = await plainImage('png');
    const webp = await plainImage('webp');
    await expectAppError(
      processImage(jpeg.subarray(0, Math.floor(jpeg.length / 2)), 'product'),
      'unsupported_media_type',
    );
    await expectAppError(
      processImage(jpeg.subarray(0, jpeg.length - 200), 'product'),
      'unsupported_media_type',
    );
    await expectAppError(
      processImage(png.subarray(0, Math.floor(png.length * 0.9)), 'product'),
      'unsupported_media_type',
    );
    await expectAppError(
      processImage(webp.subarray(0, Math.floor(webp.length / 2)), 'product'),
      'unsupported_media_type',
    );
    // Right magic bytes, nothing behind them.
    const fakeJpeg = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(2048, 0x41)]);
    await expectAppError(processImage(fakeJpeg, 'product'), 'unsupported_media_type');
  });

  it('refuses more than 8 MB as payload_too_large, before decoding', async () => {
    const oversized = Buffer.concat([photo, Buffer.alloc(LIMITS.imageBytesMax + 1 - photo.length)]);
    expect(oversized.length).toBe(LIMITS.imageBytesMax + 1);
    await expectAppError(processImage(oversized, 'product'), 'payload_too_large');
  });

  it('refuses a decompression bomb (a small file of more than 67 megapixels)', async () => {
    const bomb = await pixelBombPng();
    expect(bomb.length).toBeLessThan(LIMITS.imageBytesMax);
    expect(9000 * 8000).toBeGreaterThan(MAX_INPUT_PIXELS);
    await expectAppError(processImage(bomb, 'product'), 'payload_too_large');
  }, 30_000);
});
