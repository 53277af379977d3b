import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSmsReceiver, uniqueMobile, type SmsReceiver } from '../../test/sms-receiver';
import { createTestContext, type TestContext } from '../../test/test-app';

let ctx: TestContext;
let gateway: SmsReceiver;

beforeAll(async () => {
  // MSG91 answers { type, message }; the stand-in answers success unless a test queues its error.
  gateway = await startSmsReceiver({ type: 'success', message: '3763646c3058373530393831' });
  ctx = await createTestContext({
    SMS_PROVIDER: 'msg91',
    MSG91_BASE_URL: `${gateway.url}/`,
    MSG91_AUTH_KEY: 'auth-key-123',
    MSG91_SENDER_ID: 'ksetuo',
    MSG91_DLT_TEMPLATE_ID: '1107161234567890001',
    MSG91_DLT_TEMPLATE_IDS: 'hi:1107161234567890002,ta:1107161234567890003',
    PUBLIC_ORIGINS: 'http://localhost',
  });
});
afterAll(async () => {
  await ctx.close();
  await gateway.close();
});

const send = (phoneNumber: string, lang: string) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/v1/user/otp/send',
    remoteAddress: '203.0.113.91',
    payload: { phoneNumber, lang },
  });

describe('the MSG91 gateway', () => {
  it("posts MSG91's send-SMS request: authkey header, sender, transactional route, DLT template, Unicode Hindi", async () => {
    const mobile = uniqueMobile();
    expect((await send(mobile, 'hi')).statusCode).toBe(200);
    const request = gateway.received.at(-1)!;
    expect(request.method).toBe('POST');
    expect(request.path).toBe('/api/v2/sendsms');
    expect(request.headers.authkey).toBe('auth-key-123');
    expect(request.headers['content-type']).toBe('application/json');
    expect(request.headers.accept).toBe('application/json');
    const message = (request.body.sms as { message: string }[])[0]!.message;
    expect(request.body).toEqual({
      sender: 'KSETUO',
      route: '4',
      country: '91',
      unicode: 1,
      DLT_TE_ID: '1107161234567890002',
      sms: [{ message, to: [`91${mobile}`] }],
    });
    expect(message).toMatch(/^\d{6} आपका किसानसेतु कोड है।/);
  });

  it('sends the English text under the English template to a language without its own registered template', async () => {
    const mobile = uniqueMobile();
    expect((await send(mobile, 'kn')).statusCode).toBe(200);
    const body = gateway.received.at(-1)!.body;
    expect(body.DLT_TE_ID).toBe('1107161234567890001');
    expect(body.unicode).toBe(0);
    const message = (body.sms as { message: string }[])[0]!.message;
    expect(message).toMatch(/^\d{6} is your KisanSetu code\./);
    // WebOTP's origin-bound last line, for the site's own host.
    expect(message).toMatch(/\n\n@localhost #\d{6}$/);
  });

  it('turns a gateway error (even with status 200) into 503 sms_failed, counting nothing', async () => {
    const mobile = uniqueMobile();
    gateway.answerNext(200, { type: 'error', message: 'Invalid DLT template' });
    const failed = await send(mobile, 'ta');
    expect(failed.statusCode).toBe(503);
    expect(failed.json<{ errors: { code: string } }>().errors.code).toBe('sms_failed');
    gateway.answerNext(401, { type: 'error', message: 'Authentication failure' });
    expect((await send(mobile, 'ta')).statusCode).toBe(503);
    // Neither failure counted against the number's 30 s window.
    expect((await send(mobile, 'ta')).statusCode).toBe(200);
    expect(gateway.received.at(-1)!.body.DLT_TE_ID).toBe('1107161234567890003');
  });
});
