import type { NotificationKind, NotificationParams } from '@kisansetu/contract';
import type { Database } from '../../db';
import { startPeriodic } from '../../lib/periodic';
import { CLAIM_BATCH, claimExpiringListings } from './repository';

export interface ExpiringSoonDeps {
  db: Database;
  notify(
    userId: string,
    kind: NotificationKind,
    params: NotificationParams,
    link: string,
    options?: { dedupeKey?: string },
  ): Promise<unknown>;
  onError(error: unknown, what: string): void;
  /** How often each process sweeps (docs/configuration.md: LISTING_SWEEP_MS). */
  intervalMs: number;
}

/**
 * The expiring-soon notices (listing lifecycle): every `intervalMs` each server process claims what is due (see
 * {@link claimExpiringListings}) and tells each farmer once, with their listing's page (where Renew is) as the link.
 * Sold listings never match (selling moved their expiry to the past). Returns `sweep` (one pass, for tests and the
 * first run at start) and `stop`.
 */
export function startExpiringSoonNotices({ db, notify, onError, intervalMs }: ExpiringSoonDeps) {
  async function pass(): Promise<number> {
    let told = 0;
    for (;;) {
      const due = await claimExpiringListings(db);
      for (const listing of due) {
        await notify(
          listing.sellerId,
          'listing_expiring',
          { productName: listing.productName },
          `/description/${listing.id}`,
          // The notification's own uniqueness backs the claim up: one notice per listing and expiry date.
          { dedupeKey: `expiring:${listing.id}:${listing.expiresAt.toISOString()}` },
        );
        told += 1;
      }
      if (due.length < CLAIM_BATCH) return told;
    }
  }

  const periodic = startPeriodic({
    everyMs: intervalMs,
    run: pass,
    onError: (error) => onError(error, 'expiring-soon notices could not be sent'),
  });

  return {
    /** One sweep now; a sweep asked for while one runs joins it. */
    sweep: periodic.runNow,
    /** Stops the timer and waits for a sweep in progress. */
    stop: periodic.stop,
  };
}
