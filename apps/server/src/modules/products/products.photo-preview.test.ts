import { rm } from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PHOTO_PREVIEW_SIDE, type Product, type ProductPage } from '@kisansetu/contract';
import { tables } from '../../db';
import { processImage } from '../../storage';
import { signUpAndLogIn, smallJpeg, type SignedIn } from '../../../test/fixtures';
import { createProduct, productFields, putProduct, type Files } from '../../../test/product-fixtures';
import { isWebp, photoLikeJpeg } from '../../../test/test-images';
import { createTestContext, type TestContext } from '../../../test/test-app';
import { fillListingPhotoPreviews } from './index';

let ctx: TestContext;
let seller: SignedIn;
let phonePhoto: Buffer;
beforeAll(async () => {
  ctx = await createTestContext();
  seller = await signUpAndLogIn(ctx.app, 'seller');
  phonePhoto = await photoLikeJpeg(1600, 1200);
}, 60_000);
afterAll(() => ctx.close());

let seed = 300;
const photo = async (): Promise<Files[number]> => ['images', await smallJpeg((seed += 1)), `p${seed}.jpg`];
const photos = (n: number) => Promise.all(Array.from({ length: n }, photo));
/** A photo of one colour, so that each one's preview differs from the others'. */
async function coloured(background: string): Promise<Files[number]> {
  const jpeg = await sharp({ create: { width: 320, height: 240, channels: 3, background } })
    .jpeg()
    .toBuffer();
  return ['images', jpeg, `${background.slice(1)}.jpg`];
}
const keep = (...urls: string[]) => ({ existingImages: JSON.stringify(urls) });
const keyOf = (url: string) => path.basename(url).slice(0, 32);

async function served(url: string): Promise<number> {
  const response = await ctx.app.inject({ method: 'GET', url });
  expect(response.statusCode).toBe(200);
  return response.rawPayload.length;
}

async function detail(id: string): Promise<Product> {
  const response = await ctx.app.inject({ method: 'GET', url: `/api/v1/product/${id}` });
  expect(response.statusCode).toBe(200);
  return response.json<{ data: { product: Product } }>().data.product;
}

async function listed(id: string): Promise<Product | undefined> {
  const response = await ctx.app.inject({ method: 'GET', url: '/api/v1/product/new' });
  return response.json<{ data: ProductPage }>().data.products.find((product) => product._id === id);
}

/** The preview's WebP, after checking it is a data URL of one. */
async function previewOf(product: Product): Promise<Buffer> {
  const src = product.photoPreview!.src;
  expect(src.startsWith('data:image/webp;base64,')).toBe(true);
  const webp = Buffer.from(src.slice('data:image/webp;base64,'.length), 'base64');
  expect(isWebp(webp)).toBe(true);
  const meta = await sharp(webp).metadata();
  expect(Math.max(meta.width, meta.height)).toBeLessThanOrEqual(PHOTO_PREVIEW_SIDE);
  return webp;
}

/** The preview is a tiny WebP and the sizes are those of the files served at the listing's URLs, in their order. */
async function expectTrueFacts(product: Product): Promise<void> {
  expect(product.photoPreview).not.toBeNull();
  await previewOf(product);
  expect(product.photoPreview!.cardBytes).toEqual(await Promise.all(product.thumbnails.map(served)));
  expect(product.photoPreview!.photoBytes).toEqual(await Promise.all(product.image.map(served)));
}

const stored = (id: string) =>
  ctx.database.db.execute(sql`SELECT photo_preview IS NULL AS empty, xmin::text AS version
    FROM ${tables.products} WHERE id = ${id}`) as unknown as Promise<{
    rows: { empty: boolean; version: string }[];
  }>;

describe("a listing's photo preview", () => {
  it('is sent on create, in the list and on the listing page, true to the files served', async () => {
    const created = await createProduct(ctx.app, seller.cookie, {}, [
      ['images', phonePhoto, 'IMG_1.jpg'],
      ...(await photos(1)),
    ]);
    await expectTrueFacts(created);
    const webp = await previewOf(created);
    // The first photo's own preview, as the pipeline makes it, and a few hundred bytes at most.
    expect(webp.equals((await processImage(phonePhoto, 'product')).preview)).toBe(true);
    expect(webp.length).toBeLessThan(400);
    expect(created.photoPreview!.cardBytes).toHaveLength(2);

    expect((await listed(created._id))?.photoPreview).toEqual(created.photoPreview);
    expect((await detail(created._id)).photoPreview).toEqual(created.photoPreview);
  });

  it('is null for a listing without photos', async () => {
    const created = await createProduct(ctx.app, seller.cookie);
    expect(created.photoPreview).toBeNull();
    expect((await listed(created._id))?.photoPreview).toBeNull();
    expect((await detail(created._id)).photoPreview).toBeNull();
  });

  it('follows an update that reorders, removes and adds photos, and goes when the last photo does', async () => {
    const created = await createProduct(ctx.app, seller.cookie, {}, [
      await coloured('#c02020'),
      await coloured('#20a020'),
      await coloured('#2020c0'),
    ]);
    const [a, , c] = created.image as [string, string, string];
    await expectTrueFacts(created);

    // A kept photo that was not first becomes first: its preview, and the sizes in the new order.
    const added = await coloured('#e0e020');
    let response = await putProduct(ctx.app, seller.cookie, created._id, productFields(keep(c, a)), [added]);
    expect(response.statusCode).toBe(200);
    let updated = response.json<{ data: { product: Product } }>().data.product;
    expect(updated.image.slice(0, 2)).toEqual([c, a]);
    expect(updated.image).toHaveLength(3);
    await expectTrueFacts(updated);
    expect(updated.photoPreview!.cardBytes.slice(0, 2)).toEqual([
      created.photoPreview!.cardBytes[2],
      created.photoPreview!.cardBytes[0],
    ]);
    const described = await ctx.app.describeStoredImage(keyOf(c));
    expect(updated.photoPreview!.src).toBe(`data:image/webp;base64,${described!.preview.toString('base64')}`);
    expect(updated.photoPreview!.src).not.toBe(created.photoPreview!.src);
    expect((await detail(created._id)).photoPreview).toEqual(updated.photoPreview);

    // The first kept as it was: its preview stays.
    response = await putProduct(ctx.app, seller.cookie, created._id, productFields(keep(c)));
    updated = response.json<{ data: { product: Product } }>().data.product;
    expect(updated.image).toEqual([c]);
    await expectTrueFacts(updated);
    expect(updated.photoPreview!.src).toBe(`data:image/webp;base64,${described!.preview.toString('base64')}`);

    // Only new photos: the first new one's preview.
    const fresh = await coloured('#c020c0');
    response = await putProduct(ctx.app, seller.cookie, created._id, productFields(), [fresh]);
    updated = response.json<{ data: { product: Product } }>().data.product;
    await expectTrueFacts(updated);
    expect((await previewOf(updated)).equals((await processImage(fresh[1], 'product')).preview)).toBe(true);

    response = await putProduct(ctx.app, seller.cookie, created._id, productFields());
    expect(response.json<{ data: { product: Product } }>().data.product.photoPreview).toBeNull();
    expect((await detail(created._id)).photoPreview).toBeNull();
  });
});

