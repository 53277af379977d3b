import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { AlertSettings } from '@kisansetu/contract';
import { chatCall, send } from '../../../test/chat-fixtures';
import { apiCall, dealOf, provePhone } from '../../../test/deal-fixtures';
import { signUpAndLogIn, type SignedIn } from '../../../test/fixtures';
import { notificationsWhen } from '../../../test/notification-fixtures';
import { createProduct } from '../../../test/product-fixtures';
import { postRequest } from '../../../test/request-fixtures';
import { startSmsReceiver, type SmsReceiver } from '../../../test/sms-receiver';
import { connectClient, listen } from '../../../test/socket-client';
import { createTestContext, type TestContext } from '../../../test/test-app';
import { tables } from '../../db';

const DELAY_SECONDS = 600;
const DELIVERY_TOKEN = 'delivery-token-of-the-gateway';
/** 11:30 in India: outside quiet hours. */
const MORNING = new Date('2026-12-02T06:00:00Z');

let ctx: TestContext;
let gateway: SmsReceiver;
let baseUrl: string;
let time = MORNING;
const advance = (seconds: number) => {
  time = new Date(time.getTime() + seconds * 1000);
};

beforeAll(async () => {
  gateway = await startSmsReceiver();
  ctx = await createTestContext(
    {
      SMS_PROVIDER: 'webhook',
      SMS_WEBHOOK_URL: `${gateway.url}/sms`,
      SMS_WEBHOOK_TOKEN: 'gateway-secret',
      PUBLIC_ORIGINS: 'https://kisansetu.in',
      ALERT_DELAY_SECONDS: String(DELAY_SECONDS),
      ALERT_DELIVERY_TOKEN: DELIVERY_TOKEN,
      // The timer stays out of the way: each test sends what is due itself, at the time it set.
      ALERT_POLL_MS: '3600000',
    },
    { clock: () => time },
  );
  baseUrl = await listen(ctx.app);
});
afterAll(async () => {
  await ctx.close();
  await gateway.close();
});
beforeEach(() => {
  time = MORNING;
  gateway.received.length = 0;
});

const alertsTo = (phoneNumber: string) =>
  gateway.received.filter((request) => request.body.purpose === 'alert' && request.body.to === phoneNumber);

/** A farmer with a verified phone and one listing of onion, and a buyer who writes about it. */
async function farmerAndBuyer(buyerName = 'Sunita Shah') {
  const farmer = await signUpAndLogIn(ctx.app, 'seller', { fullName: 'Ramesh Patil' });
  const phone = await provePhone(ctx.database.db, farmer.user._id);
  const onion = await createProduct(ctx.app, farmer.cookie, { productName: 'Nashik Onion' });
  const buyer = await signUpAndLogIn(ctx.app, 'user', { fullName: buyerName });
  return { farmer, phone, onion, buyer };
}

const writeAbout = (from: SignedIn, toId: string, productId: string, message: string) =>
  chatCall(ctx.app, 'POST', `message/send/${toId}`)(from, { payload: { message, productId } });

const settingsOf = async (as: SignedIn) =>
  (await apiCall(ctx.app, 'GET', 'user/alerts', as)).json<{ data: AlertSettings }>().data;

/** The alert's code from the text's link. */
const codeIn = (text: string) => /kisansetu\.in\/c\/([A-Za-z0-9_-]{12})/.exec(text)?.[1];

