import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChatContact } from '@kisansetu/contract';
import { chatCall, contacts, send } from '../../../test/chat-fixtures';
import { signUpAndLogIn, type SignedIn } from '../../../test/fixtures';
import { postOffer, postRequest } from '../../../test/request-fixtures';
import { createTestContext, type TestContext } from '../../../test/test-app';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const pair = () =>
  Promise.all([
    signUpAndLogIn(ctx.app, 'user', {
      fullName: 'Buyer Bhosale',
      phoneNumber: '9811111111',
      pincode: '411001',
    }),
    signUpAndLogIn(ctx.app, 'seller', { fullName: 'Farmer Jadhav', phoneNumber: '9822222222' }),
  ]);

async function contactOf(as: SignedIn, otherId: string): Promise<ChatContact> {
  const found = (await contacts(ctx.app, as)).find((contact) => contact._id === otherId);
  if (!found) throw new Error('not in the contact list');
  return found;
}

const shareContact = (as: SignedIn, otherId: string) =>
  chatCall(ctx.app, 'POST', `user/share-contact/${otherId}`)(as);

describe('contact details in chat', () => {
  it("show a person's email and phone only once they have written, and never a street address", async () => {
    const [buyer, farmer] = await pair();
    await send(ctx.app, buyer, farmer.user._id, 'Is the onion still there?');

    const buyerSeenByFarmer = await contactOf(farmer, buyer.user._id);
    expect(buyerSeenByFarmer).toMatchObject({
      email: buyer.email,
      phoneNumber: '9811111111',
      contactShared: false,
    });
    const farmerSeenByBuyer = await contactOf(buyer, farmer.user._id);
    expect(farmerSeenByBuyer).not.toHaveProperty('email');
    expect(farmerSeenByBuyer).not.toHaveProperty('phoneNumber');
    expect(farmerSeenByBuyer.contactShared).toBe(true);
    // Place, district and state only.
    expect(buyerSeenByFarmer.location).toEqual({
      place: expect.any(String),
      district: 'Pune',
      state: 'Maharashtra',
    });
    expect(JSON.stringify(buyerSeenByFarmer)).not.toContain(buyer.user.address);

    await send(ctx.app, farmer, buyer.user._id, 'Yes, 40 quintal.');
    expect(await contactOf(buyer, farmer.user._id)).toMatchObject({
      email: farmer.email,
      phoneNumber: '9822222222',
    });
  });

  it("keep a buyer's details from a farmer who answers their request until the buyer replies", async () => {
    const [buyer, farmer] = await pair();
    const request = await postRequest(ctx.app, buyer, { productName: 'pyaz' });
    await postOffer(ctx.app, farmer, request._id);

    const seen = await contactOf(farmer, buyer.user._id);
    expect(seen).not.toHaveProperty('email');
    expect(seen).not.toHaveProperty('phoneNumber');
    expect(JSON.stringify(seen)).not.toContain(buyer.email);
    const synced = await chatCall(ctx.app, 'POST', `message/sync/${buyer.user._id}`)(farmer);
    expect(JSON.stringify(synced.json())).not.toContain('9811111111');

    await send(ctx.app, buyer, farmer.user._id, 'Send me a photo please');
    expect(await contactOf(farmer, buyer.user._id)).toMatchObject({ phoneNumber: '9811111111' });
  });

  it('opens with "Share my number" before writing, only inside a conversation', async () => {
    const [buyer, farmer] = await pair();
    const stranger = await signUpAndLogIn(ctx.app, 'user');
    expect((await shareContact(farmer, stranger.user._id)).statusCode).toBe(404);
    expect((await shareContact(buyer, farmer.user._id)).statusCode).toBe(404);
    expect(
      (await chatCall(ctx.app, 'POST', `user/share-contact/${farmer.user._id}`)(undefined)).statusCode,
    ).toBe(401);

    await send(ctx.app, buyer, farmer.user._id, 'Price for 10 quintal?');
    expect(await contactOf(buyer, farmer.user._id)).not.toHaveProperty('phoneNumber');
    const shared = await shareContact(farmer, buyer.user._id);
    expect(shared.statusCode).toBe(200);
    expect(shared.json()).toMatchObject({
      message: 'Your phone number and email are now shown to this person',
      data: { contact: { _id: buyer.user._id, contactShared: true } },
    });
    expect(await contactOf(buyer, farmer.user._id)).toMatchObject({ phoneNumber: '9822222222' });

    await chatCall(ctx.app, 'POST', `user/block/${buyer.user._id}`)(farmer);
    expect((await shareContact(farmer, buyer.user._id)).statusCode).toBe(403);
  });
});
