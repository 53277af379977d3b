import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

const KEY = 'a'.repeat(64);

describe('production start', () => {
  it('refuses to start without AADHAAR_KEY, in one clear line', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrowError(ConfigError);
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrowError(
      /^Invalid configuration: AADHAAR_KEY is required when NODE_ENV=production/,
    );
  });

  it('has no demo data unless DEMO_DATA=true is set, a Secure cookie, and can turn the API docs off', () => {
    const production = loadConfig({ NODE_ENV: 'production', AADHAAR_KEY: KEY });
    expect(production.demoData).toBe(false);
    expect(production.cookieSecure).toBe(true);
    expect(production.apiDocs).toBe(true);
    expect(loadConfig({ NODE_ENV: 'production', AADHAAR_KEY: KEY, DEMO_DATA: 'true' }).demoData).toBe(true);
    expect(loadConfig({ NODE_ENV: 'production', AADHAAR_KEY: KEY, API_DOCS: 'false' }).apiDocs).toBe(false);
    // Development keeps the one-command demo.
    expect(loadConfig({}).demoData).toBe(true);
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
