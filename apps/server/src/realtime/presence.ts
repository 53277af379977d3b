/**
 * Who is online, counted by open sockets so that several tabs of one person work: online from the first socket,
 * offline after the last. One process keeps the counts in memory; a cluster keeps them in Redis (redis-presence.ts).
 */
export interface Presence {
  /** Counts one more socket of the user; true when this made them online (their first socket anywhere). */
  connect(userId: string): Promise<boolean>;
  /** Counts one socket fewer; true when this made them offline (their last socket anywhere). */
  disconnect(userId: string): Promise<boolean>;
  /** Which of these users are online. */
  onlineAmong(userIds: readonly string[]): Promise<Set<string>>;
  /**
   * Starts the upkeep. `onChanged` gets users whose presence changed without a socket event here: those of a
   * process that died (offline now), or this process's own users after it was wrongly given up for dead.
   */
  start(onChanged: (userIds: string[]) => void): Promise<void>;
  /** Stops the upkeep and forgets this process's sockets; returns the users that left offline. */
  stop(): Promise<string[]>;
}

/** Presence of a single process: a map of socket counts. */
export function createMemoryPresence(): Presence {
  const counts = new Map<string, number>();
  return {
    async connect(userId) {
      const count = (counts.get(userId) ?? 0) + 1;
      counts.set(userId, count);
      return count === 1;
    },
    async disconnect(userId) {
      const count = (counts.get(userId) ?? 0) - 1;
      if (count > 0) {
        counts.set(userId, count);
        return false;
      }
      return counts.delete(userId);
    },
    async onlineAmong(userIds) {
      return new Set(userIds.filter((id) => counts.has(id)));
    },
    async start() {},
    async stop() {
      // The sockets are closed with the process; there is nobody left here to tell.
      counts.clear();
      return [];
    },
  };
}
