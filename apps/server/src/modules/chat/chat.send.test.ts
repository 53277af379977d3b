import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SERVER_MESSAGES, VALIDATION, type Message } from '@kisansetu/contract';
import { tables } from '../../db';
import { chatCall, contacts, send, signUpCast, type ChatCast } from '../../../test/chat-fixtures';
import { createTestContext, type TestContext } from '../../../test/test-app';

let ctx: TestContext;
let cast: ChatCast;
beforeAll(async () => {
  ctx = await createTestContext();
  cast = await signUpCast(ctx.app);
});
afterAll(() => ctx.close());

const sendTo = (toId: string) => chatCall(ctx.app, 'POST', `message/send/${toId}`);
const UNKNOWN_ID = '01890000-0000-7000-8000-000000000000';

async function storedMessages(senderId: string) {
  return ctx.database.db.select().from(tables.messages).where(eq(tables.messages.senderId, senderId));
}

describe('POST message/send: who may write to whom', () => {
  it('lets a buyer start a conversation with a seller: 201, trimmed text, stored before it is answered', async () => {
    const { buyer, seller } = cast;
    const response = await sendTo(seller.user._id)(buyer, {
      payload: { message: '  Is the wheat still available?  ' },
    });
    expect(response.statusCode).toBe(201);
    const body = response.json<{ success: boolean; message: string; data: { message: Message } }>();
    expect(body.success).toBe(true);
    expect(body.message).toBe(SERVER_MESSAGES.messageSent);
    expect(body.data.message).toEqual({
      _id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      senderId: buyer.user._id,
      receiverId: seller.user._id,
      message: 'Is the wheat still available?',
      attachment: null,
      createdAt: expect.any(String),
    });
    expect(new Date(body.data.message.createdAt).toISOString()).toBe(body.data.message.createdAt);
    const [row] = await ctx.database.db
      .select()
      .from(tables.messages)
      .where(eq(tables.messages.id, body.data.message._id));
    expect(row).toMatchObject({ body: 'Is the wheat still available?', clientId: null });
    const sides = await ctx.database.db
      .select()
      .from(tables.conversationParticipants)
      .where(eq(tables.conversationParticipants.conversationId, row!.conversationId));
    expect(sides.map((s) => s.listed)).toEqual([true, true]);
  });

  it('lets the seller answer in that conversation', async () => {
    const reply = await send(ctx.app, cast.seller, cast.buyer.user._id, 'Yes, 40 quintal at ₹2,300');
    expect(reply).toMatchObject({ senderId: cast.seller.user._id, receiverId: cast.buyer.user._id });
  });

  it('accepts the Bearer token as well as the cookie, and an upper-case id', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: `/api/v1/message/send/${cast.seller.user._id.toUpperCase()}`,
      headers: { authorization: `Bearer ${cast.buyer.token}` },
      payload: { message: 'Can you deliver to Pune?' },
    });
    expect(response.statusCode).toBe(201);
    expect(response.json().data.message.receiverId).toBe(cast.seller.user._id);
  });

  const refusals: [string, (c: ChatCast) => [ChatCast['buyer'], string]][] = [
    ['a seller writing first to a buyer', (c) => [c.otherSeller, c.buyer.user._id]],
    ['a buyer writing to a buyer', (c) => [c.buyer, c.otherBuyer.user._id]],
    ['a seller writing to a seller', (c) => [c.seller, c.otherSeller.user._id]],
  ];
  it.each(refusals)(
    'refuses %s with 403 conversation_not_allowed and stores nothing',
    async (_name, pick) => {
      const [from, toId] = pick(cast);
      const before = (await storedMessages(from.user._id)).length;
      const response = await sendTo(toId)(from, { payload: { message: 'Namaste' } });
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({
        success: false,
        message: SERVER_MESSAGES.conversationNotAllowed,
        errors: {
          code: 'conversation_not_allowed',
          message: SERVER_MESSAGES.conversationNotAllowed,
          key: 'server.conversationNotAllowed',
        },
      });
      expect(await storedMessages(from.user._id)).toHaveLength(before);
    },
  );

  it('refuses a message to oneself with 400', async () => {
    const response = await sendTo(cast.buyer.user._id)(cast.buyer, { payload: { message: 'note to self' } });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual({
      code: 'bad_request',
      message: SERVER_MESSAGES.cannotMessageSelf,
      key: 'server.cannotMessageSelf',
    });
  });

  it.each([
    ['an unknown id', UNKNOWN_ID],
    ['a malformed id', 'not-a-user'],
    ['an injection attempt', "1' OR '1'='1"],
    ['a long id', 'a'.repeat(100)],
  ])('answers 404 for %s, never a 500', async (_name, id) => {
    const response = await sendTo(encodeURIComponent(id))(cast.buyer, { payload: { message: 'hello' } });
    expect(response.statusCode).toBe(404);
    expect(response.json().errors).toEqual({
      code: 'not_found',
      message: SERVER_MESSAGES.userNotFound,
      key: 'server.userNotFound',
    });
  });
});

