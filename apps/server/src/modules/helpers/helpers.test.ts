import { and, eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type {
  FarmerHelpers,
  HelpedFarmer,
  HelperFarmersPage,
  Message,
  Product,
  ProductDetail,
  User,
} from '@kisansetu/contract';
import { tables } from '../../db';
import { send } from '../../../test/chat-fixtures';
import { act, apiCall, dealOf, propose, provePhone } from '../../../test/deal-fixtures';
import { formData, signUpAndLogIn, validAadhaar, type SignedIn } from '../../../test/fixtures';
import { call, fileReport, signUpModerator } from '../../../test/moderation-fixtures';
import { productFields } from '../../../test/product-fixtures';
import { startSmsReceiver, uniqueMobile, type SmsReceiver } from '../../../test/sms-receiver';
import { createTestContext, type TestContext } from '../../../test/test-app';

/** 11:30 in India: outside quiet hours, so an alert due now goes now. */
const MORNING = new Date('2026-12-02T06:00:00Z');

let ctx: TestContext;
let sms: SmsReceiver;
let time = MORNING;
let addressSerial = 0;

beforeAll(async () => {
  sms = await startSmsReceiver();
  ctx = await createTestContext(
    {
      SMS_PROVIDER: 'webhook',
      SMS_WEBHOOK_URL: `${sms.url}/sms`,
      SMS_WEBHOOK_TOKEN: 'hook-secret',
      PUBLIC_ORIGINS: 'https://kisansetu.in',
      CODE_RESEND_SECONDS: '1',
      ALERT_DELAY_SECONDS: '0',
      ALERT_POLL_MS: '3600000',
    },
    { clock: () => time },
  );
});
afterAll(async () => {
  await ctx.close();
  await sms.close();
});
beforeEach(() => {
  time = MORNING;
});

/** A caller address of its own, so one test's code sends never count against another's. */
function freshAddress(): string {
  addressSerial += 1;
  return `198.19.${Math.floor(addressSerial / 250)}.${(addressSerial % 250) + 1}`;
}

/** A call as `as`, for the farmer `onBehalfOf` when given. */
function asHelper(
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  as: SignedIn,
  options: { onBehalfOf?: string; payload?: unknown; headers?: Record<string, string> } = {},
): Promise<LightMyRequestResponse> {
  return ctx.app.inject({
    method,
    url: `/api/v1/${url}`,
    remoteAddress: freshAddress(),
    headers: {
      cookie: as.cookie,
      ...(options.onBehalfOf ? { 'on-behalf-of': options.onBehalfOf } : {}),
      ...options.headers,
    },
    ...(options.payload === undefined ? {} : { payload: options.payload as Record<string, unknown> }),
  });
}

/** A farmer's account with a proved phone, enrolled as a helper of `organisation`. */
async function helperOf(organisation = 'Niphad Farmers Producer Company', fullName = 'Anil Shinde') {
  const helper = await signUpAndLogIn(ctx.app, 'seller', { fullName });
  const phone = await provePhone(ctx.database.db, helper.user._id);
  const enrolled = await asHelper('POST', 'helper/enrol', helper, { payload: { organisation } });
  expect(enrolled.statusCode).toBe(200);
  return { ...helper, phone };
}

/** Adds a farmer by phone: the consent code goes out, and the code the farmer reads out links them. */
async function linkFarmer(
  helper: SignedIn,
  fields: { phoneNumber?: string; fullName?: string; address?: string; lang?: string } = {},
): Promise<HelpedFarmer> {
  const mobile = fields.phoneNumber ?? uniqueMobile();
  const sent = await asHelper('POST', 'helper/farmers', helper, {
    payload: {
      fullName: 'Savitri Jadhav',
      address: 'Pimpalgaon Baswant, Nashik',
      ...fields,
      phoneNumber: mobile,
    },
  });
  expect(sent.statusCode, sent.body).toBe(200);
  const code = sms.lastCode(`+91${mobile.replace(/^\+91/, '')}`);
  const confirmed = await asHelper('POST', 'helper/farmers/confirm', helper, {
    payload: { phoneNumber: mobile, code },
  });
  expect(confirmed.statusCode, confirmed.body).toBe(201);
  return confirmed.json<{ data: { farmer: HelpedFarmer } }>().data.farmer;
}

/** The farmer's own session, signed in by a code to their phone as a farmer without a password would. */
async function farmerSession(phoneNumber: string): Promise<SignedIn> {
  // The consent code went to the same number a moment ago: one code a number per CODE_RESEND_SECONDS.
  await new Promise((resolve) => setTimeout(resolve, 1100));
  const sent = await ctx.app.inject({
    method: 'POST',
    url: '/api/v1/user/otp/send',
    remoteAddress: freshAddress(),
    payload: { phoneNumber },
  });
  expect(sent.statusCode).toBe(200);
  const verified = await ctx.app.inject({
    method: 'POST',
    url: '/api/v1/user/otp/verify',
    payload: { phoneNumber, code: sms.lastCode(phoneNumber) },
  });
  expect(verified.statusCode, verified.body).toBe(200);
  const body = verified.json<{ data: { accessToken: string; user: User } }>();
  return {
    user: body.data.user,
    token: body.data.accessToken,
    cookie: String(verified.headers['set-cookie']).split(';')[0]!,
    password: '',
    email: '',
  };
}

/** Posts a listing for the farmer as their helper. */
function postFor(helper: SignedIn, farmerId: string, overrides: Record<string, string> = {}) {
  return asHelper('POST', 'product/create', helper, {
    onBehalfOf: farmerId,
    payload: formData(
      productFields({ productName: 'Red Onion', unit: 'quintal', quantity: '20', ...overrides }),
    ),
  });
}

const productOf = (response: LightMyRequestResponse) =>
  response.json<{ data: { product: Product } }>().data.product;

const actionsOf = async (farmerId: string) =>
  ctx.database.db
    .select({ helperId: tables.helperActions.helperId, action: tables.helperActions.action })
    .from(tables.helperActions)
    .where(eq(tables.helperActions.farmerId, farmerId));

describe('becoming a helper', () => {
  it('needs a verified phone, and then the account says it is a helper of the organisation', async () => {
    const farmer = await signUpAndLogIn(ctx.app, 'seller');
    const refused = await asHelper('POST', 'helper/enrol', farmer, {
      payload: { organisation: 'Lasalgaon FPO' },
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().errors.key).toBe('server.helperNeedsPhone');

    await provePhone(ctx.database.db, farmer.user._id);
    const enrolled = await asHelper('POST', 'helper/enrol', farmer, {
      payload: { organisation: 'Lasalgaon FPO' },
    });
    expect(enrolled.statusCode).toBe(200);
    expect(enrolled.json<{ data: { user: User } }>().data.user).toMatchObject({
      helper: true,
      organisation: 'Lasalgaon FPO',
    });
  });

  it('refuses an empty organisation, a buyer, and adding farmers before enrolling', async () => {
    const farmer = await signUpAndLogIn(ctx.app, 'seller');
    await provePhone(ctx.database.db, farmer.user._id);
    const empty = await asHelper('POST', 'helper/enrol', farmer, { payload: { organisation: '  ' } });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().errors.fields.organisation).toBe('Organisation name is required');

    const notYet = await asHelper('POST', 'helper/farmers', farmer, {
      payload: { phoneNumber: uniqueMobile(), fullName: 'Savitri Jadhav', address: 'Niphad' },
    });
    expect(notYet.statusCode).toBe(403);
    expect(notYet.json().errors.key).toBe('server.notAHelper');

    const buyer = await signUpAndLogIn(ctx.app, 'user');
    const asBuyer = await asHelper('POST', 'helper/enrol', buyer, { payload: { organisation: 'Traders' } });
    expect(asBuyer.statusCode).toBe(403);
  });
});

describe('adding a farmer by the code they read out', () => {
  it('sends the farmer an SMS in their language naming the helper, and only the right code links them', async () => {
    const helper = await helperOf('Niphad FPO', 'Anil Shinde');
    const mobile = uniqueMobile();
    const sent = await asHelper('POST', 'helper/farmers', helper, {
      payload: {
        phoneNumber: mobile,
        fullName: 'Savitri Jadhav',
        address: 'Pimpalgaon Baswant, Nashik',
        aadharNumber: validAadhaar(),
        lang: 'hi',
      },
    });
    expect(sent.statusCode).toBe(200);
    expect(sent.json().data).toMatchObject({ phoneNumber: `+91${mobile}`, expiresInSeconds: 300 });
    const consentSms = sms.received.filter((r) => r.body.to === `+91${mobile}`).at(-1)!;
    expect(consentSms.body.purpose).toBe('consent');
    const text = String(consentSms.body.text);
    expect(text).toContain('Anil Shinde');
    expect(text).toContain('Niphad FPO');
    expect(text).toContain(String(consentSms.body.code));
    expect(text).toContain('सहमत');
    expect(text).toContain('https://kisansetu.in/helpers');

    const code = String(consentSms.body.code);
    const wrong = await asHelper('POST', 'helper/farmers/confirm', helper, {
      payload: { phoneNumber: mobile, code: String((Number(code) + 1) % 1_000_000).padStart(6, '0') },
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().errors.fields.code).toBeDefined();
    const nobody = await ctx.database.db
      .select({ id: tables.users.id })
      .from(tables.users)
      .where(eq(tables.users.phoneNumber, `+91${mobile}`));
    expect(nobody).toEqual([]);
    const emptyDesk = await asHelper('GET', 'helper/farmers', helper);
    expect(emptyDesk.json<{ data: HelperFarmersPage }>().data.farmers).toEqual([]);

    const right = await asHelper('POST', 'helper/farmers/confirm', helper, {
      payload: { phoneNumber: mobile, code },
    });
    expect(right.statusCode).toBe(201);
    const farmer = right.json<{ data: { farmer: HelpedFarmer } }>().data.farmer;
    expect(farmer).toMatchObject({ fullName: 'Savitri Jadhav', phoneNumber: `+91${mobile}` });
    expect(JSON.stringify(right.json())).not.toMatch(/aadha?ar/i);
    const [account] = await ctx.database.db
      .select()
      .from(tables.users)
      .where(eq(tables.users.id, farmer._id));
    expect(account).toMatchObject({ role: 'seller', passwordHash: null, email: null });
    expect(account!.phoneVerifiedAt).not.toBeNull();
    expect(account!.aadhaarLast4).not.toBeNull();

    const desk = (await asHelper('GET', 'helper/farmers', helper)).json<{ data: HelperFarmersPage }>().data;
    expect(desk.farmers.map((row) => row.farmer._id)).toEqual([farmer._id]);
    expect(desk).toMatchObject({ totalCount: 1, linksLeftToday: 9, linksLeft: 499 });
    // The same code cannot link twice.
    const again = await asHelper('POST', 'helper/farmers/confirm', helper, {
      payload: { phoneNumber: mobile, code },
    });
    expect(again.statusCode).toBe(400);
  });

  it("links a farmer's own account, refuses a buyer's number and the helper's own", async () => {
    const helper = await helperOf();
    const own = await signUpAndLogIn(ctx.app, 'seller', { fullName: 'Kavita More' });
    const ownPhone = await provePhone(ctx.database.db, own.user._id);
    const linked = await linkFarmer(helper, { phoneNumber: ownPhone.slice(3), fullName: 'Someone Else' });
    expect(linked._id).toBe(own.user._id);
    expect(linked.fullName).toBe('Kavita More');

    const buyer = await signUpAndLogIn(ctx.app, 'user');
    const buyerPhone = await provePhone(ctx.database.db, buyer.user._id);
    const refused = await asHelper('POST', 'helper/farmers', helper, {
      payload: { phoneNumber: buyerPhone, fullName: 'A Buyer', address: 'Nashik' },
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().errors.fields.phoneNumber).toBe('This number belongs to a buyer account');

    const self = await asHelper('POST', 'helper/farmers', helper, {
      payload: { phoneNumber: helper.phone, fullName: 'Me', address: 'Nashik' },
    });
    expect(self.statusCode).toBe(400);
    expect(self.json().errors.fieldKeys.phoneNumber).toBe('validation.farmerIsYou');
  });

  it('a farmer has at most 3 helpers, and a helper links at most 10 farmers a day', async () => {
    const mobile = uniqueMobile();
    for (let i = 0; i < 3; i += 1) {
      // One code a number per CODE_RESEND_SECONDS, whoever asks for it.
      if (i > 0) await new Promise((resolve) => setTimeout(resolve, 1100));
      await linkFarmer(await helperOf(`FPO ${i}`), { phoneNumber: mobile });
    }
    await new Promise((resolve) => setTimeout(resolve, 1100));
    const fourth = await helperOf('FPO 4');
    const full = await asHelper('POST', 'helper/farmers', fourth, {
      payload: { phoneNumber: mobile, fullName: 'Savitri Jadhav', address: 'Niphad' },
    });
    expect(full.statusCode).toBe(409);
    expect(full.json().errors).toMatchObject({ code: 'helper_limit', key: 'server.helperFarmerFull' });

    const busy = await helperOf('Busy FPO');
    for (let i = 0; i < 10; i += 1) await linkFarmer(busy);
    const sendsBefore = sms.received.length;
    const eleventh = await asHelper('POST', 'helper/farmers', busy, {
      payload: { phoneNumber: uniqueMobile(), fullName: 'One More', address: 'Niphad' },
    });
    expect(eleventh.statusCode).toBe(409);
    expect(eleventh.json().errors.key).toBe('server.helperDailyLimit');
    expect(sms.received.length).toBe(sendsBefore);
    const desk = (await asHelper('GET', 'helper/farmers', busy)).json<{ data: HelperFarmersPage }>().data;
    expect(desk).toMatchObject({ totalCount: 10, linksLeftToday: 0 });
  });
});

describe('acting for a farmer', () => {
  it('posts, answers and closes a deal as the farmer, who sees it all and whose record grows', async () => {
    const helper = await helperOf('Niphad FPO', 'Anil Shinde');
    const farmer = await linkFarmer(helper, { fullName: 'Savitri Jadhav' });

    const posted = await postFor(helper, farmer._id, { productName: 'Nashik Red Onion' });
    expect(posted.statusCode, posted.body).toBe(201);
    const listing = productOf(posted);
    expect(listing).toMatchObject({
      sellerId: farmer._id,
      sellerName: 'Savitri Jadhav',
      helpedBy: { _id: helper.user._id, fullName: 'Anil Shinde', organisation: 'Niphad FPO' },
    });

    // Search shows it under the farmer, with the helper's line.
    const found = await apiCall(ctx.app, 'GET', 'product/search?name=Nashik%20Red%20Onion');
    const hit = found
      .json<{ data: { products: Product[] } }>()
      .data.products.find((p) => p._id === listing._id);
    expect(hit).toMatchObject({ sellerName: 'Savitri Jadhav', helpedBy: { fullName: 'Anil Shinde' } });

    // The farmer hears of it by SMS, naming the helper and the crop.
    await ctx.app.sendDueAlerts();
    const alert = sms.received
      .filter((r) => r.body.to === farmer.phoneNumber && r.body.purpose === 'alert')
      .at(-1);
    expect(String(alert?.body.text)).toContain('Anil Shinde');
    expect(String(alert?.body.text)).toContain('Nashik Red Onion');

    // A buyer writes; the helper answers for the farmer, and the buyer sees "via".
    const buyer = await signUpAndLogIn(ctx.app, 'user', { fullName: 'Sunita Shah' });
    await provePhone(ctx.database.db, buyer.user._id);
    await send(ctx.app, buyer, farmer._id, 'Is the onion still there?');
    const answered = await asHelper('POST', `message/send/${buyer.user._id}`, helper, {
      onBehalfOf: farmer._id,
      payload: { message: 'Yes, 20 quintals. Come on Friday.' },
    });
    expect(answered.statusCode, answered.body).toBe(201);
    const reply = answered.json<{ data: { message: Message } }>().data.message;
    expect(reply).toMatchObject({
      senderId: farmer._id,
      sentBy: { _id: helper.user._id, fullName: 'Anil Shinde' },
    });
    const history = await apiCall(ctx.app, 'GET', `message/${farmer._id}`, buyer);
    const seen = history.json<{ data: { messages: Message[] } }>().data.messages.at(-1);
    expect(seen).toMatchObject({
      message: 'Yes, 20 quintals. Come on Friday.',
      sentBy: { fullName: 'Anil Shinde' },
    });

    // The buyer offers; the helper accepts for the farmer; both sides say done.
    const offer = await propose(ctx.app, buyer, { productId: listing._id, price: 1850, quantity: 20 });
    const accepted = await asHelper('POST', `deal/accept/${offer._id}`, helper, { onBehalfOf: farmer._id });
    expect(dealOf(accepted).status).toBe('accepted');
    await act(ctx.app, buyer, 'done', offer._id);
    const own = await farmerSession(farmer.phoneNumber);
    expect(own.user._id).toBe(farmer._id);
    const mine = await apiCall(ctx.app, 'GET', 'deal/mine', own);
    expect(mine.json<{ data: { deals: { _id: string; status: string }[] } }>().data.deals).toEqual([
      expect.objectContaining({ _id: offer._id, status: 'accepted' }),
    ]);
    expect(dealOf(await apiCall(ctx.app, 'POST', `deal/done/${offer._id}`, own)).status).toBe('done');
    const profile = await apiCall(ctx.app, 'GET', `user/detail/${farmer._id}`);
    expect(profile.json().data.seller.trust).toMatchObject({ dealsDone: 1, partners: 1 });

    // The farmer's own phone sees the listing as theirs, and everything the helper did.
    const theirs = await apiCall(ctx.app, 'GET', `product/my/${farmer._id}`, own);
    expect(theirs.json<{ data: { myProduct: Product[] } }>().data.myProduct.map((p) => p._id)).toContain(
      listing._id,
    );
    const helpers = (await apiCall(ctx.app, 'GET', 'user/helpers', own)).json<{ data: FarmerHelpers }>().data;
    expect(helpers.helpers).toEqual([
      expect.objectContaining({ _id: helper.user._id, fullName: 'Anil Shinde', organisation: 'Niphad FPO' }),
    ]);
    expect(helpers.actions.map((a) => a.action).sort()).toEqual([
      'acceptDeal',
      'createProduct',
      'sendMessage',
    ]);

    // Every write for the farmer has its actor in the database.
    expect((await actionsOf(farmer._id)).every((row) => row.helperId === helper.user._id)).toBe(true);
    const [row] = await ctx.database.db
      .select({ helpedBy: tables.products.helpedBy })
      .from(tables.products)
      .where(eq(tables.products.id, listing._id));
    expect(row!.helpedBy?._id).toBe(helper.user._id);
    const [stored] = await ctx.database.db
      .select({ sentBy: tables.messages.sentBy })
      .from(tables.messages)
      .where(eq(tables.messages.id, reply._id));
    expect(stored!.sentBy?._id).toBe(helper.user._id);
  });

  it('edits, marks sold and reads the farmer’s chats, each recorded with the helper', async () => {
    const helper = await helperOf();
    const farmer = await linkFarmer(helper);
    const listing = productOf(await postFor(helper, farmer._id));
    const edited = await asHelper('PUT', `product/update/${listing._id}`, helper, {
      onBehalfOf: farmer._id,
      payload: formData(productFields({ productName: 'Red Onion', unit: 'quintal', quantity: '15' })),
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(productOf(edited).quantity).toBe(15);
    const sold = await asHelper('POST', `product/sold/${listing._id}`, helper, { onBehalfOf: farmer._id });
    expect(sold.statusCode).toBe(200);
    const stats = await asHelper('GET', 'product/stats', helper, { onBehalfOf: farmer._id });
    expect(stats.statusCode).toBe(200);
    const chats = await asHelper('GET', 'user/otheruser', helper, { onBehalfOf: farmer._id });
    expect(chats.statusCode).toBe(200);
    // Reads are not writes: only the three changes are recorded.
    expect((await actionsOf(farmer._id)).map((row) => row.action).sort()).toEqual([
      'createProduct',
      'markProductSold',
      'updateProduct',
    ]);
  });
});

describe('who may act for whom', () => {
  it("a helper without a link gets 403 for any farmer, and the farmer's own listing cannot be touched", async () => {
    const helper = await helperOf();
    const stranger = await signUpAndLogIn(ctx.app, 'seller');
    const listing = productOf(await postFor(helper, (await linkFarmer(helper))._id));
    for (const farmerId of [stranger.user._id, '0190aaaa-bbbb-7ccc-8ddd-eeeeeeeeeeee', 'not-an-id']) {
      const refused = await postFor(helper, farmerId);
      expect(refused.statusCode).toBe(403);
      expect(refused.json().errors.code).toBe('not_your_farmer');
    }
    const other = await helperOf('Another FPO');
    const notTheirs = await asHelper('POST', `product/sold/${listing._id}`, other, {
      onBehalfOf: listing.sellerId,
    });
    expect(notTheirs.statusCode).toBe(403);
    expect(notTheirs.json().errors.code).toBe('not_your_farmer');
  });

  it('refuses On-Behalf-Of on a call that is not made for farmers, rather than acting as the helper', async () => {
    const helper = await helperOf();
    const farmer = await linkFarmer(helper);
    for (const [method, url] of [
      ['GET', 'user/me'],
      ['GET', 'user/me/export'],
      ['POST', 'helper/enrol'],
    ] as const) {
      const refused = await asHelper(method, url, helper, {
        onBehalfOf: farmer._id,
        payload: method === 'POST' ? { organisation: 'X' } : undefined,
      });
      expect(refused.statusCode, url).toBe(400);
      expect(refused.json().errors.key).toBe('server.notForFarmer');
    }
  });

  it("the farmer ends the link and the helper's next call for them is 403; the helper may end it too", async () => {
    const helper = await helperOf();
    const farmer = await linkFarmer(helper);
    const own = await farmerSession(farmer.phoneNumber);
    const end = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/v1/user/helpers/${helper.user._id}`,
      headers: { cookie: own.cookie },
    });
    expect(end.statusCode).toBe(200);
    const after = await postFor(helper, farmer._id);
    expect(after.statusCode).toBe(403);
    expect(after.json().errors.code).toBe('not_your_farmer');
    const desk = (await asHelper('GET', 'helper/farmers', helper)).json<{ data: HelperFarmersPage }>().data;
    expect(desk.farmers).toEqual([]);
    const twice = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/v1/user/helpers/${helper.user._id}`,
      headers: { cookie: own.cookie },
    });
    expect(twice.statusCode).toBe(404);

    const second = await linkFarmer(helper);
    const byHelper = await asHelper('DELETE', `helper/farmers/${second._id}`, helper);
    expect(byHelper.statusCode).toBe(200);
    expect((await postFor(helper, second._id)).statusCode).toBe(403);
  });

  it("a moderator's suspension of a helper ends their links and leaves the farmers' listings standing", async () => {
    const helper = await helperOf();
    const farmer = await linkFarmer(helper);
    const listing = productOf(await postFor(helper, farmer._id));
    const reporter = await signUpAndLogIn(ctx.app, 'user');
    const reportId = await fileReport(ctx.app, reporter, 'user', helper.user._id);
    const moderator = await signUpModerator(ctx.app, ctx.database.db);
    const resolved = await call(ctx.app, 'POST', `moderation/reports/${reportId}/resolve`, moderator, {
      action: 'suspend_user',
    });
    expect(resolved.statusCode).toBe(200);
    const links = await ctx.database.db
      .select({ endedBy: tables.helperLinks.endedBy })
      .from(tables.helperLinks)
      .where(
        and(eq(tables.helperLinks.helperId, helper.user._id), eq(tables.helperLinks.farmerId, farmer._id)),
      );
    expect(links).toEqual([{ endedBy: 'moderator' }]);
    const still = await apiCall(ctx.app, 'GET', `product/${listing._id}`);
    expect(still.statusCode).toBe(200);
    expect(still.json<{ data: { product: ProductDetail } }>().data.product.sellerId).toBe(farmer._id);
  });
});
