import { pricePerKgOf, type Unit } from '@kisansetu/contract';
import { loggableError, type LoggableError } from '../../lib/loggable-error';
import type { ListingFacts } from './notifications.service';
import { createBackgroundWork } from '../../lib/background-work';

/** What the listing alerts need of a written listing (the products module's ProductWithSeller fits). */
export interface AlertListing extends ListingFacts {
  hiddenAt: Date | null;
  sellerSuspended: boolean;
}

export interface ListingAlertsDeps<L extends AlertListing> {
  /** The saved-search matcher's matchProduct. */
  matchProduct(listing: L): Promise<unknown>;
  /** The buyer-request matcher's tellBuyers: the open requests the listing fits. */
  matchRequests?(listing: L): Promise<unknown>;
  /** The notifications service's notifyWishlisters. */
  notifyWishlisters(
    listing: ListingFacts,
    kind: 'wishlist_price_drop' | 'wishlist_sold',
    extra?: { oldPrice: number },
  ): Promise<unknown>;
  onError(error: LoggableError, what: string): void;
}

/**
 * The price went down, compared per the same amount: ₹2,400/quintal after ₹25/kg is a drop (₹24 against ₹25 a kg).
 * A change between units that do not compare (kg and litres) is never called a drop.
 */
export function isPriceDrop(
  before: { price: number; unit: Unit },
  after: { price: number; unit: Unit },
): boolean {
  if (before.unit === after.unit) return after.price < before.price;
  const was = pricePerKgOf(before.price, before.unit);
  const now = pricePerKgOf(after.price, after.unit);
  if (was === undefined || now === undefined) return false;
  return now < was;
}

/**
 * The product-write hooks: a new or renewed listing is matched against saved searches; a lower price, a sale or a
 * removal tells the wishlisters. Both run in the background, after the write and without holding up its answer;
 * `idle()` lets the app finish them before it closes the database. A listing nobody may see (hidden, suspended
 * seller) alerts no one.
 */
export function createListingAlerts<L extends AlertListing>({
  matchProduct,
  matchRequests,
  notifyWishlisters,
  onError,
}: ListingAlertsDeps<L>) {
  const background = createBackgroundWork((error, what) => onError(loggableError(error), what));
  const inBackground = background.run;

  const visible = (listing: L) => listing.hiddenAt === null && !listing.sellerSuspended;

  return {
    created(listing: L): void {
      if (!visible(listing)) return;
      inBackground('saved searches could not be matched', () => matchProduct(listing));
      if (matchRequests) inBackground('buyer requests could not be matched', () => matchRequests(listing));
    },

    updated(before: L, after: L): void {
      if (visible(after) && isPriceDrop(before, after))
        inBackground('wishlisters could not be told of a price drop', () =>
          notifyWishlisters(after, 'wishlist_price_drop', { oldPrice: before.price }),
        );
    },

    /** Marked sold: its wishlisters are told (once a listing, however often it is sold again after a renewal). */
    sold(listing: L): void {
      if (visible(listing))
        inBackground('wishlisters could not be told of a sale', () =>
          notifyWishlisters(listing, 'wishlist_sold'),
        );
    },

    /** Put up again: news to saved searches, as a new listing is. */
    renewed(listing: L): void {
      if (!visible(listing)) return;
      inBackground('saved searches could not be matched', () => matchProduct(listing));
      if (matchRequests) inBackground('buyer requests could not be matched', () => matchRequests(listing));
    },

    /**
     * About to be deleted: its wishlisters are told now, while the wishlist entries that name them still exist (they
     * go with the listing). A failure is logged and never stops the deletion.
     */
    async removing(listing: L): Promise<void> {
      if (!visible(listing)) return;
      try {
        await notifyWishlisters(listing, 'wishlist_sold');
      } catch (error) {
        onError(loggableError(error), 'wishlisters could not be told of a removal');
      }
    },

    /** Resolves once every alert started so far has finished. */
    idle: background.idle,
  };
}

export type ListingAlerts = ReturnType<typeof createListingAlerts>;
