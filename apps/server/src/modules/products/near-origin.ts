import type { NearMeOrigin, NearMeQuery, ProductFilters } from '@kisansetu/contract';
import type { Locator } from './products.location';
import type { NearQuery, ProductsRepository } from './repository';

/**
 * Near-me part of a page request: the contract's fields, and who asks (their stored place is the last resort);
 * `excludeSellers`: sellers in a block pair with the signed-in caller (see `excludedSellersFor`).
 */
export type NearMeRequest = NearMeQuery & {
  callerId: string | null;
  excludeSellers?: readonly string[];
  /** product/new's filters (see filterCondition). */
  filters?: Partial<ProductFilters>;
};

/**
 * The point a page measures from, in the contract's order: the browser's position (used for this query only: it is
 * neither stored nor echoed), a PIN code's centre (unknown: 400 on `pincode`), the caller's stored place, none.
 */
export function createNearOrigin(
  locator: Pick<Locator, 'centreOfPincode'>,
  storedLocationOf: ProductsRepository['storedLocationOf'],
) {
  return async (request: NearMeRequest): Promise<{ near: NearQuery | null; origin: NearMeOrigin | null }> => {
    const radiusKm = request.radiusKm;
    if (request.lat !== undefined && request.lon !== undefined) {
      return {
        near: { point: { lat: request.lat, lon: request.lon }, radiusKm },
        origin: { source: 'position', place: null, district: null, state: null },
      };
    }
    if (request.pincode !== undefined) {
      const centre = await locator.centreOfPincode(request.pincode);
      return {
        near: { point: { lat: centre.lat, lon: centre.lon }, radiusKm },
        origin: { source: 'pincode', place: centre.place, district: centre.district, state: centre.state },
      };
    }
    const stored = request.callerId === null ? null : await storedLocationOf(request.callerId);
    if (!stored) return { near: null, origin: null };
    return {
      near: { point: { lat: stored.lat, lon: stored.lon }, radiusKm },
      origin: { source: 'profile', place: stored.place, district: stored.district, state: stored.state },
    };
  };
}
