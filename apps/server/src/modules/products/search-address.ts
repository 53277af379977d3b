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
 * An address search: its words anywhere in the listing's address (the spec's partial match), or, when the gazetteer
 * knows the place, a listing stored as being there, whatever script or spelling its address uses ('नासिक' finds
 * 'Nashik, Maharashtra' and the reverse).
 */
export function addressCondition(text: string, place: AddressPlace | null): SQL {
  const words = sql`${products.address} ILIKE ${`%${escapeLike(normaliseQuery(text))}%`}`;
  if (!place) return words;
  switch (place.kind) {
    case 'state':
      return sql`(${words} OR ${products.state} = ${place.state})`;
    case 'district':
      return sql`(${words} OR ${products.district} = ${place.district})`;
    case 'place':
      return sql`(${words} OR (${products.place} = ${place.place} AND ${products.district} = ${place.district}))`;
  }
}
