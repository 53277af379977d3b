import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SERVER_MESSAGES, VALIDATION } from '@kisansetu/contract';
import {
  chatCall,
  contacts,
  history,
  send,
  signUpCast,
  unread,
  type ChatCast,
} from '../../../test/chat-fixtures';
import { signUpAndLogIn } from '../../../test/fixtures';
import { createTestContext, type TestContext } from '../../../test/test-app';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const UNKNOWN_ID = '01890000-0000-7000-8000-000000000000';

describe('GET message/{userId}', () => {
  let cast: ChatCast;
  let texts: string[];
  beforeAll(async () => {
    cast = await signUpCast(ctx.app);
    texts = [];
    for (let i = 1; i <= 5; i += 1) {
      const from = i % 2 === 1 ? cast.buyer : cast.seller;
      const to = i % 2 === 1 ? cast.seller : cast.buyer;
      texts.push((await send(ctx.app, from, to.user._id, `message ${i}`)).message);
    }
  });

  it('gives both parties the whole conversation, oldest first', async () => {
    const forBuyer = await history(ctx.app, cast.buyer, cast.seller.user._id);
    const forSeller = await history(ctx.app, cast.seller, cast.buyer.user._id);
    expect(forBuyer.map((m) => m.message)).toEqual(texts);
    expect(forSeller).toEqual(forBuyer);
    const response = await chatCall(ctx.app, 'GET', `message/${cast.seller.user._id}`)(cast.buyer);
    expect(response.json().message).toBe(SERVER_MESSAGES.messagesFetched);
  });

  it('pages back in time with before and limit', async () => {
    const seller = cast.seller.user._id;
    const last = await history(ctx.app, cast.buyer, seller, '?limit=2');
    expect(last.map((m) => m.message)).toEqual(['message 4', 'message 5']);
    const middle = await history(ctx.app, cast.buyer, seller, `?limit=2&before=${last[0]!._id}`);
    expect(middle.map((m) => m.message)).toEqual(['message 2', 'message 3']);
    const first = await history(ctx.app, cast.buyer, seller, `?limit=2&before=${middle[0]!._id}`);
    expect(first.map((m) => m.message)).toEqual(['message 1']);
    expect(await history(ctx.app, cast.buyer, seller, `?before=${first[0]!._id}`)).toEqual([]);
    // An empty `before` is no cursor; a cursor newer than everything gives the latest page.
    expect(await history(ctx.app, cast.buyer, seller, '?before=&limit=')).toHaveLength(5);
    expect(
      await history(ctx.app, cast.buyer, seller, '?before=ffffffff-ffff-7fff-bfff-ffffffffffff&limit=1'),
    ).toHaveLength(1);
  });

  it('returns 50 by default and at most 200', async () => {
    const { otherBuyer, otherSeller } = cast;
    for (let i = 0; i < 55; i += 1) await send(ctx.app, otherBuyer, otherSeller.user._id, `bulk ${i}`);
    const page = await history(ctx.app, otherBuyer, otherSeller.user._id);
    expect(page).toHaveLength(50);
    expect(page.at(-1)!.message).toBe('bulk 54');
    expect(await history(ctx.app, otherBuyer, otherSeller.user._id, '?limit=200')).toHaveLength(55);
  });

  it.each([
    ['limit=0', 'limit'],
    ['limit=201', 'limit'],
    ['limit=abc', 'limit'],
    ['limit=2.5', 'limit'],
    ['before=not-an-id', 'before'],
    [`before=${'9'.repeat(101)}`, 'before'],
  ])('answers ?%s with a 400 naming the field, never a 500', async (query, field) => {
    const response = await chatCall(ctx.app, 'GET', `message/${cast.seller.user._id}?${query}`)(cast.buyer);
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().errors.fields)).toEqual([field]);
  });

  it('answers 404 for an unknown or malformed user and 400 for oneself', async () => {
    expect((await chatCall(ctx.app, 'GET', `message/${UNKNOWN_ID}`)(cast.buyer)).statusCode).toBe(404);
    expect((await chatCall(ctx.app, 'GET', 'message/xyz')(cast.buyer)).statusCode).toBe(404);
    expect((await chatCall(ctx.app, 'GET', `message/${cast.buyer.user._id}`)(cast.buyer)).statusCode).toBe(
      400,
    );
  });

  it('never shows a third user anything of a conversation they are not part of', async () => {
    const outsider = cast.otherBuyer;
    expect(await history(ctx.app, outsider, cast.buyer.user._id)).toEqual([]);
    const withSeller = await history(ctx.app, outsider, cast.seller.user._id);
    expect(withSeller).toEqual([]);
    const everything = JSON.stringify(await contacts(ctx.app, outsider));
    for (const text of texts) expect(everything).not.toContain(text);
    expect((await unread(ctx.app, outsider)).byUser[cast.seller.user._id]).toBeUndefined();
  });
});

