import { SAVED_SEARCHES_MAX, isWellFormedId, type SavedSearchCreateRequest } from '@kisansetu/contract';
import { CROP_VOCABULARY, foldText, type CropVocabulary } from '@kisansetu/contract/crops';
import { AppError } from '../../errors';
import type { Locator } from '../products';
import type { SavedSearchRow, SavedSearchesRepository } from './saved-searches.repository';

/** A PIN code saved without a radius is matched within this many km (a PIN alone names a point, not an area). */
export const DEFAULT_PINCODE_RADIUS_KM = 50;

export interface SavedSearchesServiceDeps {
  savedSearches: SavedSearchesRepository;
  /** Resolves a PIN code (unknown: 400 on `pincode`) or an address to a centre, as product forms do. */
  locator: Locator;
  /** The caller's own stored place, the point of a radius given without a PIN code or address (as search does). */
  storedLocationOf: (userId: string) => Promise<{ lat: number; lon: number } | null>;
  vocabulary?: CropVocabulary;
}

/** Saved searches: at most 10 a user, each resolved once (crops, words, place) so matching a listing is one query. */
export function createSavedSearchesService({
  savedSearches,
  locator,
  storedLocationOf,
  vocabulary = CROP_VOCABULARY,
}: SavedSearchesServiceDeps) {
  /** Where the search looks: a PIN code's centre, else the address's place, else (with a radius) the saver's own. */
  async function placeOf(userId: string, input: SavedSearchCreateRequest) {
    if (input.pincode !== undefined || input.address !== undefined) {
      const found = await locator.locate({ pincode: input.pincode, address: input.address ?? '' });
      const point = found.lat !== null && found.lon !== null ? { lat: found.lat, lon: found.lon } : null;
      const radiusKm =
        input.radiusKm ?? (input.pincode !== undefined && point ? DEFAULT_PINCODE_RADIUS_KM : undefined);
      return { point, district: found.district, radiusKm: point ? radiusKm : undefined };
    }
    const own = input.radiusKm === undefined ? null : await storedLocationOf(userId);
    return { point: own, district: null, radiusKm: own ? input.radiusKm : undefined };
  }

  return {
    /** Saves a search: 409 `saved_search_limit` past 10, 400 on an unknown PIN code. */
    async create(userId: string, input: SavedSearchCreateRequest): Promise<SavedSearchRow> {
      // Checked before and not locked: two saves racing past the 10th at the same instant give 11, which is harmless.
      if ((await savedSearches.countForUser(userId)) >= SAVED_SEARCHES_MAX)
        throw new AppError('saved_search_limit', 'server.savedSearchLimit');
      const resolved = vocabulary.resolveQuery(input.query);
      const place = await placeOf(userId, input);
      return savedSearches.insert({
        userId,
        query: input.query,
        crops: resolved.crops,
        words: resolved.crops.length > 0 ? [] : foldText(input.query).split(' ').filter(Boolean),
        address: input.address ?? null,
        pincode: input.pincode ?? null,
        radiusKm: place.radiusKm ?? null,
        maxPrice: input.maxPrice ?? null,
        minPrice: input.minPrice ?? null,
        priceUnit: input.priceUnit ?? null,
        category: input.category ?? null,
        organic: input.organic ?? false,
        grade: input.grade ?? null,
        inStock: input.inStock ?? false,
        district: place.district,
        lat: place.point?.lat ?? null,
        lon: place.point?.lon ?? null,
      });
    },

    /** The user's saved searches, newest first. */
    list: (userId: string) => savedSearches.listForUser(userId),

    /** Deletes one of the user's own; anyone else's (or an unknown id) is 404 alike. */
    async remove(userId: string, id: string): Promise<void> {
      if (!isWellFormedId(id) || !(await savedSearches.remove(id, userId)))
        throw new AppError('not_found', 'server.savedSearchNotFound');
    },
  };
}

export type SavedSearchesService = ReturnType<typeof createSavedSearchesService>;
