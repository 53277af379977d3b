import path from 'node:path';
import ipaddr from 'ipaddr.js';
import { z } from 'zod';
import { DEALS, DEFAULT_ALLOWED_EMAIL_DOMAINS, PHONE_SIGN_IN, type CropLang } from '@kisansetu/contract';
import { DEFAULT_WEB_DIST } from '../lib/paths';
import type { LimitRules } from '../limits';
import { alertsConfigOf, alertsEnvShape, type AlertsConfig } from './alerts-config';
import { metricsConfigOf, metricsEnvShape, type MetricsConfig } from './metrics-config';

const booleanFlag = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'], { error: 'must be true or false' })
  .transform((v) => v === 'true' || v === '1' || v === 'yes');

/** One proxy of TRUST_PROXY: an IPv4/IPv6 address or CIDR, or one of proxy-addr's named ranges. */
const PROXY_ENTRY = /^(loopback|linklocal|uniquelocal|[0-9a-f.:]+(\/\d{1,3})?)$/i;

/** A network (/24) may send this many times one address's codes: a carrier's NAT puts many people behind it. */
const CODE_SENDS_PREFIX_FACTOR = 5;
/** The share of an SMS cap at which the log warns, once a window. */
const SMS_WARN_AT = 0.8;

const limitCount = (fallback: number) =>
  z.coerce
    .number({ error: 'must be a whole number of at least 1' })
    .int()
    .min(1, { error: 'must be a whole number of at least 1' })
    .default(fallback);

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
    .transform((v) =>
      v
        .split(',')
        .map((d) => d.trim().toLowerCase())
        .filter(Boolean),
    )
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
  /** Unset: on in development and tests, off in production (where it must be asked for with DEMO_DATA=true). */
  DEMO_DATA: booleanFlag.optional(),
  TRUST_PROXY: z
    .string()
    .transform((v) => v.trim())
    .refine((v) => v !== 'true' && v !== 'yes', {
      error:
        "must be a number of proxy hops or a comma-separated list of proxy addresses/CIDRs ('true' would trust any X-Forwarded-For a client sends)",
    })
    .refine(
      (v) => /^\d+$/.test(v) || v === 'false' || v.split(',').every((part) => PROXY_ENTRY.test(part.trim())),
      {
        error:
          'must be a number of proxy hops or a comma-separated list of proxy addresses/CIDRs (or loopback, linklocal, uniquelocal)',
      },
    )
    .refine((v) => !v.split(',').some((part) => isCatchAllRange(part.trim())), {
      error:
        "must not hold a range as wide as the whole internet (like 0.0.0.0/0 or ::/0): it would trust any X-Forwarded-For a client sends, as 'true' would",
    })
    .optional(),
  PUBLIC_ORIGINS: z
    .string()
    .transform((v) =>
      v
        .split(',')
        .map((o) => o.trim())
        .filter(Boolean),
    )
    .refine((list) => list.every((o) => /^https?:\/\/[^/\s]+$/i.test(o)), {
      error: 'must be a comma-separated list of origins like https://kisansetu.in (scheme and host, no path)',
    })
    .optional(),
  /** Unset: on in development and tests, off in production (the whole API's map is no help to a visitor). */
  API_DOCS: booleanFlag.optional(),
  DB_STATEMENT_TIMEOUT_MS: z.coerce
    .number({ error: 'must be a number of milliseconds' })
    .int()
    .min(100)
    .max(600_000)
    .default(5000),
  COOKIE_SECURE: booleanFlag.optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  RATE_LIMIT_LOGIN_PER_MINUTE: z.coerce.number().int().min(1).default(10),
  RATE_LIMIT_REGISTER_PER_HOUR: z.coerce.number().int().min(1).default(20),
  RATE_LIMIT_EXPORTS_PER_HOUR: z.coerce.number().int().min(1).default(5),
  RATE_LIMIT_DEAL_PROPOSALS_PER_PAIR_PER_DAY: z.coerce
    .number()
    .int()
    .min(1)
    .default(DEALS.pairProposalsPerDay),
  RATE_LIMIT_LOGIN_FAILURES_PER_EMAIL: limitCount(10),
  RATE_LIMIT_MESSAGES_PER_MINUTE: limitCount(20),
  RATE_LIMIT_MESSAGES_PER_DAY: limitCount(300),
  RATE_LIMIT_CHAT_FILES_PER_DAY: limitCount(50),
  RATE_LIMIT_CONVERSATIONS_PER_DAY: limitCount(30),
  RATE_LIMIT_PRODUCTS_PER_DAY: limitCount(20),
  RATE_LIMIT_PRODUCT_UPDATES_PER_DAY: limitCount(60),
  RATE_LIMIT_PUSH_SUBSCRIBE_PER_HOUR: limitCount(20),
  RATE_LIMIT_WRONG_PASSWORD: limitCount(5),
  RATE_LIMIT_REPORTS_PER_DAY: limitCount(20),
  RATE_LIMIT_ANONYMOUS_READS_PER_MINUTE: limitCount(120),
  // Buyer requests: requests a buyer posts, offers a farmer makes.
  RATE_LIMIT_REQUESTS_PER_DAY: limitCount(10),
  RATE_LIMIT_OFFERS_PER_DAY: limitCount(50),
  RATE_LIMIT_PROFILE_READS_PER_HOUR: limitCount(100),
  MAX_SOCKETS_PER_USER: limitCount(10),
  // /sitemap.xml: listings a sitemap file (sitemaps.org allows at most 50,000; smaller only to test the split).
  SITEMAP_URLS_PER_FILE: limitCount(50_000).pipe(z.number().max(50_000, { error: 'must be at most 50000' })),
  // How old the cached sitemap may grow before a request starts a rebuild (a rebuild reads every listing's id).
  SITEMAP_REFRESH_MS: limitCount(60 * 60 * 1000).pipe(
    z.number().min(60_000, { error: 'must be at least 60000 (a minute)' }),
  ),
  // Listing lifecycle: how often each process looks for listings about to expire (milliseconds).
  LISTING_SWEEP_MS: limitCount(10 * 60 * 1000),
  // Offers until a deadline: how often each process looks for lots whose time for offers just ended.
  OFFERS_SWEEP_MS: limitCount(60 * 1000),
  VIEW_FLUSH_MS: limitCount(5000),
  // Mandi prices: with a data.gov.in key the server fetches the day's Agmarknet prices itself.
  DATA_GOV_IN_API_KEY: z.string().trim().min(1).optional(),
  MANDI_API_URL: z.url({ error: 'must be an http(s) URL' }).optional(),
  // How often each process checks whether the day's prices are still to fetch (one process fetches them).
  MANDI_SYNC_CHECK_MS: limitCount(60 * 60 * 1000),
  // India's hour from which the day's prices are fetched (markets report through the day).
  MANDI_SYNC_HOUR: z.coerce
    .number({ error: 'must be an hour from 0 to 23' })
    .int({ error: 'must be an hour from 0 to 23' })
    .min(0, { error: 'must be an hour from 0 to 23' })
    .max(23, { error: 'must be an hour from 0 to 23' })
    .default(18),
  // Web Push: the VAPID key pair as `web-push generate-vapid-keys` prints it (base64url).
  VAPID_PUBLIC_KEY: z
    .string()
    .regex(/^[A-Za-z0-9_-]{87}$/, { error: 'must be a base64url P-256 public key (87 characters)' })
    .optional(),
  VAPID_PRIVATE_KEY: z
    .string()
    .regex(/^[A-Za-z0-9_-]{43}$/, { error: 'must be a base64url P-256 private key (43 characters)' })
    .optional(),
  VAPID_SUBJECT: z
    .string()
    .regex(/^(mailto:[^\s@]+@[^\s@]+|https:\/\/\S+)$/, {
      error: 'must be a mailto: address or an https: URL',
    })
    .optional(),
  // Phone sign-in: who delivers the one-time codes (log: the server log, development only; none: phone sign-in off).
  SMS_PROVIDER: z
    .enum(['log', 'webhook', 'msg91', 'none'], { error: 'must be log, webhook, msg91 or none' })
    .optional(),
  SMS_WEBHOOK_URL: z.url({ error: 'must be an http(s) URL' }).optional(),
  SMS_WEBHOOK_TOKEN: z.string().optional(),
  // MSG91: the account's auth key, its DLT-registered sender id (header) and the DLT template id of each language's text.
  MSG91_AUTH_KEY: z.string().trim().min(1).optional(),
  MSG91_SENDER_ID: z
    .string()
    .regex(/^[A-Za-z]{6}$/, { error: 'must be the 6-letter sender id (DLT header)' })
    .optional(),
  MSG91_DLT_TEMPLATE_ID: z
    .string()
    .regex(/^\d{10,25}$/, { error: 'must be a DLT template id (digits)' })
    .optional(),
  MSG91_DLT_TEMPLATE_IDS: z
    .string()
    .regex(/^(?:(?:en|hi|mr|pa|gu|bn|ta|te|kn):\d{10,25})(?:,(?:en|hi|mr|pa|gu|bn|ta|te|kn):\d{10,25})*$/, {
      error: "must list language:templateId pairs, like 'hi:1107161234567890123,ta:1107161234567890124'",
    })
    .optional(),
  MSG91_BASE_URL: z.url({ error: 'must be an http(s) URL' }).default('https://api.msg91.com'),
  // Sends of codes from one address an hour (the contract's 20; raised only for a load test).
  RATE_LIMIT_CODE_SENDS_PER_IP_PER_HOUR: limitCount(PHONE_SIGN_IN.sendsPerIpPerHour),
  // Sends of codes from one network (an IPv4 /24, an IPv6 /64) an hour; unset: five times the per-address limit.
  RATE_LIMIT_CODE_SENDS_PER_PREFIX_PER_HOUR: z.coerce
    .number({ error: 'must be a whole number of at least 1' })
    .int()
    .min(1, { error: 'must be a whole number of at least 1' })
    .optional(),
  // Code SMSes the whole cluster sends an hour and a day: the operator's bill, whatever spread of callers asks.
  SMS_MAX_PER_HOUR: limitCount(1000),
  SMS_MAX_PER_DAY: limitCount(10_000),
  // Seconds before a number may get another code (the contract's 30; a test shortens it to reach the hourly limit).
  CODE_RESEND_SECONDS: limitCount(PHONE_SIGN_IN.resendSeconds),
  WEB_DIST: z.string().optional(),
  ...alertsEnvShape,
  ...metricsEnvShape,
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
  /**
   * Which proxies' X-Forwarded-For to believe: false (none: the socket's address is the client), a hop count, or
   * the proxies' addresses/CIDRs. Never "any", so a client cannot pick its own IP and dodge the per-IP limits.
   */
  trustProxy: false | number | string[];
  /** Origins of the site itself, for the cross-site refusal; undefined means the request's own scheme and host. */
  publicOrigins: string[] | undefined;
  apiDocs: boolean;
  /** Longest one database statement may run (PostgreSQL), so one slow query cannot hold the pool. */
  statementTimeoutMs: number;
  cookieSecure: boolean;
  logLevel: string;
  rateLimits: {
    loginPerMinute: number;
    registerPerHour: number;
    exportsPerHour: number;
    /** Deals one buyer and one farmer may propose to each other in a day: trust is made of deals, not of rows. */
    dealProposalsPerPairPerDay: number;
  };
  /** The contract's abuse limits (per account unless named per IP). */
  abuseLimits: LimitRules;
  maxSocketsPerUser: number;
  /** Listings a sitemap file names (at most 50,000). */
  sitemapUrlsPerFile: number;
  /** How old the cached sitemap may grow before it is rebuilt in the background. */
  sitemapRefreshMs: number;
  /** How often each process sends the due expiring-soon notices (listing lifecycle). */
  listingSweepMs: number;
  /** How often each process sends the due "time for offers ended" notices (ms). */
  offersSweepMs: number;
  /** How often the listing views gathered in memory are written (ms). */
  viewFlushMs: number;
  /**
   * Mandi prices' daily sync: on only with `apiKey` (DATA_GOV_IN_API_KEY); `apiUrl` (MANDI_API_URL) undefined is
   * data.gov.in's own resource.
   */
  mandiSync: {
    apiKey: string | undefined;
    apiUrl: string | undefined;
    checkEveryMs: number;
    syncHour: number;
  };
  /**
   * Web Push's VAPID key pair (base64url); undefined: generated once and kept (modules/push/vapid-keys.ts). The
   * subject tells push services whom to write to: VAPID_SUBJECT, else `mailto:` the support address.
   */
  vapid: { publicKey: string; privateKey: string } | undefined;
  vapidSubject: string;
  /** Directory of the built web app; served at / when it exists. */
  webDist: string;
  /** Who delivers one-time codes; `none`: phone sign-in is off (its calls answer 503 `sms_unavailable`). */
  sms: SmsConfig;
  /** Alerts by SMS and WhatsApp (they go through `sms` too). */
  alerts: AlertsConfig;
  /** The Prometheus endpoint of this process. */
  metrics: MetricsConfig;
}

