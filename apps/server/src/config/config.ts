import path from 'node:path';
import { z } from 'zod';
import { DEFAULT_ALLOWED_EMAIL_DOMAINS } from '@kisansetu/contract';
import { DEFAULT_WEB_DIST } from '../lib/paths';

const booleanFlag = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'], { error: 'must be true or false' })
  .transform((v) => v === 'true' || v === '1' || v === 'yes');

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().min(1).default('0.0.0.0'),
  PORT: z.coerce.number({ error: 'must be a port number' }).int().min(0).max(65535).default(3000),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, { error: 'must be a postgres:// or postgresql:// URL' })
    .optional(),
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\//, { error: 'must be a redis:// or rediss:// URL' })
    .optional(),
  UPLOADS: z.enum(['local', 's3'], { error: "must be 'local' or 's3'" }).default('local'),
  S3_ENDPOINT: z.url({ error: 'must be a URL' }).optional(),
  S3_REGION: z.string().default('us-east-1'),
  S3_BUCKET: z.string().optional(),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  ALLOWED_EMAIL_DOMAINS: z
    .string()
    .default(DEFAULT_ALLOWED_EMAIL_DOMAINS.join(','))
    .transform((v) => v.split(',').map((d) => d.trim().toLowerCase()).filter(Boolean))
    .refine((list) => list.length > 0, { error: 'must list at least one domain, or *' })
    .refine((list) => list.every((d) => d === '*' || /^[a-z0-9.-]+\.[a-z]{2,}$/.test(d)), {
      error: 'must be a comma-separated list of domains like gmail.com, or *',
    }),
  SUPPORT_EMAIL: z.email({ error: 'must be an email address' }).default('support@kisansetu.in'),
  SESSION_TTL_DAYS: z.coerce.number({ error: 'must be a number of days' }).int().min(1).max(365).default(30),
  AADHAAR_KEY: z
    .string()
    .regex(/^[0-9a-f]{64}$/i, { error: 'must be 64 hex characters (a 256-bit key)' })
    .optional(),
  DEMO_DATA: booleanFlag.default(true),
  TRUST_PROXY: booleanFlag.default(false),
  COOKIE_SECURE: booleanFlag.optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  RATE_LIMIT_LOGIN_PER_MINUTE: z.coerce.number().int().min(1).default(10),
  RATE_LIMIT_REGISTER_PER_HOUR: z.coerce.number().int().min(1).default(20),
  WEB_DIST: z.string().optional(),
});

export type Env = z.input<typeof envSchema>;

/** The validated configuration every part of the server reads; never `process.env` directly. */
export interface AppConfig {
  env: 'development' | 'production' | 'test';
  host: string;
  port: number;
  dataDir: string;
  databaseUrl: string | undefined;
  redisUrl: string | undefined;
  uploads:
    | { kind: 'local'; dir: string }
    | {
        kind: 's3';
        endpoint: string | undefined;
        region: string;
        bucket: string;
        accessKeyId: string | undefined;
        secretAccessKey: string | undefined;
        forcePathStyle: boolean;
      };
  allowedEmailDomains: string[];
  supportEmail: string;
  sessionTtlDays: number;
  /** 32-byte key for Aadhaar encryption; when undefined, one is generated and kept under dataDir. */
  aadhaarKey: Buffer | undefined;
  demoData: boolean;
  trustProxy: boolean;
  cookieSecure: boolean;
  logLevel: string;
  rateLimits: { loginPerMinute: number; registerPerHour: number };
  /** Directory of the built web app; served at / when it exists. */
  webDist: string;
}

/** Thrown for a bad environment; server.ts prints its one line and exits. */
export class ConfigError extends Error {}

/**
 * Parses and validates the environment. A bad value throws ConfigError naming the variable, e.g.
 * "Invalid configuration: PORT must be a port number (got 'abc')".
 */
export function loadConfig(env: Record<string, string | undefined> = process.env): AppConfig {
  const cleaned = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ''));
  const parsed = envSchema.safeParse(cleaned);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    const name = String(issue.path[0] ?? 'environment');
    const got = cleaned[name];
    const shown = name.includes('KEY') || name.includes('SECRET') || name.includes('URL') ? '' : ` (got '${got}')`;
    throw new ConfigError(`Invalid configuration: ${name} ${issue.message}${got === undefined ? '' : shown}`);
  }
  const e = parsed.data;
  if (e.UPLOADS === 's3' && !e.S3_BUCKET) {
    throw new ConfigError('Invalid configuration: S3_BUCKET is required when UPLOADS=s3');
  }
  const dataDir = path.resolve(e.DATA_DIR);
  return {
    env: e.NODE_ENV,
    host: e.HOST,
    port: e.PORT,
    dataDir,
    databaseUrl: e.DATABASE_URL,
    redisUrl: e.REDIS_URL,
    uploads:
      e.UPLOADS === 's3'
        ? {
            kind: 's3',
            endpoint: e.S3_ENDPOINT,
            region: e.S3_REGION,
            bucket: e.S3_BUCKET!,
            accessKeyId: e.S3_ACCESS_KEY_ID,
            secretAccessKey: e.S3_SECRET_ACCESS_KEY,
            forcePathStyle: e.S3_ENDPOINT !== undefined,
          }
        : { kind: 'local', dir: path.join(dataDir, 'uploads') },
    allowedEmailDomains: e.ALLOWED_EMAIL_DOMAINS,
    supportEmail: e.SUPPORT_EMAIL,
    sessionTtlDays: e.SESSION_TTL_DAYS,
    aadhaarKey: e.AADHAAR_KEY ? Buffer.from(e.AADHAAR_KEY, 'hex') : undefined,
    demoData: e.DEMO_DATA,
    trustProxy: e.TRUST_PROXY,
    cookieSecure: e.COOKIE_SECURE ?? e.NODE_ENV === 'production',
    logLevel: e.LOG_LEVEL,
    rateLimits: { loginPerMinute: e.RATE_LIMIT_LOGIN_PER_MINUTE, registerPerHour: e.RATE_LIMIT_REGISTER_PER_HOUR },
    webDist: e.WEB_DIST ? path.resolve(e.WEB_DIST) : DEFAULT_WEB_DIST,
  };
}
