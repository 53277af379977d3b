import {
  pricePerKgOf,
  type Availability,
  type CropGroup,
  type Grade,
  type Notification,
  type NotificationKind,
  type NotificationParams,
  type Unit,
} from '@kisansetu/contract';
import { CROP_VOCABULARY, foldText, type CropVocabulary } from '@kisansetu/contract/crops';
import type { SavedSearchesRepository } from './saved-searches.repository';

/** A listing as the products module has it after a write (ProductWithSeller fits). */
export interface MatchableProduct {
  id: string;
  sellerId: string;
  productName: string;
  price: number;
  unit: Unit;
  address: string;
  crop: string | null;
  category: CropGroup | null;
  organic: boolean;
  grade: Grade | null;
  availability: Availability;
  district: string | null;
  lat: number | null;
  lon: number | null;
}

export interface SavedSearchMatcherDeps {
  savedSearches: SavedSearchesRepository;
  /** The notifications module's notify. */
  notify: (
    userId: string,
    kind: NotificationKind,
    params: NotificationParams,
    link: string,
    options?: { dedupeKey?: string },
  ) => Promise<Notification | null>;
  vocabulary?: CropVocabulary;
}

/**
 * Matches a new (or renewed) listing against every saved search on its write, not by polling: one indexed query
 * finds the savers, each is notified once (`saved_search_match`; the dedupe key keeps a renewal from telling them
 * twice about the same listing).
 */
export function createSavedSearchMatcher({
  savedSearches,
  notify,
  vocabulary = CROP_VOCABULARY,
}: SavedSearchMatcherDeps) {
  return {
    /** Notifies the savers whose searches find `product`; resolves to how many were notified. */
    async matchProduct(product: MatchableProduct): Promise<number> {
      const hits = await savedSearches.matching({
        id: product.id,
        sellerId: product.sellerId,
        // The stored crop is resolved from the name on every write; resolved again only for a caller without it.
        crop: product.crop ?? vocabulary.cropOfName(product.productName),
        foldedName: foldText(product.productName),
        price: product.price,
        unit: product.unit,
        pricePerKg: pricePerKgOf(product.price, product.unit) ?? null,
        category: product.category,
        organic: product.organic,
        grade: product.grade,
        inStock: product.availability === 'in_stock',
        address: product.address,
        district: product.district,
        lat: product.lat,
        lon: product.lon,
      });
      const link = `/description/${product.id}`;
      const sent = await Promise.all(
        hits.map((hit) =>
          notify(
            hit.userId,
            'saved_search_match',
            {
              query: hit.query,
              productName: product.productName,
              price: product.price,
              unit: product.unit,
              address: product.address,
            },
            link,
            { dedupeKey: `match:${product.id}` },
          ),
        ),
      );
      return sent.filter((n) => n !== null).length;
    },
  };
}

export type SavedSearchMatcher = ReturnType<typeof createSavedSearchMatcher>;
