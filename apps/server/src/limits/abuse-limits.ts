import type { Redis } from 'ioredis';
import {
  RateLimiterMemory,
  RateLimiterRedis,
  RateLimiterRes,
  type RateLimiterAbstract,
} from 'rate-limiter-flexible';

import { AppError } from '../errors';
import { clientKey, clientPrefix } from './client-key';

/** Each abuse limit of the contract's table: how many uses a key gets in a window. */
export interface LimitRule {
  points: number;
  windowSeconds: number;
  /** A share of `points` (0.8: 80%) at which the use that reaches it is told once a window (see `onNearLimit`). */
  warnAt?: number;
}

export const LIMIT_NAMES = [
  'loginFailuresPerEmail',
  'messagesPerMinute',
  'messagesPerDay',
  'chatFilesPerDay',
  'conversationsPerDay',
  'productsPerDay',
  'productUpdatesPerDay',
  'pushSubscribesPerHour',
  'wrongPasswordPerAccount',
  'reportsPerDay',
  'anonymousReadsPerIp',
  'requestsPerDay',
  'offersPerDay',
  'profileReadsPerHour',
  'codeResendPerNumber',
  'codeSendsPerNumber',
  'codeSendsPerIp',
  'codeSendsPerPrefix',
  'smsPerHour',
  'smsPerDay',
  'alertSmsPerHour',
  'alertSmsPerDay',
] as const;
export type LimitName = (typeof LIMIT_NAMES)[number];

export type LimitRules = Record<LimitName, LimitRule>;

/** The limits counted per caller address: their keys go through {@link clientKey} (an IPv6 /64 is one caller). */
const PER_IP: ReadonlySet<LimitName> = new Set<LimitName>(['anonymousReadsPerIp', 'codeSendsPerIp']);
/** The limits counted per caller network: their keys go through {@link clientPrefix} (an IPv4 /24, an IPv6 /64). */
const PER_PREFIX: ReadonlySet<LimitName> = new Set<LimitName>(['codeSendsPerPrefix']);

/** The 429 every limit answers with: `Retry-After` in whole seconds, at least 1. */
export function rateLimited(msBeforeNext: number): AppError {
  return new AppError('rate_limited', 'server.rateLimited', {
    headers: { 'retry-after': String(Math.max(1, Math.ceil(msBeforeNext / 1000))) },
  });
}

/**
 * Per-account (and per-IP) abuse limits, counted in Redis when the cluster has one (one count for every process),
 * else in this process's memory. A Redis outage falls back to memory counting rather than refusing everyone.
 */
export interface AbuseLimits {
  /**
   * Counts one use of `name` by `key`; throws the 429 when that use is over the limit. Counting before the work it
   * guards (a password check) is what keeps a burst of parallel attempts within the limit.
   */
  consume(name: LimitName, key: string): Promise<void>;
  /** Forgets `key`'s uses of `name` (a successful login clears the attempts it counted). */
  reset(name: LimitName, key: string): Promise<void>;
  /** Gives back one use of `name` by `key`: the work it was counted for did not happen (an SMS that failed). */
  refund(name: LimitName, key: string): Promise<void>;
  readonly rules: LimitRules;
}

/** Who hears of a limit's uses: the logs and the metrics. */
export interface AbuseLimitListeners {
  /**
   * Hears of the one use in a window that reaches a rule's `warnAt` share: counts are atomic (in Redis across
   * processes), so exactly one use reaches it, and nothing is kept to remember that it was told.
   */
  onNearLimit?: (name: LimitName, rule: LimitRule, used: number) => void;
  /** Hears of every use refused. */
  onRefused?: (name: LimitName) => void;
}

/** Builds the limits over `rules`. */
export function createAbuseLimits(
  rules: LimitRules,
  redis?: Redis,
  { onNearLimit, onRefused }: AbuseLimitListeners = {},
): AbuseLimits {
  const limiters = new Map<LimitName, RateLimiterAbstract>(
    LIMIT_NAMES.map((name) => {
      const { points, windowSeconds: duration } = rules[name];
      const keyPrefix = `ks-limit:${name}`;
      const memory = new RateLimiterMemory({ keyPrefix, points, duration });
      const limiter = redis
        ? new RateLimiterRedis({ storeClient: redis, keyPrefix, points, duration, insuranceLimiter: memory })
        : memory;
      return [name, limiter];
    }),
  );
  const limiter = (name: LimitName) => limiters.get(name)!;
  const keyOf = (name: LimitName, key: string) =>
    PER_IP.has(name) ? clientKey(key) : PER_PREFIX.has(name) ? clientPrefix(key) : key;

  return {
    rules,
    async consume(name, key) {
      let used: number;
      try {
        used = (await limiter(name).consume(keyOf(name, key))).consumedPoints;
      } catch (error) {
        if (error instanceof RateLimiterRes) {
          onRefused?.(name);
          throw rateLimited(error.msBeforeNext);
        }
        throw error;
      }
      const rule = rules[name];
      if (rule.warnAt !== undefined && used === Math.ceil(rule.points * rule.warnAt))
        onNearLimit?.(name, rule, used);
    },
    async reset(name, key) {
      await limiter(name).delete(keyOf(name, key));
    },
    async refund(name, key) {
      await limiter(name).reward(keyOf(name, key), 1);
    },
  };
}