describe('read marks and unread counts', () => {
  let cast: ChatCast;
  beforeAll(async () => {
    cast = await signUpCast(ctx.app);
  });

  it('counts unread per sender; reading changes nothing, POST message/read clears them', async () => {
    const { buyer, otherBuyer, seller } = cast;
    await send(ctx.app, buyer, seller.user._id, 'one');
    await send(ctx.app, buyer, seller.user._id, 'two');
    await send(ctx.app, otherBuyer, seller.user._id, 'three');
    expect(await unread(ctx.app, seller)).toEqual({
      total: 3,
      byUser: { [buyer.user._id]: 2, [otherBuyer.user._id]: 1 },
    });
    // The sender has nothing unread: their own messages never count.
    expect(await unread(ctx.app, buyer)).toEqual({ total: 0, byUser: {} });
    const listed = await contacts(ctx.app, seller);
    expect(listed.find((c) => c._id === buyer.user._id)!.unreadCount).toBe(2);

    // A GET changes nothing (a link on another site must not be able to mark a farmer's messages read).
    await history(ctx.app, seller, buyer.user._id);
    expect((await unread(ctx.app, seller)).total).toBe(3);
    await chatCall(ctx.app, 'POST', `message/read/${buyer.user._id}`)(seller);
    expect(await unread(ctx.app, seller)).toEqual({ total: 1, byUser: { [otherBuyer.user._id]: 1 } });
    expect((await contacts(ctx.app, seller)).find((c) => c._id === buyer.user._id)!.unreadCount).toBe(0);
  });

  it('POST message/read/{userId} marks everything from that user read', async () => {
    const { otherBuyer, seller } = cast;
    const response = await chatCall(ctx.app, 'POST', `message/read/${otherBuyer.user._id}`)(seller);
    expect(response.statusCode).toBe(200);
    expect(await unread(ctx.app, seller)).toEqual({ total: 0, byUser: {} });
    expect((await chatCall(ctx.app, 'POST', `message/read/${UNKNOWN_ID}`)(seller)).statusCode).toBe(404);
  });

  it('paging back in time marks nothing read', async () => {
    const { buyer, seller } = cast;
    const older = await history(ctx.app, seller, buyer.user._id, '?limit=1');
    await send(ctx.app, buyer, seller.user._id, 'newest');
    await history(ctx.app, seller, buyer.user._id, `?before=${older[0]!._id}`);
    await history(ctx.app, seller, buyer.user._id);
    expect((await unread(ctx.app, seller)).byUser[buyer.user._id]).toBe(1);
  });
});

