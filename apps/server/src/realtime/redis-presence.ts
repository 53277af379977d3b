import { createHash, randomBytes } from 'node:crypto';
import { hostname } from 'node:os';
import type { Redis } from 'ioredis';
import type { Presence } from './presence';

export interface RedisPresenceOptions {
  redis: Redis;
  /** Namespace of every key (several clusters, or test runs, can share one Redis). */
  keyPrefix: string;
  /** How often this process says it is alive. */
  heartbeatMs: number;
  /** A process silent for this long is dead: its users go offline. */
  ttlMs: number;
  processId?: string;
  onError(error: unknown): void;
}

/*
 * Keys (prefix `p`):
 *   p:presence:users        hash  userId -> open sockets in the whole cluster
 *   p:presence:proc:<id>    hash  userId -> open sockets on process <id>
 *   p:presence:procs        zset  process id -> time of its last heartbeat (Redis clock, ms)
 * Every change is a Lua script, so each one is atomic: two processes closing the last two tabs of one person at
 * the same moment still see exactly one "went offline". A process that dies stops its heartbeat; the next live
 * process to beat finds it older than the TTL and subtracts its sockets (one script, so only one reaper wins).
 * Scripts name keys built from a dead process's id; that is fine on one Redis (not on Redis Cluster).
 */

const NOW_MS = `local t = redis.call('TIME') local now = tonumber(t[1]) * 1000 + math.floor(tonumber(t[2]) / 1000)`;

const CONNECT = `
redis.call('HINCRBY', KEYS[2], ARGV[1], 1)
return redis.call('HINCRBY', KEYS[1], ARGV[1], 1)`;

/** -1 when this process no longer counted the socket (it was reaped meanwhile): nothing to undo. */
const DISCONNECT = `
local here = tonumber(redis.call('HGET', KEYS[2], ARGV[1]) or '0')
if here <= 0 then return -1 end
if here == 1 then redis.call('HDEL', KEYS[2], ARGV[1]) else redis.call('HINCRBY', KEYS[2], ARGV[1], -1) end
local left = redis.call('HINCRBY', KEYS[1], ARGV[1], -1)
if left <= 0 then redis.call('HDEL', KEYS[1], ARGV[1]) return 0 end
return left`;

/** Returns { 1 if this process was still registered, else 0; ids of processes silent longer than the TTL }. */
const HEARTBEAT = `${NOW_MS}
local known = redis.call('ZSCORE', KEYS[1], ARGV[1])
redis.call('ZADD', KEYS[1], now, ARGV[1])
local dead = redis.call('ZRANGEBYSCORE', KEYS[1], '-inf', now - tonumber(ARGV[2]))
return { known and 1 or 0, dead }`;

/** Subtracts a process's sockets (if it is still dead, or `force` for our own stop); returns who went offline. */
const REAP = `${NOW_MS}
if ARGV[3] ~= '1' then
  local beat = redis.call('ZSCORE', KEYS[2], ARGV[1])
  if beat and tonumber(beat) > now - tonumber(ARGV[2]) then return {} end
end
local entries = redis.call('HGETALL', KEYS[3])
local offline = {}
for i = 1, #entries, 2 do
  local left = redis.call('HINCRBY', KEYS[1], entries[i], -tonumber(entries[i + 1]))
  if left <= 0 then redis.call('HDEL', KEYS[1], entries[i]) offline[#offline + 1] = entries[i] end
end
redis.call('DEL', KEYS[3])
redis.call('ZREM', KEYS[2], ARGV[1])
return offline`;

/** After being reaped while alive (a long pause): undo what is left of our hash, then write our real counts. */
const REREGISTER = `${NOW_MS}
local entries = redis.call('HGETALL', KEYS[2])
for i = 1, #entries, 2 do
  local left = redis.call('HINCRBY', KEYS[1], entries[i], -tonumber(entries[i + 1]))
  if left <= 0 then redis.call('HDEL', KEYS[1], entries[i]) end
end
redis.call('DEL', KEYS[2])
for i = 2, #ARGV, 2 do
  redis.call('HSET', KEYS[2], ARGV[i], ARGV[i + 1])
  redis.call('HINCRBY', KEYS[1], ARGV[i], tonumber(ARGV[i + 1]))
end
redis.call('ZADD', KEYS[3], now, ARGV[1])
return 1`;

