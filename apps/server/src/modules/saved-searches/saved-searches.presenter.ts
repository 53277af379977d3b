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
    createdAt: row.createdAt.toISOString(),
  };
}