/** SMS delivery of one-time codes (contract "Phone sign-in"). */
export type SmsConfig =
  | { provider: 'none' }
  | { provider: 'log' }
  | { provider: 'webhook'; url: string; token: string | undefined }
  | {
      provider: 'msg91';
      baseUrl: string;
      authKey: string;
      senderId: string;
      /** The DLT template id of each language's registered text; a language without one is sent in English. */
      templateIds: Partial<Record<CropLang, string>> & { en: string };
    };

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
    const shown =
      name.includes('KEY') || name.includes('SECRET') || name.includes('URL') ? '' : ` (got '${got}')`;
    throw new ConfigError(`Invalid configuration: ${name} ${issue.message}${got === undefined ? '' : shown}`);
  }
  const e = parsed.data;
  if (e.UPLOADS === 's3' && !e.S3_BUCKET) {
    throw new ConfigError('Invalid configuration: S3_BUCKET is required when UPLOADS=s3');
  }
  if (e.NODE_ENV === 'production' && !e.AADHAAR_KEY) {
    // A key generated next to the database would be stolen with it; production keeps it apart.
    throw new ConfigError(
      'Invalid configuration: AADHAAR_KEY is required when NODE_ENV=production (64 hex characters, kept apart from the database)',
    );
  }
  if (e.NODE_ENV === 'production' && (!e.VAPID_PUBLIC_KEY || !e.VAPID_PRIVATE_KEY)) {
    // A generated key pair would sit in DATA_DIR and travel with every copy of it; production keeps it apart.
    throw new ConfigError(
      'Invalid configuration: VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY are required when NODE_ENV=production (npx web-push generate-vapid-keys, kept apart from the database)',
    );
  }
  if (e.NODE_ENV === 'production' && !e.PUBLIC_ORIGINS?.length) {
    // Without them the cross-site check and the sitemap trust whatever Host a request names.
    throw new ConfigError(
      "Invalid configuration: PUBLIC_ORIGINS is required when NODE_ENV=production (the site's origins, like https://kisansetu.in)",
    );
  }
  if (e.NODE_ENV === 'production') refuseUnsafeInProduction(e);
  if ((e.VAPID_PUBLIC_KEY === undefined) !== (e.VAPID_PRIVATE_KEY === undefined)) {
    throw new ConfigError(
      'Invalid configuration: VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY must be set together',
    );
  }
  const sms = smsConfigOf(e);
  const alerts = alertsConfigOf(e, (message) => new ConfigError(message));
  const dataDir = path.resolve(e.DATA_DIR);
  const minutes = (n: number) => n * 60;
  const day = 24 * 3600;
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
    demoData: e.DEMO_DATA ?? e.NODE_ENV !== 'production',
    trustProxy: trustProxyOf(e.TRUST_PROXY),
    publicOrigins: e.PUBLIC_ORIGINS?.map((o) => o.toLowerCase()),
    apiDocs: e.API_DOCS ?? e.NODE_ENV !== 'production',
    statementTimeoutMs: e.DB_STATEMENT_TIMEOUT_MS,
    cookieSecure: e.COOKIE_SECURE ?? e.NODE_ENV === 'production',
    logLevel: e.LOG_LEVEL,
    rateLimits: {
      loginPerMinute: e.RATE_LIMIT_LOGIN_PER_MINUTE,
      registerPerHour: e.RATE_LIMIT_REGISTER_PER_HOUR,
      exportsPerHour: e.RATE_LIMIT_EXPORTS_PER_HOUR,
      dealProposalsPerPairPerDay: e.RATE_LIMIT_DEAL_PROPOSALS_PER_PAIR_PER_DAY,
    },
    abuseLimits: {
      loginFailuresPerEmail: { points: e.RATE_LIMIT_LOGIN_FAILURES_PER_EMAIL, windowSeconds: minutes(15) },
      messagesPerMinute: { points: e.RATE_LIMIT_MESSAGES_PER_MINUTE, windowSeconds: minutes(1) },
      messagesPerDay: { points: e.RATE_LIMIT_MESSAGES_PER_DAY, windowSeconds: day },
      chatFilesPerDay: { points: e.RATE_LIMIT_CHAT_FILES_PER_DAY, windowSeconds: day },
      conversationsPerDay: { points: e.RATE_LIMIT_CONVERSATIONS_PER_DAY, windowSeconds: day },
      productsPerDay: { points: e.RATE_LIMIT_PRODUCTS_PER_DAY, windowSeconds: day },
      productUpdatesPerDay: { points: e.RATE_LIMIT_PRODUCT_UPDATES_PER_DAY, windowSeconds: day },
      pushSubscribesPerHour: { points: e.RATE_LIMIT_PUSH_SUBSCRIBE_PER_HOUR, windowSeconds: minutes(60) },
      wrongPasswordPerAccount: { points: e.RATE_LIMIT_WRONG_PASSWORD, windowSeconds: minutes(15) },
      reportsPerDay: { points: e.RATE_LIMIT_REPORTS_PER_DAY, windowSeconds: day },
      anonymousReadsPerIp: { points: e.RATE_LIMIT_ANONYMOUS_READS_PER_MINUTE, windowSeconds: minutes(1) },
      requestsPerDay: { points: e.RATE_LIMIT_REQUESTS_PER_DAY, windowSeconds: day },
      offersPerDay: { points: e.RATE_LIMIT_OFFERS_PER_DAY, windowSeconds: day },
      profileReadsPerHour: { points: e.RATE_LIMIT_PROFILE_READS_PER_HOUR, windowSeconds: minutes(60) },
      codeResendPerNumber: { points: 1, windowSeconds: e.CODE_RESEND_SECONDS },
      codeSendsPerNumber: { points: PHONE_SIGN_IN.sendsPerNumberPerHour, windowSeconds: minutes(60) },
      codeSendsPerIp: { points: e.RATE_LIMIT_CODE_SENDS_PER_IP_PER_HOUR, windowSeconds: minutes(60) },
      codeSendsPerPrefix: {
        points:
          e.RATE_LIMIT_CODE_SENDS_PER_PREFIX_PER_HOUR ??
          e.RATE_LIMIT_CODE_SENDS_PER_IP_PER_HOUR * CODE_SENDS_PREFIX_FACTOR,
        windowSeconds: minutes(60),
      },
      smsPerHour: { points: e.SMS_MAX_PER_HOUR, windowSeconds: minutes(60), warnAt: SMS_WARN_AT },
      smsPerDay: { points: e.SMS_MAX_PER_DAY, windowSeconds: day, warnAt: SMS_WARN_AT },
      // Alerts' own share of the same caps, so they never take the sign-in codes' part.
      alertSmsPerHour: {
        points: Math.max(1, Math.floor(e.SMS_MAX_PER_HOUR * alerts.capShare)),
        windowSeconds: minutes(60),
        warnAt: SMS_WARN_AT,
      },
      alertSmsPerDay: {
        points: Math.max(1, Math.floor(e.SMS_MAX_PER_DAY * alerts.capShare)),
        windowSeconds: day,
        warnAt: SMS_WARN_AT,
      },
    },
    maxSocketsPerUser: e.MAX_SOCKETS_PER_USER,
    listingSweepMs: e.LISTING_SWEEP_MS,
    offersSweepMs: e.OFFERS_SWEEP_MS,
    viewFlushMs: e.VIEW_FLUSH_MS,
    mandiSync: {
      apiKey: e.DATA_GOV_IN_API_KEY,
      apiUrl: e.MANDI_API_URL,
      checkEveryMs: e.MANDI_SYNC_CHECK_MS,
      syncHour: e.MANDI_SYNC_HOUR,
    },
    sitemapUrlsPerFile: e.SITEMAP_URLS_PER_FILE,
    sitemapRefreshMs: e.SITEMAP_REFRESH_MS,
    vapid:
      e.VAPID_PUBLIC_KEY && e.VAPID_PRIVATE_KEY
        ? { publicKey: e.VAPID_PUBLIC_KEY, privateKey: e.VAPID_PRIVATE_KEY }
        : undefined,
    vapidSubject: e.VAPID_SUBJECT ?? `mailto:${e.SUPPORT_EMAIL}`,
    webDist: e.WEB_DIST ? path.resolve(e.WEB_DIST) : DEFAULT_WEB_DIST,
    sms,
    alerts,
    metrics: metricsConfigOf(e),
  };
}

