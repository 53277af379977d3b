import { createHmac } from 'node:crypto';
import {
  STATS_DAYS,
  isWellFormedId,
  todayInIndia,
  type ListingStatsSummary,
  type ProductStats,
} from '@kisansetu/contract';
import { AppError } from '../../errors';
import { clientPrefix } from '../../limits';
import type { ListingFigures, ListingStatsRepository } from './listing-stats.repository';
import type { ViewCounter } from './view-counter';

/** Who opened a listing: a signed-in person, or an anonymous visitor known only by their address. */
export interface Visitor {
  userId: string | null;
  /** Moderators look at listings to judge them: not a buyer's interest. */
  moderator: boolean;
  address: string;
}

export interface ListingStatsServiceDeps {
  repository: ListingStatsRepository;
  counter: ViewCounter;
  /** The key an anonymous visitor's address is hashed with (kept in app_meta, the same in every process). */
  visitorKey: string;
}

const notFound = () => new AppError('not_found', 'server.productNotFound');

/** The India day `days` before `day` (YYYY-MM-DD). */
function dayBefore(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) - days * 86_400_000).toISOString().slice(0, 10);
}

function summaryOf(row: ListingFigures): ListingStatsSummary {
  return {
    productId: row.productId,
    views: row.views,
    wishlisted: row.wishlisted,
    enquiries: row.enquiries,
    deals: { proposed: row.proposed, accepted: row.accepted, done: row.done },
  };
}

/** A listing's views and the farmer's figures (contract "Richer listings": statistics). */
export function createListingStatsService({ repository, counter, visitorKey }: ListingStatsServiceDeps) {
  /**
   * The viewer as stored: a person's id, or a keyed hash of an anonymous visitor's network (an IPv4 /24, an IPv6
   * /64) that day: a different hash each day, so no visitor can be followed across days, and no address is stored.
   * Never the browser's own words about itself, which anyone can change on every request.
   */
  function viewerOf(visitor: Visitor, day: string): string {
    if (visitor.userId !== null) return `u:${visitor.userId}`;
    const hash = createHmac('sha256', visitorKey)
      .update(`${day}\n${clientPrefix(visitor.address)}`)
      .digest('base64url');
    return `a:${hash.slice(0, 22)}`;
  }

  return {
    /** Counts a view of the listing, once a viewer a day; never the listing's own seller's, nor a moderator's. */
    viewed(listing: { id: string; sellerId: string }, visitor: Visitor): void {
      if (visitor.userId === listing.sellerId || visitor.moderator) return;
      const day = todayInIndia();
      counter.add({ productId: listing.id, day, viewer: viewerOf(visitor, day) });
    },

    /**
     * Before an account closes: its views still in memory are dropped, and any being written are stored, so that the
     * closing removes every one of them.
     */
    forgetViewer(userId: string): Promise<void> {
      return counter.forget(`u:${userId}`);
    },

    /** The listings the person opened, a listing a day (their data download; views in memory written first). */
    async viewsBy(userId: string): Promise<{ productId: string; day: string }[]> {
      await counter.flush();
      return repository.viewsBy(userId);
    },

    /** GET product/stats/{id}: the listing's seller only; anyone else (and an unknown listing) gets 404. */
    async stats(productId: string, callerId: string): Promise<ProductStats> {
      if (!isWellFormedId(productId)) throw notFound();
      if ((await repository.sellerOf(productId)) !== callerId) throw notFound();
      // The views still in memory first, so the farmer sees every view so far.
      await counter.flush();
      const today = todayInIndia();
      const from = dayBefore(today, STATS_DAYS - 1);
      const [figures, days] = await Promise.all([
        repository.figures(productId),
        repository.viewsByDay(productId, from),
      ]);
      if (!figures) throw notFound();
      const viewsOn = new Map(days.map((row) => [row.day, row.views]));
      const viewsByDay = Array.from({ length: STATS_DAYS }, (_, i) => {
        const date = dayBefore(today, STATS_DAYS - 1 - i);
        return { date, views: viewsOn.get(date) ?? 0 };
      });
      const { productId: _id, ...rest } = summaryOf(figures);
      return { ...rest, viewsByDay };
    },

    /** GET product/stats: each of the seller's listings with a figure (the others have none to show). */
    async mine(sellerId: string): Promise<ListingStatsSummary[]> {
      await counter.flush();
      const rows = await repository.figuresOfSeller(sellerId);
      return rows
        .filter((row) => row.views + row.wishlisted + row.enquiries + row.proposed > 0)
        .map(summaryOf);
    },
  };
}

export type ListingStatsService = ReturnType<typeof createListingStatsService>;
