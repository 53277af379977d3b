import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SERVER_MESSAGES, type Product } from '@kisansetu/contract';
import { failingOnPut } from '../../../test/failing-store';
import { signUpAndLogIn, smallJpeg, type SignedIn } from '../../../test/fixtures';
import { postProduct, productFields } from '../../../test/product-fixtures';
import { createTestContext, type TestContext } from '../../../test/test-app';
import { createLocalDiskStore } from '../../storage';

/*
 * A full disk while a farmer posts a crop with photos: the store refuses the third photo file. The farmer
 * gets "try again shortly", and neither a listing nor a stray photo is left behind.
 */
let ctx: TestContext;
let farmer: SignedIn;
let uploads: string;
beforeAll(async () => {
  uploads = await mkdtemp(path.join(tmpdir(), 'ks-full-disk-'));
  ctx = await createTestContext({}, { imageStore: failingOnPut(createLocalDiskStore(uploads), 3) });
  farmer = await signUpAndLogIn(ctx.app, 'seller');
});
afterAll(async () => {
  await ctx.close();
  await rm(uploads, { recursive: true, force: true });
});

describe('a full disk during an upload', () => {
  it('answers 503 service_unavailable with Retry-After, and writes no listing and no photo', async () => {
    const response = await postProduct(
      ctx.app,
      farmer.cookie,
      productFields({ productName: 'Desi Tomato' }),
      [
        ['images', await smallJpeg(21), 'a.jpg'],
        ['images', await smallJpeg(22), 'b.jpg'],
      ],
    );
    expect(response.statusCode).toBe(503);
    expect(response.headers['retry-after']).toBe('30');
    expect(response.json()).toEqual({
      success: false,
      message: SERVER_MESSAGES.serviceUnavailable,
      errors: {
        code: 'service_unavailable',
        message: SERVER_MESSAGES.serviceUnavailable,
        key: 'server.serviceUnavailable',
      },
    });
    expect(response.body).not.toMatch(/ENOSPC|disk|uploads/i);

    const mine = await ctx.app.inject({
      method: 'GET',
      url: `/api/v1/product/my/${farmer.user._id}`,
      headers: { cookie: farmer.cookie },
    });
    expect(mine.json<{ data: { myProduct: Product[] } }>().data.myProduct).toEqual([]);
    const left = (await readdir(uploads).catch(() => [])).filter((name) => !name.startsWith('.'));
    expect(left).toEqual([]);
  });
});