type Script = { source: string; sha: string };
const script = (source: string): Script => ({ source, sha: createHash('sha1').update(source).digest('hex') });
const SCRIPTS = {
  connect: script(CONNECT),
  disconnect: script(DISCONNECT),
  heartbeat: script(HEARTBEAT),
  reap: script(REAP),
  reregister: script(REREGISTER),
};

/** Presence shared by every process of a cluster through Redis, with heartbeats so a dead process's users expire. */
export function createRedisPresence(options: RedisPresenceOptions): Presence {
  const { redis, keyPrefix, heartbeatMs, ttlMs, onError } = options;
  const processId = options.processId ?? `${hostname()}:${process.pid}:${randomBytes(4).toString('hex')}`;
  const usersKey = `${keyPrefix}:presence:users`;
  const procsKey = `${keyPrefix}:presence:procs`;
  const procKey = (id: string) => `${keyPrefix}:presence:proc:${id}`;
  /** This process's own counts: the truth to write back if Redis gave us up for dead. */
  const local = new Map<string, number>();
  let timer: NodeJS.Timeout | undefined;
  let beating = false;

  /** EVALSHA, loading the script on first use (or after a Redis restart forgot it). */
  async function run(s: Script, keys: string[], args: (string | number)[]): Promise<unknown> {
    try {
      return await redis.evalsha(s.sha, keys.length, ...keys, ...args);
    } catch (error) {
      if (!String((error as Error).message).includes('NOSCRIPT')) throw error;
      return redis.eval(s.source, keys.length, ...keys, ...args);
    }
  }

  async function heartbeat(onChanged: (userIds: string[]) => void): Promise<void> {
    if (beating) return;
    beating = true;
    try {
      const [known, dead] = (await run(SCRIPTS.heartbeat, [procsKey], [processId, ttlMs])) as [
        number,
        string[],
      ];
      if (known === 0 && local.size > 0) {
        await run(
          SCRIPTS.reregister,
          [usersKey, procKey(processId), procsKey],
          [processId, ...[...local].flat()],
        );
        onChanged([...local.keys()]);
      }
      for (const id of dead) {
        if (id === processId) continue;
        const offline = (await run(
          SCRIPTS.reap,
          [usersKey, procsKey, procKey(id)],
          [id, ttlMs, 0],
        )) as string[];
        if (offline.length > 0) onChanged(offline);
      }
    } catch (error) {
      onError(error);
    } finally {
      beating = false;
    }
  }

  return {
    async connect(userId) {
      // The local map changes when the command is issued: commands on one connection run in order, so a later
      // re-register always carries every earlier change.
      local.set(userId, (local.get(userId) ?? 0) + 1);
      const total = (await run(SCRIPTS.connect, [usersKey, procKey(processId)], [userId])) as number;
      return total === 1;
    },
    async disconnect(userId) {
      const count = (local.get(userId) ?? 0) - 1;
      if (count > 0) local.set(userId, count);
      else local.delete(userId);
      const left = (await run(SCRIPTS.disconnect, [usersKey, procKey(processId)], [userId])) as number;
      return left === 0;
    },
    async onlineAmong(userIds) {
      if (userIds.length === 0) return new Set();
      const counts = await redis.hmget(usersKey, ...userIds);
      return new Set(userIds.filter((_, i) => Number(counts[i] ?? 0) > 0));
    },
    async start(onChanged) {
      await heartbeat(onChanged);
      timer = setInterval(() => void heartbeat(onChanged), heartbeatMs);
      timer.unref();
    },
    async stop() {
      clearInterval(timer);
      local.clear();
      return (await run(
        SCRIPTS.reap,
        [usersKey, procsKey, procKey(processId)],
        [processId, ttlMs, 1],
      )) as string[];
    },
  };
}
