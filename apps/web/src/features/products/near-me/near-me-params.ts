import { LIMITS, PRODUCT_SORTS, RADIUS_KM } from '@kisansetu/contract';
import type { ProductSort, RadiusKm } from '@kisansetu/contract';
import type { Position } from './position';

/** What a person chose on a list or search page; kept in the URL (shareable, Back works). Never a position. */
export interface NearMeChoice {
  sort?: ProductSort;
  radiusKm?: RadiusKm;
  pincode?: string;
}

/** The near-me part of a product/new or product/search query. */
export interface NearMeQueryParams {
  sort: ProductSort | undefined;
  radiusKm: RadiusKm | undefined;
  pincode: string | undefined;
  lat: number | undefined;
  lon: number | undefined;
}

export const NEAR_ME_URL_KEYS = ['sort', 'radiusKm', 'pincode'] as const;

/**
 * Reads the choice from a page's URL, dropping a sort or radius the contract does not know (an old or hand-made link).
 * The PIN code is passed on as typed: the server judges it and its field error shows under the PIN box (the contract's
 * zod field is not imported here, so zod stays out of the first route).
 */
export function nearMeChoiceFrom(params: URLSearchParams): NearMeChoice {
  const choice: NearMeChoice = {};
  const sort = params.get('sort');
  const sortValue = PRODUCT_SORTS.find((value) => value === sort);
  if (sortValue) choice.sort = sortValue;
  const radius = Number(params.get('radiusKm'));
  const radiusValue = RADIUS_KM.find((value) => value === radius);
  if (radiusValue) choice.radiusKm = radiusValue;
  const pincode = params.get('pincode')?.trim();
  if (pincode) choice.pincode = pincode;
  return choice;
}

/**
 * The query for the server: the choice, plus the visit's position when there is one (the server measures from the
 * position first, then the PIN code, then the signed-in person's own address).
 */
export function nearMeQuery(choice: NearMeChoice, position: Position | null): NearMeQueryParams {
  return {
    sort: choice.sort,
    radiusKm: choice.radiusKm,
    pincode: position ? undefined : choice.pincode,
    lat: position?.lat,
    lon: position?.lon,
  };
}

/** A stable cache-key part for a near-me query (undefined parts left out). */
export function nearMeKey(query: NearMeQueryParams): string {
  return [query.sort, query.radiusKm, query.pincode, query.lat, query.lon]
    .map((part) => part ?? '')
    .join('|');
}

/** The sort a page uses when the URL names none: newest on /product, best match on /search. */
export function defaultSort(mode: 'list' | 'search'): ProductSort {
  return mode === 'list' ? 'newest' : 'relevance';
}

/** The place a /search address names (`address=`, old links too), as the search reads it: an over-long one is none. */
export function placeFrom(params: URLSearchParams): string {
  const place = params.get('address')?.trim() ?? '';
  return place.length <= LIMITS.addressMax ? place : '';
}
