import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SERVER_MESSAGES, VALIDATION, type Message, type Product } from '@kisansetu/contract';
import { send, signUpCast, type ChatCast } from '../../../test/chat-fixtures';
import { call } from '../../../test/moderation-fixtures';
import { createProduct, errorCode } from '../../../test/product-fixtures';
import { createTestContext, type TestContext } from '../../../test/test-app';

let ctx: TestContext;
let cast: ChatCast;
let product: Product;
let message: Message;

beforeAll(async () => {
  ctx = await createTestContext();
  cast = await signUpCast(ctx.app);
  product = await createProduct(ctx.app, cast.seller.cookie);
  message = await send(ctx.app, cast.buyer, cast.seller.user._id, 'Pay me in advance by UPI');
});
afterAll(() => ctx.close());

const report = (as: ChatCast[keyof ChatCast] | undefined, payload: Record<string, unknown>) =>
  call(ctx.app, 'POST', 'report', as, payload);

describe('POST report', () => {
  it('needs a session', async () => {
    expect(
      (await report(undefined, { targetType: 'user', targetId: cast.seller.user._id, reason: 'spam' }))
        .statusCode,
    ).toBe(401);
  });

  it('files a report of a listing, a person and a received message (201, open)', async () => {
    for (const [as, targetType, targetId] of [
      [cast.buyer, 'product', product._id],
      [cast.buyer, 'user', cast.seller.user._id],
      [cast.seller, 'message', message._id],
    ] as const) {
      const response = await report(as, {
        targetType,
        targetId,
        reason: 'scam',
        details: 'Asked for money first',
      });
      expect(response.statusCode, targetType).toBe(201);
      expect(response.json()).toMatchObject({
        success: true,
        message: SERVER_MESSAGES.reportFiled,
        data: { report: { status: 'open' } },
      });
    }
  });

  it('refuses the same reporter and target while the report is open (409 already_reported)', async () => {
    const payload = { targetType: 'user', targetId: cast.otherSeller.user._id, reason: 'spam' };
    expect((await report(cast.otherBuyer, payload)).statusCode).toBe(201);
    const again = await report(cast.otherBuyer, { ...payload, reason: 'offensive' });
    expect(again.statusCode).toBe(409);
    expect(errorCode(again)).toBe('already_reported');
    expect(again.json().message).toBe(SERVER_MESSAGES.alreadyReported);
    // Someone else may still report the same person.
    expect((await report(cast.buyer, payload)).statusCode).toBe(201);
  });

  it('answers 404 for unknown and malformed targets', async () => {
    for (const targetType of ['product', 'user', 'message']) {
      for (const targetId of ['0190a3c4-0000-7000-8000-000000000000', 'not-an-id']) {
        const response = await report(cast.buyer, { targetType, targetId, reason: 'other' });
        expect(response.statusCode, `${targetType} ${targetId}`).toBe(404);
      }
    }
  });

  it('refuses reporting yourself or your own listing (400)', async () => {
    const self = await report(cast.seller, {
      targetType: 'user',
      targetId: cast.seller.user._id,
      reason: 'spam',
    });
    expect(self.statusCode).toBe(400);
    expect(self.json().message).toBe(SERVER_MESSAGES.cannotReportSelf);
    const own = await report(cast.seller, { targetType: 'product', targetId: product._id, reason: 'spam' });
    expect(own.statusCode).toBe(400);
  });

  it('lets only the receiver report a message (403 for its sender and for others)', async () => {
    for (const as of [cast.buyer, cast.otherBuyer]) {
      const response = await report(as, {
        targetType: 'message',
        targetId: message._id,
        reason: 'offensive',
      });
      expect(response.statusCode).toBe(403);
      expect(response.json().message).toBe(SERVER_MESSAGES.reportOnlyReceivedMessages);
    }
  });

  it('checks the fields: details at most 500 characters, a known reason and target type', async () => {
    const long = await report(cast.otherBuyer, {
      targetType: 'product',
      targetId: product._id,
      reason: 'misleading',
      details: 'x'.repeat(501),
    });
    expect(long.statusCode).toBe(400);
    expect(long.json().errors.fields.details).toBe(VALIDATION.reportDetailsMax);
    const bad = await report(cast.otherBuyer, {
      targetType: 'farm',
      targetId: product._id,
      reason: 'because',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors.fields).toMatchObject({
      targetType: VALIDATION.reportTargetTypeInvalid,
      reason: VALIDATION.reportReasonRequired,
    });
  });
});