describe('DELETE message/delete/{userId} (delete for me)', () => {
  let cast: ChatCast;
  beforeAll(async () => {
    cast = await signUpCast(ctx.app);
    await send(ctx.app, cast.buyer, cast.seller.user._id, 'Do you have basmati?');
    await send(ctx.app, cast.seller, cast.buyer.user._id, 'Yes, 1121 variety');
  });

  it('hides the conversation for the caller only; the other party keeps theirs', async () => {
    const { buyer, seller } = cast;
    const response = await chatCall(ctx.app, 'DELETE', `message/delete/${seller.user._id}`)(buyer);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ success: true, message: SERVER_MESSAGES.conversationDeleted });
    expect(await history(ctx.app, buyer, seller.user._id)).toEqual([]);
    expect((await contacts(ctx.app, buyer)).map((c) => c._id)).not.toContain(seller.user._id);
    expect(await history(ctx.app, seller, buyer.user._id)).toHaveLength(2);
    expect((await contacts(ctx.app, seller)).map((c) => c._id)).toContain(buyer.user._id);
  });

  it('brings the conversation back with only what came after, when a new message arrives', async () => {
    const { buyer, seller } = cast;
    const reply = await send(ctx.app, seller, buyer.user._id, 'Still interested?');
    const listed = await contacts(ctx.app, buyer);
    expect(listed.find((c) => c._id === seller.user._id)).toMatchObject({
      lastMessage: reply,
      unreadCount: 1,
    });
    expect((await history(ctx.app, buyer, seller.user._id)).map((m) => m.message)).toEqual([
      'Still interested?',
    ]);
  });

  it('is a no-op without a conversation, 404 for an unknown user and 400 for oneself', async () => {
    const { otherBuyer, otherSeller } = cast;
    expect(
      (await chatCall(ctx.app, 'DELETE', `message/delete/${otherSeller.user._id}`)(otherBuyer)).statusCode,
    ).toBe(200);
    expect((await chatCall(ctx.app, 'DELETE', `message/delete/${UNKNOWN_ID}`)(otherBuyer)).statusCode).toBe(
      404,
    );
    expect(
      (await chatCall(ctx.app, 'DELETE', `message/delete/${otherBuyer.user._id}`)(otherBuyer)).statusCode,
    ).toBe(400);
  });
});

describe('POST message/sync/{userId}', () => {
  let cast: ChatCast;
  beforeAll(async () => {
    cast = await signUpCast(ctx.app);
  });

  it("opens a buyer's conversation with a seller and lists it for both", async () => {
    const { buyer, seller } = cast;
    const response = await chatCall(ctx.app, 'POST', `message/sync/${seller.user._id}`)(buyer);
    expect(response.statusCode).toBe(200);
    expect(response.json().message).toBe(SERVER_MESSAGES.conversationSynced);
    expect(response.json().data.contact).toEqual({
      _id: seller.user._id,
      fullName: seller.user.fullName,
      avatarUrl: null,
      // Neither has written yet: no contact details either way, and a place rather than an address.
      location: { place: 'Nashik', district: 'Nashik', state: 'Maharashtra' },
      contactShared: false,
      phoneVerified: false,
      role: 'seller',
      lastMessage: null,
      lastProduct: null,
      unreadCount: 0,
    });
    expect((await contacts(ctx.app, buyer)).map((c) => c._id)).toEqual([seller.user._id]);
    expect((await contacts(ctx.app, seller)).map((c) => c._id)).toEqual([buyer.user._id]);
    // The seller may answer now: the conversation exists.
    await send(ctx.app, seller, buyer.user._id, 'Welcome!');
  });

  it('lists it again for a side that deleted it, and the seller may sync an existing one', async () => {
    const { buyer, seller } = cast;
    await chatCall(ctx.app, 'DELETE', `message/delete/${buyer.user._id}`)(seller);
    expect(await contacts(ctx.app, seller)).toEqual([]);
    const response = await chatCall(ctx.app, 'POST', `message/sync/${seller.user._id}`)(buyer);
    expect(response.json().data.contact.lastMessage.message).toBe('Welcome!');
    expect((await contacts(ctx.app, seller)).map((c) => c._id)).toEqual([buyer.user._id]);
    expect((await chatCall(ctx.app, 'POST', `message/sync/${buyer.user._id}`)(seller)).statusCode).toBe(200);
  });

  it.each([
    [
      'a seller with a buyer they never spoke to',
      (c: ChatCast) => [c.otherSeller, c.otherBuyer.user._id] as const,
    ],
    ['a buyer with a buyer', (c: ChatCast) => [c.buyer, c.otherBuyer.user._id] as const],
    ['a seller with a seller', (c: ChatCast) => [c.seller, c.otherSeller.user._id] as const],
  ])('refuses %s with 403 and lists nothing', async (_name, pick) => {
    const [as, otherId] = pick(cast);
    const response = await chatCall(ctx.app, 'POST', `message/sync/${otherId}`)(as);
    expect(response.statusCode).toBe(403);
    expect(response.json().errors.code).toBe('conversation_not_allowed');
    expect((await contacts(ctx.app, as)).map((c) => c._id)).not.toContain(otherId);
  });

  it('answers 404 for an unknown user and 400 for oneself', async () => {
    expect((await chatCall(ctx.app, 'POST', `message/sync/${UNKNOWN_ID}`)(cast.buyer)).statusCode).toBe(404);
    expect(
      (await chatCall(ctx.app, 'POST', `message/sync/${cast.buyer.user._id}`)(cast.buyer)).statusCode,
    ).toBe(400);
  });
});