/**
 * The SMS provider and what it needs, checked at start: production refuses `log` (codes would sit in a log file),
 * and a provider without its settings is a start-up error rather than a sign-in that fails later.
 */
function smsConfigOf(e: z.output<typeof envSchema>): SmsConfig {
  const provider = e.SMS_PROVIDER ?? (e.NODE_ENV === 'production' ? 'none' : 'log');
  switch (provider) {
    case 'none':
      return { provider };
    case 'log':
      if (e.NODE_ENV === 'production')
        throw new ConfigError(
          'Invalid configuration: SMS_PROVIDER=log is not allowed when NODE_ENV=production (codes would go to the log); use webhook or msg91',
        );
      return { provider };
    case 'webhook':
      if (!e.SMS_WEBHOOK_URL)
        throw new ConfigError('Invalid configuration: SMS_WEBHOOK_URL is required when SMS_PROVIDER=webhook');
      return { provider, url: e.SMS_WEBHOOK_URL, token: e.SMS_WEBHOOK_TOKEN };
    case 'msg91': {
      if (!e.MSG91_AUTH_KEY || !e.MSG91_SENDER_ID || !e.MSG91_DLT_TEMPLATE_ID)
        throw new ConfigError(
          'Invalid configuration: MSG91_AUTH_KEY, MSG91_SENDER_ID and MSG91_DLT_TEMPLATE_ID are required when SMS_PROVIDER=msg91',
        );
      const byLanguage = Object.fromEntries(
        (e.MSG91_DLT_TEMPLATE_IDS?.split(',') ?? []).map((pair) => pair.split(':') as [string, string]),
      );
      return {
        provider,
        baseUrl: e.MSG91_BASE_URL.replace(/\/+$/, ''),
        authKey: e.MSG91_AUTH_KEY,
        senderId: e.MSG91_SENDER_ID.toUpperCase(),
        templateIds: { ...byLanguage, en: e.MSG91_DLT_TEMPLATE_ID },
      };
    }
  }
}

