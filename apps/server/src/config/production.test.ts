import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

const KEY = 'a'.repeat(64);
/** What production needs besides the defaults: the Aadhaar key, the Web Push key pair and the site's origins. */
const PRODUCTION = {
  NODE_ENV: 'production',
  AADHAAR_KEY: KEY,
  VAPID_PUBLIC_KEY: `B${'p'.repeat(86)}`,
  VAPID_PRIVATE_KEY: 'k'.repeat(43),
  PUBLIC_ORIGINS: 'https://kisansetu.in',
};
const without = (name: keyof typeof PRODUCTION) =>
  Object.fromEntries(Object.entries(PRODUCTION).filter(([key]) => key !== name));

describe('production start', () => {
  it('refuses to start without AADHAAR_KEY, in one clear line', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrowError(ConfigError);
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrowError(
      /^Invalid configuration: AADHAAR_KEY is required when NODE_ENV=production/,
    );
  });

  it.each(['VAPID_PUBLIC_KEY', 'VAPID_PRIVATE_KEY'] as const)(
    'refuses to start without %s (a generated pair would travel with DATA_DIR), in one clear line',
    (name) => {
      expect(() => loadConfig(without(name))).toThrowError(
        /^Invalid configuration: VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY are required when NODE_ENV=production \([^\n]*\)$/,
      );
    },
  );

  it('refuses to start without PUBLIC_ORIGINS, in one clear line', () => {
    expect(() => loadConfig(without('PUBLIC_ORIGINS'))).toThrowError(
      /^Invalid configuration: PUBLIC_ORIGINS is required when NODE_ENV=production \([^\n]*\)$/,
    );
    expect(() => loadConfig({ ...PRODUCTION, PUBLIC_ORIGINS: ' , ' })).toThrowError(
      /PUBLIC_ORIGINS is required/,
    );
  });

  it('starts with all of them, and keeps the VAPID pair it was given', () => {
    const production = loadConfig(PRODUCTION);
    expect(production.vapid).toEqual({
      publicKey: PRODUCTION.VAPID_PUBLIC_KEY,
      privateKey: PRODUCTION.VAPID_PRIVATE_KEY,
    });
    expect(production.publicOrigins).toEqual(['https://kisansetu.in']);
  });

  it('has no demo data unless DEMO_DATA=true is set, a Secure cookie, and no API docs unless API_DOCS=true', () => {
    const production = loadConfig(PRODUCTION);
    expect(production.demoData).toBe(false);
    expect(production.cookieSecure).toBe(true);
    expect(production.apiDocs).toBe(false);
    expect(loadConfig({ ...PRODUCTION, DEMO_DATA: 'true' }).demoData).toBe(true);
    expect(loadConfig({ ...PRODUCTION, API_DOCS: 'true' }).apiDocs).toBe(true);
    // Development keeps the one-command demo and its API docs, and needs none of production's keys.
    expect(loadConfig({}).demoData).toBe(true);
    expect(loadConfig({}).apiDocs).toBe(true);
    expect(loadConfig({ API_DOCS: 'false' }).apiDocs).toBe(false);
  });
});

describe('TRUST_PROXY', () => {
  it("refuses 'true' (any client could pick its own address and dodge the per-IP limits)", () => {
    expect(() => loadConfig({ TRUST_PROXY: 'true' })).toThrowError(
      /^Invalid configuration: TRUST_PROXY must be a number of proxy hops/,
    );
    expect(() => loadConfig({ TRUST_PROXY: 'my-proxy' })).toThrowError(/TRUST_PROXY/);
  });

  it('takes a hop count or a list of proxy addresses and CIDRs', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '1' }).trustProxy).toBe(1);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.1, 10.1.0.0/16,loopback' }).trustProxy).toEqual([
      '10.0.0.1',
      '10.1.0.0/16',
      'loopback',
    ]);
  });

  it('refuses a PUBLIC_ORIGINS entry that is not an origin', () => {
    expect(() => loadConfig({ PUBLIC_ORIGINS: 'kisansetu.in' })).toThrowError(/PUBLIC_ORIGINS/);
    expect(loadConfig({ PUBLIC_ORIGINS: 'https://KisanSetu.in' }).publicOrigins).toEqual([
      'https://kisansetu.in',
    ]);
  });
});

