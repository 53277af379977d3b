import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SERVER_MESSAGES } from '@kisansetu/contract';
import { history } from '../../test/chat-fixtures';
import { formData, signUpAndLogIn, smallJpeg, type SignedIn } from '../../test/fixtures';
import { postProduct, productFields, uploadedFiles } from '../../test/product-fixtures';
import { createTestContext, type TestContext } from '../../test/test-app';
import { tables } from '../db';
import { createConcurrencyGate } from '../lib/concurrency-gate';
import { IMAGE_DECODE_BOUNDS, imageDecodes, processImage } from './image-pipeline';

let ctx: TestContext;
let farmer: SignedIn;
let buyer: SignedIn;
beforeAll(async () => {
  ctx = await createTestContext();
  farmer = await signUpAndLogIn(ctx.app, 'seller');
  buyer = await signUpAndLogIn(ctx.app, 'user');
});
afterAll(() => ctx.close());

/**
 * Takes every decode slot and every place in the queue with work that waits until `release()`: the state of a server
 * under a burst of large photos.
 */
function fillTheQueue() {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  const { running, waiting } = IMAGE_DECODE_BOUNDS;
  const holders = Array.from({ length: running + waiting }, () => imageDecodes.run(() => held));
  expect(imageDecodes.load).toEqual({ running, waiting });
  return async () => {
    release();
    await Promise.all(holders);
  };
}

function expectBusy(response: { statusCode: number; headers: Record<string, unknown>; body: string }) {
  expect(response.statusCode, response.body).toBe(503);
  expect(JSON.parse(response.body)).toMatchObject({
    errors: { code: 'service_unavailable', message: SERVER_MESSAGES.serviceUnavailable },
  });
  expect(Number(response.headers['retry-after'])).toBeGreaterThanOrEqual(1);
}

describe('image decodes: one a core, a bounded queue, 503 beyond', () => {
  it('is bounded by the cores of this machine', () => {
    expect(IMAGE_DECODE_BOUNDS.running).toBeGreaterThanOrEqual(1);
    expect(IMAGE_DECODE_BOUNDS.waiting).toBe(4 * IMAGE_DECODE_BOUNDS.running);
  });

  it('answers a listing, an avatar and a chat photo 503 with Retry-After while the queue is full, writing nothing', async () => {
    const release = fillTheQueue();
    try {
      const photo = await smallJpeg(31);
      const before = await uploadedFiles(ctx.dataDir);

      expectBusy(await postProduct(ctx.app, farmer.cookie, productFields(), [['images', photo, 'a.jpg']]));
      expect(await ctx.database.db.select().from(tables.products)).toEqual([]);

      const avatar = await ctx.app.inject({
        method: 'PUT',
        url: '/api/v1/user/update/customer/profile',
        headers: { cookie: buyer.cookie },
        payload: formData({}, [['image', photo, 'me.jpg']]),
      });
      expectBusy(avatar);

      const chat = await ctx.app.inject({
        method: 'POST',
        url: `/api/v1/message/send/${farmer.user._id}`,
        headers: { cookie: buyer.cookie },
        payload: formData({ message: '' }, [['image', photo, 'crop.jpg']]),
      });
      expectBusy(chat);
      expect(await history(ctx.app, buyer, farmer.user._id)).toEqual([]);

      expect(await uploadedFiles(ctx.dataDir)).toEqual(before);
      // Nothing of the refused uploads waits behind the held work.
      expect(imageDecodes.load).toEqual(IMAGE_DECODE_BOUNDS);
    } finally {
      await release();
    }
    expect(imageDecodes.load).toEqual({ running: 0, waiting: 0 });
    const after = await postProduct(ctx.app, farmer.cookie, productFields(), [
      ['images', await smallJpeg(31), 'a.jpg'],
    ]);
    expect(after.statusCode, after.body).toBe(201);
  });

  it('lets a waiting decode run when a slot frees, never more at once than the bound', async () => {
    const gate = createConcurrencyGate({ running: 2, waiting: 4 }, () => new Error('full'));
    let now = 0;
    let most = 0;
    const work = () =>
      gate.run(async () => {
        now += 1;
        most = Math.max(most, now);
        await new Promise((resolve) => setTimeout(resolve, 5));
        now -= 1;
      });
    const first = Array.from({ length: 6 }, work);
    await expect(work()).rejects.toThrow('full');
    // A newcomer arriving as a slot is handed over waits rather than slipping in beside the woken one.
    await Promise.all([...first, first[0]!.then(work), first[1]!.then(work)]);
    expect(most).toBe(2);
    await expect(processImage(await smallJpeg(32), 'product')).resolves.toMatchObject({ width: 96 });
  });
});
