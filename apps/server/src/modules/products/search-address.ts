import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db';
import { tables } from '../../db';
import { resolveAddressQuery, type AddressPlace } from '../places';
import { escapeLike, normaliseQuery } from './search-text';

const { products } = tables;

/** Distinct address texts whose place is remembered; the gazetteer does not change while the server runs. */
const REMEMBERED = 1000;

/**
 * The place an address search names (see resolveAddressQuery), remembered per text: people search the same
 * towns over and over, and the lookup is a query of its own.
 */
export function createAddressResolver(db: Database): (text: string) => Promise<AddressPlace | null> {
  const known = new Map<string, Promise<AddressPlace | null>>();
  return (text) => {
    const key = normaliseQuery(text).toLowerCase();
    let pending = known.get(key);
    if (!pending) {
      pending = resolveAddressQuery(db, key).catch(() => null);
      if (known.size >= REMEMBERED) known.delete(known.keys().next().value!);
      known.set(key, pending);
    }
    return pending;
  };
}

/**
 * An address search, as the alternatives whose union it is: when the gazetteer knows the place, first a listing stored
 * as being there, whatever script or spelling its address uses ('नासिक' finds 'Nashik, Maharashtra' and the reverse),
 * walked in products_district_rank_idx or products_state_rank_idx; then, always, its words anywhere in the listing's
 * address (the spec's partial match). Kept apart rather than OR-ed so that each is one index walk, and so that a count
 * can stop at the first alternative when that alone passes the bound (countUpTo).
 */
export function addressParts(text: string, place: AddressPlace | null): SQL[] {
  const words = sql`${products.address} ILIKE ${`%${escapeLike(normaliseQuery(text))}%`}`;
  if (!place) return [words];
  switch (place.kind) {
    case 'state':
      return [sql`${products.state} = ${place.state}`, words];
    case 'district':
      return [sql`${products.district} = ${place.district}`, words];
    case 'place':
      return [sql`(${products.district} = ${place.district} AND ${products.place} = ${place.place})`, words];
  }
}
