import { startPeriodic } from '../lib/periodic';

/** How often each process deletes expired sessions: often enough that the table never grows far past the live ones. */
export const SESSION_PURGE_EVERY_MS = 60 * 60 * 1000;

export interface SessionPurgeOptions {
  /** The session store's purgeExpired. */
  purge(): Promise<void>;
  everyMs?: number;
  onError(error: unknown): void;
}

/**
 * Deletes expired sessions on a timer that never keeps the process alive; `stop()` ends it and waits for a purge in
 * progress, so the database can close after it. Each process runs its own: the delete is idempotent.
 */
export function startSessionPurge({ purge, everyMs = SESSION_PURGE_EVERY_MS, onError }: SessionPurgeOptions) {
  const periodic = startPeriodic({ everyMs, run: purge, onError });
  return { stop: periodic.stop };
}
