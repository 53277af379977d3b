import { LIMITS } from '@kisansetu/contract';
import { AppError } from '../../errors';
import type { ProductWithSeller, ProductsRepository } from './repository';
import type { ProductEvents } from './products.service';
import { statusOf } from './repository';

const DAY_MS = 24 * 60 * 60 * 1000;

/** When a listing put up now with the form's `expiresInDays` (default 30) stops being active. */
export function expiryFrom(days: number = LIMITS.listingDaysDefault, now = Date.now()): Date {
  return new Date(now + days * DAY_MS);
}

export interface ProductLifecycleDeps {
  products: Pick<ProductsRepository, 'markSold' | 'renew'>;
  /** The listing if the seller owns it (404, 403 otherwise). */
  requireOwned(id: string, sellerId: string): Promise<ProductWithSeller>;
  /** Keeps the lists' shared total right between its refreshes. */
  adjustTotal(delta: number): void;
  events?: ProductEvents;
}

/**
 * Listing lifecycle (contract "Listing lifecycle"): Mark as sold and Renew, for the listing's own farmer. Whether a
 * listing is active is read from its `expires_at` (see repository/visibility.ts), so nothing here has to run for a
 * listing to expire.
 */
export function createProductLifecycle({
  products,
  requireOwned,
  adjustTotal,
  events,
}: ProductLifecycleDeps) {
  const notFound = () => new AppError('not_found', 'server.productNotFound');
  const withSeller = (
    row: Omit<ProductWithSeller, 'sellerName' | 'sellerAvatarKey' | 'sellerPhoneVerifiedAt'>,
    of: ProductWithSeller,
  ) => ({
    ...row,
    sellerName: of.sellerName,
    sellerAvatarKey: of.sellerAvatarKey,
    sellerPhoneVerifiedAt: of.sellerPhoneVerifiedAt,
  });

  /** A listing that was not active and is again counts in the lists' total; either way it is news to saved searches. */
  function renewed(before: ProductWithSeller, after: ProductWithSeller): void {
    if (statusOf(before) !== 'active' && statusOf(after) === 'active') adjustTotal(1);
    events?.renewed?.(after);
  }

  return {
    renewed,

    /** Marks the seller's own listing sold (again: no change); wishlisters are told once. */
    async markSold(id: string, sellerId: string): Promise<ProductWithSeller> {
      const current = await requireOwned(id, sellerId);
      if (current.soldAt !== null) return current;
      const sold = await products.markSold(id, sellerId);
      if (!sold) throw notFound();
      const after = withSeller(sold, current);
      if (statusOf(current) === 'active') adjustTotal(-1);
      events?.sold?.(after);
      events?.changed?.([current]);
      return after;
    },

    /** Puts the seller's own listing up again for `days` (default 30) from now, sold or expired. */
    async renew(id: string, sellerId: string, days?: number): Promise<ProductWithSeller> {
      const current = await requireOwned(id, sellerId);
      const row = await products.renew(id, sellerId, expiryFrom(days));
      if (!row) throw notFound();
      const after = withSeller(row, current);
      renewed(current, after);
      events?.changed?.([after]);
      return after;
    },
  };
}