describe('the photo preview backfill', () => {
  it('fills listings stored before previews, leaves those without photos or files alone, and runs once', async () => {
    const { db } = ctx.database;
    const withPhotos = await createProduct(ctx.app, seller.cookie, {}, await photos(2));
    const sharing = await createProduct(ctx.app, seller.cookie, {}, [
      ['images', await smallJpeg(seed), 'same.jpg'],
    ]);
    const gone = await createProduct(ctx.app, seller.cookie, {}, await photos(1));
    const withoutPhotos = await createProduct(ctx.app, seller.cookie);
    const old = [withPhotos, sharing, gone];
    // As stored before data saver: no facts, and the version of the backfill not yet run.
    await db.execute(sql`UPDATE ${tables.products} SET photo_preview = NULL`);
    await db.execute(sql`DELETE FROM ${tables.appMeta} WHERE key = 'photo_previews'`);
    // Written behind the app's back: the kept pages are told, as a migration's start would leave none kept.
    ctx.app.listingsChanged();
    for (const product of old) expect((await detail(product._id)).photoPreview).toBeNull();
    await rm(path.join(ctx.dataDir, 'uploads', `${keyOf(gone.image[0]!)}.card.webp`));
    const untouched = (await stored(withoutPhotos._id)).rows[0]!;
    const listingsWithPhotos = (
      (await db.execute(
        sql`SELECT count(*)::int AS n FROM ${tables.products} WHERE cardinality(images) > 0`,
      )) as unknown as { rows: { n: number }[] }
    ).rows[0]!.n;

    const distinctPhotos = (
      (await db.execute(
        sql`SELECT count(DISTINCT key)::int AS n FROM ${tables.products}, unnest(images) AS key`,
      )) as unknown as { rows: { n: number }[] }
    ).rows[0]!.n;
    const reads: string[][] = [[], []];
    const counted = (log: string[]) => (key: string) => {
      log.push(key);
      return ctx.app.describeStoredImage(key);
    };

    // Two processes at once: each listing is written once, and neither fails on the missing file.
    const filled = await Promise.all([
      fillListingPhotoPreviews(db, counted(reads[0]!)),
      fillListingPhotoPreviews(db, counted(reads[1]!)),
    ]);
    expect(filled[0] + filled[1]).toBe(listingsWithPhotos - 1);
    // As the start pass does once it has changed listings (start-passes.ts).
    ctx.app.listingsChanged();
    // Each process reads each distinct photo once, however many listings show it.
    for (const keys of reads) {
      expect(keys).toHaveLength(new Set(keys).size);
      expect(keys.length).toBeLessThanOrEqual(distinctPhotos);
    }
    expect(reads[0]!.length + reads[1]!.length).toBeGreaterThanOrEqual(distinctPhotos);

    for (const product of [withPhotos, sharing]) {
      const after = await detail(product._id);
      await expectTrueFacts(after);
      expect(after.photoPreview!.cardBytes).toEqual(product.photoPreview!.cardBytes);
      expect(after.photoPreview!.photoBytes).toEqual(product.photoPreview!.photoBytes);
    }
    expect((await detail(gone._id)).photoPreview).toBeNull();
    expect((await stored(gone._id)).rows[0]!.empty).toBe(true);
    // The listing without photos was not written at all (the same row version).
    expect((await stored(withoutPhotos._id)).rows[0]).toEqual(untouched);

    // Done for this version: a second run reads nothing.
    await db.execute(sql`UPDATE ${tables.products} SET photo_preview = NULL WHERE id = ${withPhotos._id}`);
    expect(await fillListingPhotoPreviews(db, ctx.app.describeStoredImage)).toBe(0);
    ctx.app.listingsChanged();
    expect((await detail(withPhotos._id)).photoPreview).toBeNull();
  });
});
