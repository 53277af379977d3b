import { LIMITS, type NotificationKind, type NotificationParams } from '@kisansetu/contract';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db';
import { tables } from '../../db';
import { startPeriodic } from '../../lib/periodic';

const { products } = tables;

/** How many listings one sweep claims; the next sweep (or the next process) takes the rest. */
const CLAIM_BATCH = 200;

export interface ExpiringListing {
  id: string;
  sellerId: string;
  productName: string;
  expiresAt: Date;
}

/**
 * Claims the listings whose expiry falls within the notice period and whose farmer has not been told of that expiry
 * yet, marking each as told in the same statement. FOR UPDATE SKIP LOCKED makes the claim exactly once across server
 * processes: a row another sweep holds is skipped, and one it has marked no longer matches when re-checked.
 */
export async function claimExpiringListings(db: Database, limit = CLAIM_BATCH): Promise<ExpiringListing[]> {
  const days = LIMITS.listingExpiryNoticeDays;
  const claimed = await db
    .update(products)
    .set({ expiryNoticeFor: sql`${products.expiresAt}` })
    .where(
      sql`${products.id} IN (
        SELECT ${products.id} FROM ${products}
        WHERE ${products.hiddenAt} IS NULL AND NOT ${products.sellerSuspended}
          AND ${products.expiresAt} > now() AND ${products.expiresAt} <= now() + make_interval(days => ${days})
          AND ${products.expiryNoticeFor} IS DISTINCT FROM ${products.expiresAt}
        ORDER BY ${products.expiresAt}
        LIMIT ${limit}
        FOR UPDATE SKIP LOCKED)`,
    )
    .returning({
      id: products.id,
      sellerId: products.sellerId,
      productName: products.productName,
      expiresAt: products.expiresAt,
    });
  return claimed;
}

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
  /** How often each process sweeps (README: LISTING_SWEEP_MS). */
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
