import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SERVER_MESSAGES, type Message, type Product } from '@kisansetu/contract';
import { chatCall, contacts, history, send, signUpCast, type ChatCast } from '../../../test/chat-fixtures';
import { smallJpeg, type SignedIn } from '../../../test/fixtures';
import { call, fileReport, signUpModerator } from '../../../test/moderation-fixtures';
import { createProduct, errorCode, productFields, putProduct } from '../../../test/product-fixtures';
import { connectClient, listen } from '../../../test/socket-client';
import { createTestContext, type TestContext } from '../../../test/test-app';

let ctx: TestContext;
let cast: ChatCast;
let moderator: SignedIn;
let baseUrl: string;
let onions: Product;

beforeAll(async () => {
  ctx = await createTestContext();
  baseUrl = await listen(ctx.app);
  cast = await signUpCast(ctx.app);
  moderator = await signUpModerator(ctx.app, ctx.database.db);
  onions = await createProduct(
    ctx.app,
    cast.seller.cookie,
    { productName: 'Nashik Red Onion', price: '1800', unit: 'quintal' },
    [['images', await smallJpeg(7), 'onion.jpg']],
  );
});
afterAll(() => ctx.close());

const UNKNOWN_ID = '01890000-0000-7000-8000-000000000000';

/** POST message/send with a product, answering the raw response. */
function sendAbout(from: SignedIn, toId: string, message: string, productId: string, clientId?: string) {
  return chatCall(
    ctx.app,
    'POST',
    `message/send/${toId}`,
  )(from, {
    payload: { message, productId, ...(clientId ? { clientId } : {}) },
  });
}

const messageOf = (response: { json: <T>() => T }) =>
  response.json<{ data: { message: Message } }>().data.message;