/** IPv4 ranges wider than a /8 (a whole private /8 is the widest a real proxy network needs). */
const WIDEST_IPV4_PREFIX = 8;
/** IPv6 ranges wider than a /16, unless they lie inside the private fc00::/7 (uniquelocal). */
const WIDEST_IPV6_PREFIX = 16;

/**
 * True for a TRUST_PROXY CIDR so wide that it takes in much of the internet (0.0.0.0/0, 0.0.0.0/1, ::/0, an IPv4
 * range written as IPv4-mapped IPv6): trusting it is trusting any client's own X-Forwarded-For.
 */
export function isCatchAllRange(entry: string): boolean {
  if (!entry.includes('/') || !ipaddr.isValidCIDR(entry)) return false;
  const [address, prefix] = ipaddr.parseCIDR(entry);
  if (address.kind() === 'ipv4') return prefix < WIDEST_IPV4_PREFIX;
  const v6 = address as ipaddr.IPv6;
  // ::ffff:0:0/96 and wider-mapped forms name IPv4 space through IPv6.
  if (v6.isIPv4MappedAddress() && prefix >= 96) return prefix - 96 < WIDEST_IPV4_PREFIX;
  if (prefix >= WIDEST_IPV6_PREFIX) return false;
  return !(prefix >= 7 && v6.range() === 'uniqueLocal');
}

