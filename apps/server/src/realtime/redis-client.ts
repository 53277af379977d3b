import type { Redis } from 'ioredis';

/**
 * Connects the one shared Redis client (rate limits, socket.io adapter, presence) and fails fast when REDIS_URL
 * cannot be reached, so a misconfigured cluster member stops at start instead of serving alone. The error text
 * leaves the URL out: it may hold a password. ioredis is imported here, so a single process without Redis never loads
 * it.
 */
export async function connectRedis(url: string): Promise<Redis> {
  const { Redis } = await import('ioredis');
  const redis = new Redis(url, {
    lazyConnect: true,
    connectTimeout: 5_000,
    // A command waits through one reconnect attempt, then fails instead of queueing: while Redis is away a request
    // that needs it (a rate limit) falls back within a second, where the default back-off and retries would hold it
    // for seconds during a restart.
    maxRetriesPerRequest: 1,
    retryStrategy: (attempt: number) => Math.min(attempt * 100, 500),
  });
  // Until connected, failures are this function's to report (once, clearly), not ioredis's "unhandled error event".
  let firstError: unknown;
  const onError = (error: unknown) => (firstError ??= error);
  redis.on('error', onError);
  try {
    await redis.connect();
    await redis.ping();
  } catch (error) {
    redis.disconnect();
    const cause = firstError ?? error;
    throw new Error(
      `cannot reach Redis at REDIS_URL (${cause instanceof Error ? cause.message : String(cause)})`,
    );
  } finally {
    redis.off('error', onError);
  }
  return redis;
}