describe('POST message/send with productId', () => {
  it('stores the listing as it is with the message and shows it to both parties, live and in history', async () => {
    const { buyer, seller } = cast;
    const socket = await connectClient(baseUrl, { cookie: seller.cookie });
    const received = new Promise<Message>((resolve) => socket.socket.once('newMessage', resolve));
    const response = await sendAbout(buyer, seller.user._id, 'Is it still available?', onions._id);
    expect(response.statusCode).toBe(201);
    const expected = {
      _id: onions._id,
      productName: 'Nashik Red Onion',
      price: 1800,
      unit: 'quintal',
      image: onions.thumbnails[0],
    };
    expect(messageOf(response).product).toEqual(expected);
    expect(messageOf(response).message).toBe('Is it still available?');
    // The farmer sees which listing it is about, as it arrives and in the conversation.
    expect((await received).product).toEqual(expected);
    socket.socket.disconnect();
    const [stored] = await history(ctx.app, seller, buyer.user._id);
    expect(stored).toEqual(messageOf(response));

    // Both contact lists name the listing the conversation is about.
    expect((await contacts(ctx.app, seller)).find((c) => c._id === buyer.user._id)?.lastProduct).toEqual(
      expected,
    );
    expect((await contacts(ctx.app, buyer)).find((c) => c._id === seller.user._id)?.lastProduct).toEqual(
      expected,
    );
  });

  it('keeps the price a message was sent with; the contact list shows the price now; a reply leaves the product', async () => {
    const { buyer, seller } = cast;
    const updated = await putProduct(ctx.app, seller.cookie, onions._id, {
      ...productFields({ productName: 'Nashik Red Onion', price: '1650', unit: 'quintal' }),
      existingImages: JSON.stringify([onions.image[0]]),
    });
    expect(updated.statusCode).toBe(200);
    const reply = await send(ctx.app, seller, buyer.user._id, 'Yes, available');
    expect(reply.product).toBeUndefined();

    const messages = await history(ctx.app, buyer, seller.user._id);
    expect(messages.map((m) => m.product?.price ?? null)).toEqual([1800, null]);
    const contact = (await contacts(ctx.app, buyer)).find((c) => c._id === seller.user._id);
    expect(contact?.lastMessage?.message).toBe('Yes, available');
    // The list is where a person looks for the price today: it follows the listing, not the message's copy.
    expect(contact?.lastProduct).toMatchObject({
      _id: onions._id,
      productName: 'Nashik Red Onion',
      price: 1650,
    });
    expect((await contacts(ctx.app, seller)).find((c) => c._id === buyer.user._id)?.lastProduct?.price).toBe(
      1650,
    );

    // Asked again about it, the new message carries the new price and the contact still shows it.
    const again = await sendAbout(buyer, seller.user._id, 'What is your best price?', onions._id);
    expect(messageOf(again).product?.price).toBe(1650);
    expect((await contacts(ctx.app, buyer)).find((c) => c._id === seller.user._id)?.lastProduct?.price).toBe(
      1650,
    );
  });

  it('lets the farmer write about their own listing too', async () => {
    const { buyer, seller } = cast;
    const garlic = await createProduct(ctx.app, seller.cookie, {
      productName: 'Garlic',
      price: '90',
      unit: 'kg',
    });
    const response = await sendAbout(seller, buyer.user._id, 'This one is fresher', garlic._id);
    expect(response.statusCode).toBe(201);
    expect(messageOf(response).product).toEqual({
      _id: garlic._id,
      productName: 'Garlic',
      price: 90,
      unit: 'kg',
      image: null,
    });
  });

  it('answers 404 for an unknown or malformed product and stores nothing', async () => {
    const { otherBuyer, seller } = cast;
    for (const productId of [UNKNOWN_ID, 'not-an-id']) {
      const response = await sendAbout(otherBuyer, seller.user._id, 'Hello?', productId);
      expect(response.statusCode).toBe(404);
      expect(errorCode(response)).toBe('not_found');
      expect(response.json().message).toBe(SERVER_MESSAGES.productNotFound);
    }
    // Nothing was opened either: the buyer has no conversation with the farmer.
    expect((await contacts(ctx.app, otherBuyer)).map((c) => c._id)).not.toContain(seller.user._id);
  });

  it("refuses a third person's listing with 400", async () => {
    const { buyer, seller, otherSeller } = cast;
    const theirs = await createProduct(ctx.app, otherSeller.cookie, { productName: 'Basmati' });
    const response = await sendAbout(buyer, seller.user._id, 'Can you match this?', theirs._id);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(SERVER_MESSAGES.productNotInConversation);
  });

  it('keeps the snapshot once a moderator hides the listing, and refuses new messages about it', async () => {
    const { otherBuyer, otherSeller } = cast;
    const saffron = await createProduct(ctx.app, otherSeller.cookie, { productName: 'Kashmiri Saffron' });
    const sent = messageOf(await sendAbout(otherBuyer, otherSeller.user._id, 'Is it pure?', saffron._id));
    const reportId = await fileReport(ctx.app, otherBuyer, 'product', saffron._id, 'misleading');
    const hidden = await call(ctx.app, 'POST', `moderation/reports/${reportId}/resolve`, moderator, {
      action: 'hide_product',
      note: 'Not saffron',
    });
    expect(hidden.statusCode).toBe(200);

    const [kept] = await history(ctx.app, otherSeller, otherBuyer.user._id);
    expect(kept?.product).toEqual(sent.product);
    expect((await contacts(ctx.app, otherBuyer))[0]?.lastProduct).toEqual(sent.product);
    const refused = await sendAbout(otherBuyer, otherSeller.user._id, 'Still there?', saffron._id);
    expect(refused.statusCode).toBe(404);
  });

  it('keeps the snapshot after the farmer deletes the listing', async () => {
    const { otherBuyer, otherSeller } = cast;
    const maize = await createProduct(ctx.app, otherSeller.cookie, {
      productName: 'Yellow Maize',
      price: '2100',
    });
    const sent = messageOf(
      await sendAbout(otherBuyer, otherSeller.user._id, 'Where can I collect it?', maize._id),
    );
    const deleted = await call(ctx.app, 'DELETE', `product/delete/${maize._id}`, otherSeller);
    expect(deleted.statusCode).toBe(200);

    const messages = await history(ctx.app, otherBuyer, otherSeller.user._id);
    expect(messages.at(-1)?.product).toEqual({
      _id: maize._id,
      productName: 'Yellow Maize',
      price: 2100,
      unit: 'quintal',
      image: null,
    });
    expect(messages.at(-1)).toEqual(sent);
    expect((await contacts(ctx.app, otherSeller))[0]?.lastProduct).toEqual(sent.product);
  });

  it('returns the first copy, product and all, for a repeated clientId', async () => {
    const { buyer, seller } = cast;
    const first = await sendAbout(buyer, seller.user._id, 'Call me', onions._id, 'retry-about-onion');
    const again = await sendAbout(buyer, seller.user._id, 'Call me', onions._id, 'retry-about-onion');
    expect(first.statusCode).toBe(201);
    expect(again.statusCode).toBe(200);
    expect(messageOf(again)).toEqual(messageOf(first));
  });
});
