import type { SavedSearch } from '@kisansetu/contract';
import type { SavedSearchRow } from './saved-searches.repository';

/** A saved search as sent: what was asked, not what it was resolved to. */
export function toSavedSearch(row: SavedSearchRow): SavedSearch {
  return {
    _id: row.id,
    query: row.query,
    address: row.address,
    pincode: row.pincode,
    radiusKm: row.radiusKm,
    maxPrice: row.maxPrice,
    minPrice: row.minPrice,
    priceUnit: row.priceUnit,
    category: row.category,
    organic: row.organic,
    grade: row.grade,
    inStock: row.inStock,
    createdAt: row.createdAt.toISOString(),
  };
}
