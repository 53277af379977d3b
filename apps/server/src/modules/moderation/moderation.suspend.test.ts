import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SERVER_MESSAGES } from '@kisansetu/contract';
import { signUpCast, type ChatCast } from '../../../test/chat-fixtures';
import type { SignedIn } from '../../../test/fixtures';
import { call, fileReport, listedIds, signUpModerator } from '../../../test/moderation-fixtures';
import { createProduct, errorCode } from '../../../test/product-fixtures';
import { connectClient, listen } from '../../../test/socket-client';
import { createTestContext, type TestContext } from '../../../test/test-app';

let ctx: TestContext;
let cast: ChatCast;
let moderator: SignedIn;
let baseUrl: string;

beforeAll(async () => {
  ctx = await createTestContext({ SUPPORT_EMAIL: 'help@kisansetu.example' });
  baseUrl = await listen(ctx.app);
  cast = await signUpCast(ctx.app);
  moderator = await signUpModerator(ctx.app, ctx.database.db);
});
afterAll(() => ctx.close());

const login = (who: SignedIn, role = 'seller') =>
  call(ctx.app, 'POST', 'user/login', undefined, { email: who.email, password: who.password, role });

describe('suspend_user, then reinstate', () => {
  it('ends sessions and sockets, refuses login with the support address, hides every listing; reinstating restores', async () => {
    const seller = cast.seller;
    const product = await createProduct(ctx.app, seller.cookie, { productName: 'Suspicious Saffron' });
    const hidden = await createProduct(ctx.app, seller.cookie, { productName: 'Hidden Saffron' });
    const hideId = await fileReport(ctx.app, cast.otherBuyer, 'product', hidden._id, 'prohibited');
    expect(
      (
        await call(ctx.app, 'POST', `moderation/reports/${hideId}/resolve`, moderator, {
          action: 'hide_product',
        })
      ).statusCode,
    ).toBe(200);
    const socket = await connectClient(baseUrl, { cookie: seller.cookie });
    const closed = new Promise<string>((resolve) =>
      socket.socket.on('disconnect', (reason) => resolve(reason)),
    );
    expect(await listedIds(ctx.app, 'product/search?name=saffron')).toContain(product._id);

    const reportId = await fileReport(ctx.app, cast.buyer, 'product', product._id, 'scam');
    const resolved = await call(ctx.app, 'POST', `moderation/reports/${reportId}/resolve`, moderator, {
      action: 'suspend_user',
      note: 'Asked buyers for advance payment',
    });
    expect(resolved.statusCode).toBe(200);

    // The live socket is closed by the server, and the old cookie no longer works.
    expect(await closed).toBe('io server disconnect');
    expect((await call(ctx.app, 'GET', 'user/me', seller)).statusCode).toBe(401);

    const refused = await login(seller);
    expect(refused.statusCode).toBe(403);
    expect(errorCode(refused)).toBe('account_suspended');
    expect(refused.json().message).toBe(
      SERVER_MESSAGES.accountSuspended.replace('{supportEmail}', 'help@kisansetu.example'),
    );
    // A wrong password still gets the ordinary 401: the suspension is told only to the account's holder.
    const wrong = await call(ctx.app, 'POST', 'user/login', undefined, {
      email: seller.email,
      password: 'wrong-password-1',
      role: 'seller',
    });
    expect(wrong.statusCode).toBe(401);

    for (const as of [undefined, cast.buyer]) {
      expect(await listedIds(ctx.app, 'product/new', as)).not.toContain(product._id);
      expect(await listedIds(ctx.app, 'product/search?name=saffron', as)).not.toContain(product._id);
      expect(await listedIds(ctx.app, 'product/new?pincode=462001&radiusKm=100', as)).not.toContain(
        product._id,
      );
      expect((await call(ctx.app, 'GET', `product/${product._id}`, as)).statusCode).toBe(404);
    }
    expect((await call(ctx.app, 'GET', `user/detail/${seller.user._id}`)).statusCode).toBe(404);
    expect((await call(ctx.app, 'GET', `product/my/${seller.user._id}`)).statusCode).toBe(404);

    // The moderator's queue shows the person as suspended.
    const queue = await call(ctx.app, 'GET', 'moderation/reports?status=resolved', moderator);
    const entry = queue.json().data.reports.find((r: { _id: string }) => r._id === reportId);
    expect(entry.target.seller.suspended).toBe(true);

    const reinstated = await call(
      ctx.app,
      'POST',
      `moderation/users/${seller.user._id}/reinstate`,
      moderator,
    );
    expect(reinstated.statusCode).toBe(200);
    expect(reinstated.json().message).toBe(SERVER_MESSAGES.userReinstated);
    expect((await login(seller)).statusCode).toBe(200);
    expect(await listedIds(ctx.app, 'product/search?name=saffron')).toContain(product._id);
    expect(await listedIds(ctx.app, 'product/search?name=saffron')).not.toContain(hidden._id);
    const detail = await call(ctx.app, 'GET', `user/detail/${seller.user._id}`);
    expect(detail.statusCode).toBe(200);
    expect(detail.json().data.products.map((p: { _id: string }) => p._id)).toEqual([product._id]);

    const audit = await call(ctx.app, 'GET', 'moderation/audit', moderator);
    expect(
      audit
        .json()
        .data.entries.slice(0, 2)
        .map((e: { action: string }) => e.action),
    ).toEqual(['reinstate_user', 'suspend_user']);
  });

  it('suspends the sender of a reported message', async () => {
    const { buyer, otherSeller } = cast;
    await call(ctx.app, 'POST', `message/send/${otherSeller.user._id}`, buyer, { message: 'Hello' });
    const reply = await call(ctx.app, 'POST', `message/send/${buyer.user._id}`, otherSeller, {
      message: 'Share your UPI PIN',
    });
    const reportId = await fileReport(ctx.app, buyer, 'message', reply.json().data.message._id, 'scam');
    await call(ctx.app, 'POST', `moderation/reports/${reportId}/resolve`, moderator, {
      action: 'suspend_user',
    });
    expect((await call(ctx.app, 'GET', 'user/me', otherSeller)).statusCode).toBe(401);
    expect((await login(otherSeller)).statusCode).toBe(403);
    expect((await call(ctx.app, 'POST', `moderation/users/not-an-id/reinstate`, moderator)).statusCode).toBe(
      404,
    );
  });
});
