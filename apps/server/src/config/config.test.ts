import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

describe('loadConfig', () => {
  it('gives the documented defaults for an empty environment', () => {
    const config = loadConfig({});
    expect(config.port).toBe(3000);
    expect(config.databaseUrl).toBeUndefined();
    expect(config.redisUrl).toBeUndefined();
    expect(config.allowedEmailDomains).toEqual(['gmail.com', 'yahoo.com', 'outlook.com']);
    expect(config.sessionTtlDays).toBe(30);
    expect(config.uploads.kind).toBe('local');
    expect(config.demoData).toBe(true);
    expect(config.sitemapRefreshMs).toBe(3_600_000);
  });

  it('reads a domain list and the * wildcard', () => {
    expect(loadConfig({ ALLOWED_EMAIL_DOMAINS: 'Gmail.com, kisan.in' }).allowedEmailDomains).toEqual([
      'gmail.com',
      'kisan.in',
    ]);
    expect(loadConfig({ ALLOWED_EMAIL_DOMAINS: '*' }).allowedEmailDomains).toEqual(['*']);
  });

  it.each([
    [{ PORT: 'abc' }, /^Invalid configuration: PORT must be a port number \(got 'abc'\)$/],
    [{ DATABASE_URL: 'mysql://x' }, /^Invalid configuration: DATABASE_URL must be a postgres/],
    [{ REDIS_URL: 'localhost:6379' }, /^Invalid configuration: REDIS_URL must be a redis/],
    [
      { ALLOWED_EMAIL_DOMAINS: 'not a domain' },
      /^Invalid configuration: ALLOWED_EMAIL_DOMAINS must be a comma-separated list/,
    ],
    [{ SUPPORT_EMAIL: 'nope' }, /^Invalid configuration: SUPPORT_EMAIL must be an email address/],
    [{ AADHAAR_KEY: 'short' }, /^Invalid configuration: AADHAAR_KEY must be 64 hex characters/],
    [{ UPLOADS: 'ftp' }, /^Invalid configuration: UPLOADS must be 'local' or 's3'/],
    [{ UPLOADS: 's3' }, /^Invalid configuration: S3_BUCKET is required when UPLOADS=s3$/],
    [{ DEMO_DATA: 'maybe' }, /^Invalid configuration: DEMO_DATA must be true or false/],
    [{ SITEMAP_REFRESH_MS: '1000' }, /^Invalid configuration: SITEMAP_REFRESH_MS must be at least 60000/],
  ])('stops on %o with one line naming the variable', (env, message) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(message);
  });

  it('never echoes a secret value in the error', () => {
    expect(() => loadConfig({ AADHAAR_KEY: 'secret-secret' })).toThrow(/^(?!.*secret-secret)/);
  });
});
