export { realtimePlugin } from './realtime-plugin';
export type { Realtime, RealtimeOptions, RealtimeServer, RealtimeTuning } from './realtime-plugin';
export { connectRedis } from './redis-client';
export { createMemoryPresence } from './presence';
export type { Presence } from './presence';
export { createRedisPresence } from './redis-presence';
