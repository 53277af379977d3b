import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SERVER_MESSAGES } from '@kisansetu/contract';
import { gatheredLog } from '../../test/listening-app';
import { uniqueMobile } from '../../test/sms-receiver';
import { createTestContext, type TestContext } from '../../test/test-app';

const PER_HOUR = 10;
const { stream, lines: logLines } = gatheredLog();
/** Limits of one network's sends, under a cap that is out of reach. */
let networks: TestContext;
/** The cluster's hourly cap at PER_HOUR, out of reach of the per-network limits. */
let capped: TestContext;

beforeAll(async () => {
  networks = await createTestContext({
    SMS_PROVIDER: 'log',
    RATE_LIMIT_CODE_SENDS_PER_IP_PER_HOUR: '3',
    RATE_LIMIT_CODE_SENDS_PER_PREFIX_PER_HOUR: '6',
  });
  capped = await createTestContext(
    { SMS_PROVIDER: 'log', SMS_MAX_PER_HOUR: String(PER_HOUR), SMS_MAX_PER_DAY: '1000' },
    { logger: { level: 'warn', stream } },
  );
});
afterAll(async () => {
  await networks.close();
  await capped.close();
});

const sendTo = (ctx: TestContext, from: string, phoneNumber = uniqueMobile()) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/v1/user/otp/send',
    remoteAddress: from,
    payload: { phoneNumber },
  });

describe('code sends from one network', () => {
  const sendCode = (from: string) => sendTo(networks, from);

  it('counts a spread of addresses in one IPv4 /24 together, apart from other networks', async () => {
    // Two from each of three addresses: each stays under its own 3, the /24 reaches its 6.
    for (const host of [1, 2, 3, 1, 2, 3]) expect((await sendCode(`203.0.113.${host}`)).statusCode).toBe(200);
    const refused = await sendCode('203.0.113.77');
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ errors: { code: 'rate_limited' } });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    // The next /24 is another network.
    expect((await sendCode('203.0.114.1')).statusCode).toBe(200);
  });

  it('still counts one address by itself', async () => {
    for (let i = 0; i < 3; i++) expect((await sendCode('198.51.100.9')).statusCode).toBe(200);
    expect((await sendCode('198.51.100.9')).statusCode).toBe(429);
  });

  it('counts an IPv6 /64 as one caller, whichever of its addresses sends', async () => {
    for (let i = 1; i <= 3; i++) expect((await sendCode(`2001:db8:7:7::${i}`)).statusCode).toBe(200);
    expect((await sendCode('2001:db8:7:7::ff')).statusCode).toBe(429);
    expect((await sendCode('2001:db8:7:8::1')).statusCode).toBe(200);
  });
});

describe('the cluster-wide SMS cap', () => {
  const sendCode = (from: string) => sendTo(capped, from);

  it('warns once at 80% and answers 503 sms_unavailable beyond it, costing the caller nothing', async () => {
    // Spread over many networks, as a pump of codes would be: no per-address or per-network limit is met.
    let sent = 0;
    let network = 0;
    let refused: Awaited<ReturnType<typeof sendCode>> | undefined;
    while (!refused) {
      network += 1;
      const answer = await sendCode(`192.0.${network}.1`);
      if (answer.statusCode === 200) sent += 1;
      else refused = answer;
      expect(network).toBeLessThanOrEqual(PER_HOUR + 1);
    }
    expect(refused.statusCode).toBe(503);
    expect(refused.json()).toMatchObject({
      errors: { code: 'sms_unavailable', message: SERVER_MESSAGES.smsUnavailable },
    });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    expect(sent).toBe(PER_HOUR);
    // Still refused from a fresh network.
    expect((await sendCode('192.0.200.1')).statusCode).toBe(503);

    const warnings = logLines.filter((line) => line.limit === 'smsPerHour');
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toMatchObject({ level: 40, used: 8, max: PER_HOUR });
  });
});
