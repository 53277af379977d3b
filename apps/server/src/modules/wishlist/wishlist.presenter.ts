import type { WishlistEntry } from '@kisansetu/contract';
import { toProduct, type ImageUrlsFor } from '../products';
import type { WishlistEntryWithProduct } from './wishlist.repository';

/** An entry as sent: its id, when it was added, and the listing. */
export function toWishlistEntry(entry: WishlistEntryWithProduct, urlsFor: ImageUrlsFor): WishlistEntry {
  return {
    _id: entry.id,
    product: toProduct(entry.product, urlsFor),
    createdAt: entry.createdAt.toISOString(),
  };
}
