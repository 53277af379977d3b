import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isAppError } from '../errors';
import { createAbuseLimits, LIMIT_NAMES, type LimitRules } from './abuse-limits';

const rules = Object.fromEntries(
  LIMIT_NAMES.map((name) => [name, { points: 3, windowSeconds: 2 }]),
) as LimitRules;

describe('abuse limits through Redis: one count for the whole cluster', () => {
  let redis: Redis;
  beforeAll(() => {
    redis = new Redis(process.env.REDIS_URL!, { lazyConnect: false });
  });
  afterAll(async () => {
    await redis.quit();
  });

  it('counts uses on two processes together, and the window resets', async () => {
    // Two processes' limiters: each its own instance, one Redis between them.
    const processA = createAbuseLimits(rules, redis);
    const processB = createAbuseLimits(rules, redis.duplicate());
    const key = `account-${randomBytes(6).toString('hex')}`;
    await processA.consume('messagesPerMinute', key);
    await processB.consume('messagesPerMinute', key);
    await processA.consume('messagesPerMinute', key);
    const refused = await processB.consume('messagesPerMinute', key).catch((error: unknown) => error);
    expect(isAppError(refused) && refused.status).toBe(429);
    expect(isAppError(refused) && Number(refused.headers?.['retry-after'])).toBeGreaterThanOrEqual(1);
    await new Promise((resolve) => setTimeout(resolve, 2_100));
    await expect(processB.consume('messagesPerMinute', key)).resolves.toBeUndefined();
  });

  it('attempts counted on one process lock the email on the other until a success resets it', async () => {
    const processA = createAbuseLimits(rules, redis);
    const processB = createAbuseLimits(rules, redis.duplicate());
    const email = `someone.${randomBytes(4).toString('hex')}@gmail.com`;
    for (let i = 0; i < rules.loginFailuresPerEmail.points; i += 1)
      await processA.consume('loginFailuresPerEmail', email);
    const refused = await processB.consume('loginFailuresPerEmail', email).catch((error: unknown) => error);
    expect(isAppError(refused) && refused.code).toBe('rate_limited');
    await processA.reset('loginFailuresPerEmail', email);
    await expect(processB.consume('loginFailuresPerEmail', email)).resolves.toBeUndefined();
  });

  it('warns of a cap near its end once across processes, at the use that reaches its share', async () => {
    const key = `cap-${randomBytes(6).toString('hex')}`;
    const capRules = { ...rules, smsPerHour: { points: 5, windowSeconds: 60, warnAt: 0.8 } };
    const told: number[] = [];
    const processA = createAbuseLimits(capRules, redis, { onNearLimit: (_, __, used) => told.push(used) });
    const processB = createAbuseLimits(capRules, redis.duplicate(), {
      onNearLimit: (_, __, used) => told.push(used),
    });
    await Promise.all([0, 1, 2, 3].map((i) => (i % 2 ? processA : processB).consume('smsPerHour', key)));
    expect(told).toEqual([4]);
    await processA.consume('smsPerHour', key);
    const refused = await processB.consume('smsPerHour', key).catch((error: unknown) => error);
    expect(isAppError(refused) && refused.code).toBe('rate_limited');
    expect(told).toEqual([4]);
  });
});
