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