describe('POST message/send: the text', () => {
  it.each([
    ['missing', {}, VALIDATION.messageRequired],
    ['empty', { message: '' }, VALIDATION.messageRequired],
    ['only spaces and newlines', { message: ' \n\t ' }, VALIDATION.messageRequired],
    ['not a string', { message: 42 }, VALIDATION.messageRequired],
    ['2001 characters', { message: 'a'.repeat(2001) }, VALIDATION.messageMax],
    ['an empty clientId', { message: 'hi', clientId: '' }, VALIDATION.clientIdInvalid],
    ['a clientId of 65 characters', { message: 'hi', clientId: 'c'.repeat(65) }, VALIDATION.clientIdInvalid],
  ])('refuses a message %s with the contract text', async (_name, payload, text) => {
    const response = await sendTo(cast.seller.user._id)(cast.buyer, { payload });
    expect(response.statusCode).toBe(400);
    const { errors } = response.json();
    expect(errors.code).toBe('validation_failed');
    expect(Object.values(errors.fields)).toEqual([text]);
  });

  it('accepts exactly 2000 characters after trimming', async () => {
    const message = await send(ctx.app, cast.buyer, cast.seller.user._id, `   ${'k'.repeat(2000)}   `);
    expect(message.message).toHaveLength(2000);
  });

  it.each([
    ['broken JSON', '{"message": ', 'application/json'],
    ['a JSON array', '["hello"]', 'application/json'],
    ['plain text', 'hello', 'text/plain'],
  ])('answers %s with a 4xx envelope, never a 500', async (_name, body, type) => {
    const response = await sendTo(cast.seller.user._id)(cast.buyer, {
      payload: body,
      headers: { 'content-type': type },
    });
    expect(response.statusCode).toBeGreaterThanOrEqual(400);
    expect(response.statusCode).toBeLessThan(500);
    expect(response.json().success).toBe(false);
  });
});