describe('SMS provider for phone sign-in', () => {
  it('refuses the log provider in production, and has phone sign-in off there unless a provider is named', () => {
    expect(() => loadConfig({ ...PRODUCTION, SMS_PROVIDER: 'log' })).toThrowError(
      /^Invalid configuration: SMS_PROVIDER=log is not allowed when NODE_ENV=production/,
    );
    expect(loadConfig(PRODUCTION).sms).toEqual({ provider: 'none' });
    expect(loadConfig({}).sms).toEqual({ provider: 'log' });
  });

  it('refuses a provider without its settings at start, in one line', () => {
    expect(() => loadConfig({ SMS_PROVIDER: 'webhook' })).toThrowError(
      /^Invalid configuration: SMS_WEBHOOK_URL is required when SMS_PROVIDER=webhook$/,
    );
    expect(() => loadConfig({ SMS_PROVIDER: 'msg91', MSG91_AUTH_KEY: 'k' })).toThrowError(
      /MSG91_AUTH_KEY, MSG91_SENDER_ID and MSG91_DLT_TEMPLATE_ID are required/,
    );
    expect(() => loadConfig({ SMS_PROVIDER: 'sms-country' })).toThrowError(/SMS_PROVIDER must be/);
    expect(() => loadConfig({ MSG91_DLT_TEMPLATE_IDS: 'hi=123' })).toThrowError(/MSG91_DLT_TEMPLATE_IDS/);
  });

  it("reads MSG91's templates per language, the English one from MSG91_DLT_TEMPLATE_ID", () => {
    const sms = loadConfig({
      ...PRODUCTION,
      SMS_PROVIDER: 'msg91',
      MSG91_AUTH_KEY: 'key',
      MSG91_SENDER_ID: 'KSETUO',
      MSG91_DLT_TEMPLATE_ID: '1107161234567890001',
      MSG91_DLT_TEMPLATE_IDS: 'hi:1107161234567890002',
    }).sms;
    expect(sms).toEqual({
      provider: 'msg91',
      baseUrl: 'https://api.msg91.com',
      authKey: 'key',
      senderId: 'KSETUO',
      templateIds: { en: '1107161234567890001', hi: '1107161234567890002' },
    });
  });

  it('keeps the contract limits of code sends by default', () => {
    const { abuseLimits } = loadConfig({});
    expect(abuseLimits.codeResendPerNumber).toEqual({ points: 1, windowSeconds: 30 });
    expect(abuseLimits.codeSendsPerNumber).toEqual({ points: 5, windowSeconds: 3600 });
    expect(abuseLimits.codeSendsPerIp).toEqual({ points: 20, windowSeconds: 3600 });
  });
});

describe('production refuses unsafe settings, one line naming each', () => {
  it.each(['0.0.0.0/0', '::/0', '0.0.0.0/1', '10.0.0.1, 128.0.0.0/1', '::ffff:0:0/96', '2000::/3'])(
    'refuses TRUST_PROXY=%s (a range that trusts any client, as true would)',
    (value) => {
      expect(() => loadConfig({ ...PRODUCTION, TRUST_PROXY: value })).toThrowError(
        /^Invalid configuration: TRUST_PROXY must not hold a range as wide as the whole internet[^\n]*$/,
      );
    },
  );

  it('keeps the proxy ranges a real deployment names', () => {
    const trusted = '10.0.0.0/8,172.16.0.0/12,192.168.0.0/16,fc00::/7,2400:cb00::/32,loopback';
    expect(loadConfig({ ...PRODUCTION, TRUST_PROXY: trusted }).trustProxy).toEqual(trusted.split(','));
  });

  it('refuses COOKIE_SECURE=false', () => {
    expect(() => loadConfig({ ...PRODUCTION, COOKIE_SECURE: 'false' })).toThrowError(
      /^Invalid configuration: COOKIE_SECURE=false is not allowed when NODE_ENV=production \([^\n]*\)$/,
    );
    expect(loadConfig({ COOKIE_SECURE: 'false' }).cookieSecure).toBe(false);
  });

  it.each([
    ['SMS_WEBHOOK_URL', { SMS_PROVIDER: 'webhook', SMS_WEBHOOK_URL: 'http://sms.example/send' }],
    [
      'MSG91_BASE_URL',
      {
        SMS_PROVIDER: 'msg91',
        MSG91_AUTH_KEY: 'key',
        MSG91_SENDER_ID: 'KSETUO',
        MSG91_DLT_TEMPLATE_ID: '1107161234567890001',
        MSG91_BASE_URL: 'http://api.msg91.com',
      },
    ],
    ['S3_ENDPOINT', { UPLOADS: 's3', S3_BUCKET: 'photos', S3_ENDPOINT: 'http://s3.example' }],
    ['MANDI_API_URL', { MANDI_API_URL: 'http://api.data.gov.in/resource/x' }],
    ['PUBLIC_ORIGINS', { PUBLIC_ORIGINS: 'https://kisansetu.in,http://www.kisansetu.in' }],
  ])('refuses an http:// %s', (name, settings) => {
    expect(() => loadConfig({ ...PRODUCTION, ...settings })).toThrowError(
      new RegExp(
        `^Invalid configuration: ${name} must be an https:// URL when NODE_ENV=production \\([^\\n]*\\)$`,
      ),
    );
    // The same settings over https:// start.
    const safe = Object.fromEntries(
      Object.entries(settings).map(([key, value]) => [key, value.replace(/\bhttp:/g, 'https:')]),
    );
    expect(() => loadConfig({ ...PRODUCTION, ...safe })).not.toThrow();
  });

  it('takes http:// to this machine only (a provider beside the server, a bench on 127.0.0.1)', () => {
    const local = loadConfig({
      ...PRODUCTION,
      PUBLIC_ORIGINS: 'http://127.0.0.1:3000',
      SMS_PROVIDER: 'webhook',
      SMS_WEBHOOK_URL: 'http://localhost:8080/sms',
      MANDI_API_URL: 'http://[::1]:9000/prices',
    });
    expect(local.sms).toEqual({ provider: 'webhook', url: 'http://localhost:8080/sms', token: undefined });
    expect(() =>
      loadConfig({
        ...PRODUCTION,
        SMS_PROVIDER: 'webhook',
        SMS_WEBHOOK_URL: 'http://localhost.evil.example/',
      }),
    ).toThrowError(/SMS_WEBHOOK_URL must be an https:\/\/ URL/);
  });
});