describe('GET user/otheruser', () => {
  let cast: ChatCast;
  beforeAll(async () => {
    cast = await signUpCast(ctx.app);
  });

  it('is empty for someone with no conversation', async () => {
    const response = await chatCall(ctx.app, 'GET', 'user/otheruser')(cast.otherBuyer);
    expect(response.json()).toEqual({
      success: true,
      message: SERVER_MESSAGES.usersFetched,
      data: { otherUsers: [] },
    });
  });

  it('lists conversations most recent first, each with its last message and unread count', async () => {
    const { buyer, seller, otherSeller } = cast;
    await send(ctx.app, buyer, seller.user._id, 'to the first farmer');
    const second = await send(ctx.app, buyer, otherSeller.user._id, 'to the second farmer');
    let listed = await contacts(ctx.app, buyer);
    expect(listed.map((c) => c._id)).toEqual([otherSeller.user._id, seller.user._id]);
    expect(listed[0]).toMatchObject({
      lastMessage: second,
      unreadCount: 0,
      fullName: otherSeller.user.fullName,
    });

    const answer = await send(ctx.app, seller, buyer.user._id, 'from the first farmer');
    listed = await contacts(ctx.app, buyer);
    expect(listed.map((c) => c._id)).toEqual([seller.user._id, otherSeller.user._id]);
    expect(listed[0]).toMatchObject({ lastMessage: answer, unreadCount: 1 });
  });

  it('shows public fields only: no Aadhaar, no password hash, no street address or point', async () => {
    const listed = await contacts(ctx.app, cast.buyer);
    const text = JSON.stringify(listed);
    expect(text).not.toMatch(/aadha|password|hash|address|pincode|"lat"|"lon"/i);
    // The farmer wrote to the buyer in an earlier test: their contact details are open to the buyer.
    const farmer = listed.find((c) => c._id === cast.seller.user._id)!;
    expect(Object.keys(farmer).sort()).toEqual(
      [
        '_id',
        'avatarUrl',
        'contactShared',
        'email',
        'fullName',
        'lastMessage',
        'lastProduct',
        'location',
        'phoneNumber',
        'phoneVerified',
        'role',
        'unreadCount',
      ].sort(),
    );
  });

  it('stays one response for many contacts', async () => {
    const buyers = await Promise.all(Array.from({ length: 6 }, () => signUpAndLogIn(ctx.app, 'user')));
    for (const b of buyers) await send(ctx.app, b, cast.seller.user._id, `hello from ${b.user.fullName}`);
    const listed = await contacts(ctx.app, cast.seller);
    expect(listed).toHaveLength(7);
    expect(listed.slice(0, 6).map((c) => c._id)).toEqual(buyers.map((b) => b.user._id).reverse());
    expect(listed.slice(0, 6).every((c) => c.unreadCount === 1)).toBe(true);
  });
});

describe('messages of the validation texts', () => {
  it('uses the contract text for an unusable cursor', async () => {
    const cast = await signUpCast(ctx.app);
    const response = await chatCall(
      ctx.app,
      'GET',
      `message/${cast.seller.user._id}?before=nope`,
    )(cast.buyer);
    expect(response.json().errors.fields).toEqual({ before: VALIDATION.invalidValue });
  });
});