/** True for an https:// URL, or an http:// one to this machine (loopback traffic never crosses a network). */
function isSafeUrl(value: string): boolean {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return false;
  }
  if (url.protocol === 'https:') return true;
  if (url.protocol !== 'http:') return false;
  const host = url.hostname.replace(/^\[|\]$/g, '');
  if (host === 'localhost') return true;
  return ipaddr.isValid(host) && ipaddr.process(host).range() === 'loopback';
}

/**
 * What production refuses besides missing keys, one line each naming the variable: a session cookie that travels
 * over plain HTTP, and a provider or origin URL a network could read in transit (a bearer token, an auth key).
 */
function refuseUnsafeInProduction(e: z.output<typeof envSchema>): void {
  if (e.COOKIE_SECURE === false)
    throw new ConfigError(
      'Invalid configuration: COOKIE_SECURE=false is not allowed when NODE_ENV=production (the session cookie would travel over plain HTTP)',
    );
  const urls: [string, string | undefined][] = [
    ['SMS_WEBHOOK_URL', e.SMS_WEBHOOK_URL],
    ['MSG91_BASE_URL', e.MSG91_BASE_URL],
    ['S3_ENDPOINT', e.S3_ENDPOINT],
    ['MANDI_API_URL', e.MANDI_API_URL],
    ['WHATSAPP_BASE_URL', e.WHATSAPP_BASE_URL],
    ...(e.PUBLIC_ORIGINS ?? []).map((origin): [string, string] => ['PUBLIC_ORIGINS', origin]),
  ];
  for (const [name, value] of urls) {
    if (value !== undefined && !isSafeUrl(value))
      throw new ConfigError(
        `Invalid configuration: ${name} must be an https:// URL when NODE_ENV=production (http:// only to this machine's loopback)`,
      );
  }
}

/** TRUST_PROXY as Fastify takes it: a hop count, a list of proxy addresses, or false. */
function trustProxyOf(value: string | undefined): AppConfig['trustProxy'] {
  if (value === undefined || value === 'false' || value === '0') return false;
  if (/^\d+$/.test(value)) return Number(value);
  return value.split(',').map((part) => part.trim());
}
