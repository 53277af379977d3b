import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../../db';
import { tables } from '../../../db';
import { resolveAddressQuery, type AddressPlace } from '../../places';
import type { Alternative } from './pages';
import { escapeLike, likeIgnoringCase, normaliseQuery } from './text';

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
 * as being there, whatever script or spelling its address uses ('नासिक' finds 'Nashik, Maharashtra' and the reverse);
 * then, always, its words anywhere in the listing's address (the spec's partial match) for the listings not already
 * in the first. The alternatives are disjoint, so that pages and counts are plain concatenations (UNION ALL): a count
 * stops as soon as the bound is reached, without collecting ids to remove doubles. Kept apart rather than OR-ed so
 * that each is one index walk or one index lookup (products_crop_place_idx: crop with district, state or address).
 */
export function addressParts(text: string, place: AddressPlace | null): Alternative[] {
  const words = likeIgnoringCase(products.addressLower, `%${escapeLike(normaliseQuery(text))}%`);
  if (!place) return [{ where: words }];
  const there = placeCondition(place);
  // IS NOT TRUE: a listing with no district (NULL) is not in the place, and its words still count. A state's name
  // outside the state is no rarer than the state's own listings are many (crop ∩ 'punjab' is every Punjab listing of
  // the crop before the state is excluded), so only a district's or a town's words are looked up as few.
  return [
    { where: there },
    { where: sql`(${words} AND (${there}) IS NOT TRUE)`, few: place.kind !== 'state' },
  ];
}

function placeCondition(place: AddressPlace): SQL {
  switch (place.kind) {
    case 'state':
      return sql`${products.state} = ${place.state}`;
    case 'district':
      return sql`${products.district} = ${place.district}`;
    case 'place':
      return sql`(${products.district} = ${place.district} AND ${products.place} = ${place.place})`;
  }
}