describe('POST message/send: clientId makes retries safe', () => {
  it('returns the first message for a repeated clientId, with 200, and stores one copy', async () => {
    const call = sendTo(cast.seller.user._id);
    const first = await call(cast.buyer, {
      payload: { message: 'Price for 10 quintal?', clientId: 'retry-1' },
    });
    const again = await call(cast.buyer, {
      payload: { message: 'Price for 10 quintal?', clientId: 'retry-1' },
    });
    const changed = await call(cast.buyer, { payload: { message: 'a different text', clientId: 'retry-1' } });
    expect(first.statusCode).toBe(201);
    expect(again.statusCode).toBe(200);
    expect(changed.statusCode).toBe(200);
    expect(again.json().data).toEqual(first.json().data);
    expect(changed.json().data).toEqual(first.json().data);
    expect(first.json().data.message.clientId).toBe('retry-1');
    const rows = await ctx.database.db
      .select()
      .from(tables.messages)
      .where(and(eq(tables.messages.senderId, cast.buyer.user._id), eq(tables.messages.clientId, 'retry-1')));
    expect(rows).toHaveLength(1);
  });

  it('never stores two copies when the same clientId arrives ten times at once', async () => {
    const call = sendTo(cast.seller.user._id);
    const responses = await Promise.all(
      Array.from({ length: 10 }, () =>
        call(cast.buyer, { payload: { message: 'Race', clientId: 'race-1' } }),
      ),
    );
    expect(responses.filter((r) => r.statusCode === 201)).toHaveLength(1);
    expect(responses.every((r) => r.statusCode === 201 || r.statusCode === 200)).toBe(true);
    expect(new Set(responses.map((r) => r.json().data.message._id)).size).toBe(1);
    const rows = await ctx.database.db
      .select()
      .from(tables.messages)
      .where(and(eq(tables.messages.senderId, cast.buyer.user._id), eq(tables.messages.clientId, 'race-1')));
    expect(rows).toHaveLength(1);
  });

  it('keeps clientIds per sender: the same one from someone else is a new message', async () => {
    const mine = await send(ctx.app, cast.buyer, cast.seller.user._id, 'from the buyer', 'shared-id');
    const theirs = await send(ctx.app, cast.seller, cast.buyer.user._id, 'from the seller', 'shared-id');
    expect(theirs._id).not.toBe(mine._id);
    expect(theirs.message).toBe('from the seller');
  });

  it('never opens a conversation for two first messages sent at once (one conversation per pair)', async () => {
    const buyer = cast.otherBuyer;
    await Promise.all([
      send(ctx.app, buyer, cast.otherSeller.user._id, 'first'),
      send(ctx.app, buyer, cast.otherSeller.user._id, 'second'),
    ]);
    expect((await contacts(ctx.app, buyer)).filter((c) => c._id === cast.otherSeller.user._id)).toHaveLength(
      1,
    );
  });
});

describe('every chat call needs a session', () => {
  const calls: ['GET' | 'POST' | 'DELETE', string, unknown][] = [
    ['POST', `message/send/${UNKNOWN_ID}`, { message: 'hi' }],
    ['POST', `message/send/${UNKNOWN_ID}`, { message: '' }],
    ['GET', `message/${UNKNOWN_ID}`, undefined],
    ['GET', `message/${UNKNOWN_ID}?limit=abc`, undefined],
    ['POST', `message/sync/${UNKNOWN_ID}`, undefined],
    ['DELETE', `message/delete/${UNKNOWN_ID}`, undefined],
    ['POST', `message/read/${UNKNOWN_ID}`, undefined],
    ['GET', 'message/unread', undefined],
    ['GET', 'user/otheruser', undefined],
  ];
  it.each(calls)('%s %s answers 401 to an anonymous caller', async (method, url, payload) => {
    const response = await chatCall(
      ctx.app,
      method,
      url,
    )(undefined, payload === undefined ? {} : { payload });
    expect(response.statusCode).toBe(401);
    expect(response.json().errors.code).toBe('unauthorized');
  });

  it('answers 401 to a made-up or logged-out session', async () => {
    const fake = { ...cast.buyer, cookie: 'ks_session=made-up-token-that-is-long-enough' };
    expect((await chatCall(ctx.app, 'GET', 'user/otheruser')(fake)).statusCode).toBe(401);
  });
});

describe('wrong methods', () => {
  it.each([
    ['GET', `message/send/${UNKNOWN_ID}`, 'POST'],
    ['GET', `message/delete/${UNKNOWN_ID}`, 'DELETE'],
    // A GET that opened conversations would let any link hand a seller the buyer's contact details.
    ['GET', `message/sync/${UNKNOWN_ID}`, 'POST'],
    ['DELETE', `message/${UNKNOWN_ID}`, 'GET'],
    ['POST', 'user/otheruser', 'GET'],
  ] as const)('%s %s answers 405 with Allow: %s', async (method, url, allow) => {
    const response = await chatCall(ctx.app, method, url)(cast.buyer);
    expect(response.statusCode).toBe(405);
    expect(response.headers.allow).toBe(allow);
    expect(response.json().errors.code).toBe('method_not_allowed');
  });

  it('answers a caller without a session 401 first, as on the path’s own method', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: `/api/v1/message/send/${UNKNOWN_ID}` });
    expect(response.statusCode).toBe(401);
    expect(response.json().errors.code).toBe('unauthorized');
  });
});