describe('an alert by SMS', () => {
  it('reaches a farmer who is away after the delay, naming the buyer and the crop, with a link to that chat', async () => {
    const { farmer, phone, onion, buyer } = await farmerAndBuyer();
    expect(
      (await writeAbout(buyer, farmer.user._id, onion._id, 'Is the onion still there?')).statusCode,
    ).toBe(201);

    advance(DELAY_SECONDS - 5);
    await ctx.app.sendDueAlerts();
    expect(alertsTo(phone)).toEqual([]);

    advance(10);
    await ctx.app.sendDueAlerts();
    const [alert] = alertsTo(phone);
    expect(alertsTo(phone)).toHaveLength(1);
    expect(alert!.headers.authorization).toBe('Bearer gateway-secret');
    const text = String(alert!.body.text);
    expect(text).toMatch(
      /^Sunita Shah wrote to you about Nashik Onion: kisansetu\.in\/c\/[\w-]{12} Stop alerts: /,
    );
    const [row] = await ctx.database.db
      .select()
      .from(tables.alertOutbox)
      .where(eq(tables.alertOutbox.userId, farmer.user._id));
    expect(alert!.body.reference).toBe(row!.id);
    expect(row).toMatchObject({ status: 'sent', channel: 'sms', kind: 'messages' });

    const opened = await ctx.app.inject({
      method: 'GET',
      url: `/c/${codeIn(text)}`,
      headers: { cookie: farmer.cookie },
    });
    expect(opened.statusCode).toBe(302);
    const target = `/chat/${buyer.user._id}?alert=${codeIn(text)}`;
    expect(opened.headers.location).toBe(target);
    // On a phone without a session, through the login and back.
    const signedOut = await ctx.app.inject({ method: 'GET', url: `/c/${codeIn(text)}` });
    expect(signedOut.headers.location).toBe(`/login?next=${encodeURIComponent(target)}`);
    expect(await settingsOf(farmer)).toMatchObject({ channel: 'sms', sentThisMonth: 1 });
  });

  it('adds nothing for a second message in the window, nor for one within six hours of the alert', async () => {
    const { farmer, phone, buyer } = await farmerAndBuyer();
    await send(ctx.app, buyer, farmer.user._id, 'Hello');
    advance(60);
    await send(ctx.app, buyer, farmer.user._id, 'Are you there?');
    advance(DELAY_SECONDS);
    await ctx.app.sendDueAlerts();
    expect(alertsTo(phone)).toHaveLength(1);

    advance(3600);
    await send(ctx.app, buyer, farmer.user._id, 'Still waiting');
    advance(DELAY_SECONDS);
    await ctx.app.sendDueAlerts();
    expect(alertsTo(phone)).toHaveLength(1);
  });

  it('sends nothing for a message read in the app in time, or while the farmer has the app open', async () => {
    const { farmer, phone, buyer } = await farmerAndBuyer();
    await send(ctx.app, buyer, farmer.user._id, 'Hello');
    expect((await chatCall(ctx.app, 'POST', `message/read/${buyer.user._id}`)(farmer)).statusCode).toBe(200);
    advance(DELAY_SECONDS + 1);
    await ctx.app.sendDueAlerts();
    expect(alertsTo(phone)).toEqual([]);

    const socket = await connectClient(baseUrl, { cookie: farmer.cookie });
    try {
      await send(ctx.app, buyer, farmer.user._id, 'Hello again');
      advance(DELAY_SECONDS + 1);
      await ctx.app.sendDueAlerts();
      expect(alertsTo(phone)).toEqual([]);
    } finally {
      socket.close();
    }
  });

  it('sends nothing for a message read before its alert was queued (the queueing runs after the answer)', async () => {
    const { farmer, phone, buyer } = await farmerAndBuyer();
    await send(ctx.app, buyer, farmer.user._id, 'Hello');
    expect((await chatCall(ctx.app, 'POST', `message/read/${buyer.user._id}`)(farmer)).statusCode).toBe(200);
    await ctx.app.sendDueAlerts();
    // As the row stands when its queueing lost the race with the reading: written after it, so nothing cancelled it.
    await ctx.database.db
      .update(tables.alertOutbox)
      .set({ status: 'pending', reason: null, createdAt: new Date() })
      .where(eq(tables.alertOutbox.userId, farmer.user._id));
    advance(DELAY_SECONDS + 1);
    await ctx.app.sendDueAlerts();
    expect(alertsTo(phone)).toEqual([]);

    await send(ctx.app, buyer, farmer.user._id, 'Did you see it?');
    advance(DELAY_SECONDS + 1);
    await ctx.app.sendDueAlerts();
    expect(alertsTo(phone)).toHaveLength(1);
  });

  it('holds what comes in quiet hours until 07:00, then sends one message that sums it up', async () => {
    const { farmer, phone, onion, buyer } = await farmerAndBuyer();
    const second = await signUpAndLogIn(ctx.app, 'user', { fullName: 'Imran Khan' });
    // 22:00 in India.
    time = new Date('2026-12-02T16:30:00Z');
    await writeAbout(buyer, farmer.user._id, onion._id, 'Price?');
    await writeAbout(second, farmer.user._id, onion._id, 'I want 10 quintal');
    advance(DELAY_SECONDS);
    await ctx.app.sendDueAlerts();
    expect(alertsTo(phone)).toEqual([]);

    time = new Date('2026-12-03T01:29:00Z');
    await ctx.app.sendDueAlerts();
    expect(alertsTo(phone)).toEqual([]);
    time = new Date('2026-12-03T01:30:00Z');
    await ctx.app.sendDueAlerts();
    const sent = alertsTo(phone);
    expect(sent).toHaveLength(1);
    expect(String(sent[0]!.body.text)).toMatch(/^2 new messages or offers wait for you on KisanSetu: /);
    const opened = await ctx.app.inject({
      method: 'GET',
      url: `/c/${codeIn(String(sent[0]!.body.text))}`,
      headers: { cookie: farmer.cookie },
    });
    expect(opened.headers.location).toMatch(/^\/chat\?alert=/);
  });

  it('sends at most three a day to one person', async () => {
    const { farmer, phone } = await farmerAndBuyer();
    for (const name of ['Asha', 'Bhavna', 'Chetan', 'Deepak']) {
      const buyer = await signUpAndLogIn(ctx.app, 'user', { fullName: name });
      await send(ctx.app, buyer, farmer.user._id, 'Hello');
      advance(DELAY_SECONDS);
      await ctx.app.sendDueAlerts();
    }
    expect(alertsTo(phone).map((alert) => String(alert.body.text).split(' ')[0])).toEqual([
      'Asha',
      'Bhavna',
      'Chetan',
    ]);
  });

  it('writes in the language the person chose, and tells of a deal as a deal', async () => {
    const { farmer, phone, onion, buyer } = await farmerAndBuyer('सुनीता');
    expect((await apiCall(ctx.app, 'PUT', 'user/alerts', farmer, { lang: 'hi' })).statusCode).toBe(200);
    const proposed = await apiCall(ctx.app, 'POST', 'deal/propose', buyer, {
      productId: onion._id,
      price: 1800,
      quantity: 10,
    });
    dealOf(proposed, 201);
    advance(DELAY_SECONDS);
    await ctx.app.sendDueAlerts();
    const [alert] = alertsTo(phone);
    expect(String(alert!.body.text)).toMatch(
      /^सुनीता: Nashik Onion के सौदे में नया: kisansetu\.in\/c\/[\w-]{12}$/,
    );
    expect([...String(alert!.body.text)].length).toBeLessThanOrEqual(70);
  });

  it('stops for a person who turned alerts off, in the profile or by the stop link without a login', async () => {
    const { farmer, phone, buyer } = await farmerAndBuyer();
    await send(ctx.app, buyer, farmer.user._id, 'Hello');
    advance(DELAY_SECONDS);
    await ctx.app.sendDueAlerts();
    const code = codeIn(String(alertsTo(phone)[0]!.body.text))!;

    const stopped = await ctx.app.inject({ method: 'POST', url: `/api/v1/alert/stop/${code}` });
    expect(stopped.statusCode).toBe(200);
    expect(stopped.json()).toMatchObject({ data: { channel: 'sms' } });
    expect(await settingsOf(farmer)).toMatchObject({ channel: 'none' });
    const unknown = await ctx.app.inject({ method: 'POST', url: '/api/v1/alert/stop/AAAAAAAAAAAA' });
    expect(unknown.statusCode).toBe(404);

    advance(7 * 3600);
    await send(ctx.app, buyer, farmer.user._id, 'Hello again');
    advance(DELAY_SECONDS);
    await ctx.app.sendDueAlerts();
    expect(alertsTo(phone)).toHaveLength(1);

    const turnedOn = await apiCall(ctx.app, 'PUT', 'user/alerts', farmer, {
      channel: 'sms',
      kinds: { messages: false },
    });
    expect(turnedOn.json()).toMatchObject({
      data: { channel: 'sms', kinds: { messages: false, deals: true } },
    });
    await send(ctx.app, buyer, farmer.user._id, 'And again');
    advance(DELAY_SECONDS);
    await ctx.app.sendDueAlerts();
    expect(alertsTo(phone)).toHaveLength(1);
  });

  it('tells a farmer who asked for them of a buyer request near them for their crop, and no one else', async () => {
    const [asked, quiet] = [
      await signUpAndLogIn(ctx.app, 'seller', { fullName: 'Asha Pawar' }),
      await signUpAndLogIn(ctx.app, 'seller', { fullName: 'Vijay Jadhav' }),
    ];
    const phones = [
      await provePhone(ctx.database.db, asked.user._id),
      await provePhone(ctx.database.db, quiet.user._id),
    ];
    for (const farmer of [asked, quiet])
      await createProduct(ctx.app, farmer.cookie, { productName: 'Onion', pincode: '422001' });
    const turnedOn = await apiCall(ctx.app, 'PUT', 'user/alerts', asked, { kinds: { requests: true } });
    expect(turnedOn.json()).toMatchObject({ data: { kinds: { requests: true, messages: true } } });
    const buyer = await signUpAndLogIn(ctx.app, 'user');
    const request = await postRequest(ctx.app, buyer, { productName: 'pyaz', radiusKm: 50 });
    await notificationsWhen(ctx.app, quiet.cookie, (list) => list.some((n) => n.kind === 'request_match'));
    advance(DELAY_SECONDS);
    await ctx.app.sendDueAlerts();
    const [alert] = alertsTo(phones[0]!);
    expect(String(alert!.body.text)).toMatch(/^A buyer near you wants pyaz: kisansetu\.in\/c\//);
    const opened = await ctx.app.inject({
      method: 'GET',
      url: `/c/${codeIn(String(alert!.body.text))}`,
      headers: { cookie: asked.cookie },
    });
    expect(opened.headers.location).toMatch(new RegExp(`^/requests/${request._id}\\?alert=`));
    expect(alertsTo(phones[1]!)).toEqual([]);
  });

  it('offers no channel to a person without a verified phone', async () => {
    const farmer = await signUpAndLogIn(ctx.app, 'seller');
    expect(await settingsOf(farmer)).toMatchObject({
      channel: 'none',
      phoneVerified: false,
      channels: ['sms'],
      kinds: { messages: true, deals: true, requests: false, savedSearches: false },
    });
    const refused = await apiCall(ctx.app, 'PUT', 'user/alerts', farmer, { channel: 'sms' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({
      errors: { fields: { channel: 'Verify your mobile number to get alerts on it' } },
    });
    const whatsapp = await apiCall(ctx.app, 'PUT', 'user/alerts', farmer, { channel: 'whatsapp' });
    expect(whatsapp.statusCode).toBe(400);
  });

  it('tries again when the gateway is down, and sends once when it is back', async () => {
    const { farmer, phone, buyer } = await farmerAndBuyer();
    await send(ctx.app, buyer, farmer.user._id, 'Hello');
    advance(DELAY_SECONDS);
    gateway.answerNext(503, { error: 'down' });
    await ctx.app.sendDueAlerts();
    expect(alertsTo(phone)).toHaveLength(1);
    advance(10);
    await ctx.app.sendDueAlerts();
    expect(alertsTo(phone)).toHaveLength(1);
    advance(10);
    await ctx.app.sendDueAlerts();
    const tries = alertsTo(phone);
    expect(tries).toHaveLength(2);
    expect(tries[1]!.body.reference).toBe(tries[0]!.body.reference);
    advance(3600);
    await ctx.app.sendDueAlerts();
    expect(alertsTo(phone)).toHaveLength(2);
  });

  it('takes delivery reports with the shared secret only', async () => {
    const { farmer, phone, buyer } = await farmerAndBuyer();
    await send(ctx.app, buyer, farmer.user._id, 'Hello');
    advance(DELAY_SECONDS);
    await ctx.app.sendDueAlerts();
    const reference = String(alertsTo(phone)[0]!.body.reference);
    const report = (authorization: string | undefined, body: unknown) =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/v1/alert/delivery',
        headers: authorization ? { authorization } : {},
        payload: body as Record<string, unknown>,
      });
    expect((await report(undefined, { reference, status: 'delivered' })).statusCode).toBe(401);
    expect((await report('Bearer wrong', { reference, status: 'delivered' })).statusCode).toBe(401);
    const taken = await report(`Bearer ${DELIVERY_TOKEN}`, { reference, status: 'delivered' });
    expect(taken.statusCode).toBe(204);
    expect(taken.body).toBe('');
    const [row] = await ctx.database.db
      .select()
      .from(tables.alertOutbox)
      .where(eq(tables.alertOutbox.id, reference));
    expect(row).toMatchObject({ status: 'delivered' });
    const unknown = await report(`Bearer ${DELIVERY_TOKEN}`, {
      reference: '01890000-0000-7000-8000-000000000000',
      status: 'failed',
    });
    expect(unknown.statusCode).toBe(404);
  });

  it('answers an unknown or malformed short link with the not-found page', async () => {
    for (const code of ['AAAAAAAAAAAA', 'x']) {
      const opened = await ctx.app.inject({ method: 'GET', url: `/c/${code}` });
      expect(opened.statusCode).toBe(404);
    }
  });
});

describe('an alert by WhatsApp', () => {
  let meta: SmsReceiver;
  let whatsapp: TestContext;

  beforeAll(async () => {
    meta = await startSmsReceiver({
      messaging_product: 'whatsapp',
      contacts: [{ input: '919800000000', wa_id: '919800000000' }],
      messages: [{ id: 'wamid.HBgMOTE5ODAwMDAwMDAwFQIAERgSQUJDREVGMDEyMzQ1Njc4OQA=' }],
    });
    whatsapp = await createTestContext(
      {
        SMS_PROVIDER: 'none',
        PUBLIC_ORIGINS: 'https://kisansetu.in',
        ALERT_DELAY_SECONDS: String(DELAY_SECONDS),
        ALERT_POLL_MS: '3600000',
        WHATSAPP_PROVIDER: 'meta',
        WHATSAPP_BASE_URL: meta.url,
        WHATSAPP_PHONE_NUMBER_ID: '106540352242922',
        WHATSAPP_ACCESS_TOKEN: 'EAAG-access-token',
        WHATSAPP_TEMPLATES:
          'messages:ks_new_message,messagesNoCrop:ks_new_message_no_crop,deals:ks_deal_update,requests:ks_buyer_request,savedSearches:ks_new_match,summary:ks_waiting,helpedListing:ks_helped_listing,helpedDeal:ks_helped_deal,offersDeadline:ks_offers_deadline',
      },
      { clock: () => time },
    );
  });
  afterAll(async () => {
    await whatsapp.close();
    await meta.close();
  });

  it("sends the approved template in the person's language through the Cloud API, with both links' code", async () => {
    const farmer = await signUpAndLogIn(whatsapp.app, 'seller', { fullName: 'Ramesh Patil' });
    const phone = await provePhone(whatsapp.database.db, farmer.user._id);
    const onion = await createProduct(whatsapp.app, farmer.cookie, { productName: 'Nashik Onion' });
    const buyer = await signUpAndLogIn(whatsapp.app, 'user', { fullName: 'Sunita Shah' });
    // Without SMS here, the default channel is none until the farmer picks WhatsApp.
    const settings = await apiCall(whatsapp.app, 'GET', 'user/alerts', farmer);
    expect(settings.json()).toMatchObject({ data: { channel: 'none', channels: ['whatsapp'] } });
    const chosen = await apiCall(whatsapp.app, 'PUT', 'user/alerts', farmer, {
      channel: 'whatsapp',
      lang: 'mr',
    });
    expect(chosen.json()).toMatchObject({ data: { channel: 'whatsapp' } });

    await chatCall(
      whatsapp.app,
      'POST',
      `message/send/${farmer.user._id}`,
    )(buyer, {
      payload: { message: 'Rate?', productId: onion._id },
    });
    advance(DELAY_SECONDS);
    await whatsapp.app.sendDueAlerts();

    expect(meta.received).toHaveLength(1);
    const [request] = meta.received;
    expect(request!.path).toBe('/v21.0/106540352242922/messages');
    expect(request!.headers.authorization).toBe('Bearer EAAG-access-token');
    const [row] = await whatsapp.database.db
      .select()
      .from(tables.alertOutbox)
      .where(eq(tables.alertOutbox.userId, farmer.user._id));
    expect(request!.body).toEqual({
      messaging_product: 'whatsapp',
      recipient_type: 'individual',
      to: phone.slice(1),
      type: 'template',
      biz_opaque_callback_data: row!.id,
      template: {
        name: 'ks_new_message',
        language: { code: 'mr' },
        components: [
          {
            type: 'body',
            parameters: [
              { type: 'text', text: 'Sunita Shah' },
              { type: 'text', text: 'Nashik Onion' },
            ],
          },
          { type: 'button', sub_type: 'url', index: '0', parameters: [{ type: 'text', text: row!.code }] },
          { type: 'button', sub_type: 'url', index: '1', parameters: [{ type: 'text', text: row!.code }] },
        ],
      },
    });
    expect(row).toMatchObject({ status: 'sent', channel: 'whatsapp' });
  });

  it("records Meta's refusal of a template as a failure, without trying it again", async () => {
    const farmer = await signUpAndLogIn(whatsapp.app, 'seller');
    await provePhone(whatsapp.database.db, farmer.user._id);
    await apiCall(whatsapp.app, 'PUT', 'user/alerts', farmer, { channel: 'whatsapp' });
    const buyer = await signUpAndLogIn(whatsapp.app, 'user');
    await send(whatsapp.app, buyer, farmer.user._id, 'Hello');
    advance(DELAY_SECONDS);
    const before = meta.received.length;
    meta.answerNext(400, {
      error: { message: 'Template name does not exist in the translation', code: 132001 },
    });
    await whatsapp.app.sendDueAlerts();
    advance(3600);
    await whatsapp.app.sendDueAlerts();
    expect(meta.received.length - before).toBe(1);
    const [row] = await whatsapp.database.db
      .select()
      .from(tables.alertOutbox)
      .where(eq(tables.alertOutbox.userId, farmer.user._id));
    expect(row).toMatchObject({ status: 'failed', reason: 'whatsapp 400 code 132001' });
  });
});
