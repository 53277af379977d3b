import { inArray, notInArray, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../../db';
import { namesTakenFromTheRest } from '../../../lib/district-names-in-use';
import { tables } from '../../../db';
import {
  districtNames,
  districtsWithPlacesNamed,
  resolveAddressQuery,
  stateNames,
  type AddressPlace,
} from '../../places';
import type { Alternative } from './pages';
import { containsIgnoringCase, escapeLike, likeIgnoringCase, normaliseQuery } from './text';

const { products } = tables;

/** Distinct address texts whose place is remembered; the gazetteer does not change while the server runs. */
const REMEMBERED = 1000;

/**
 * The place an address search names, and the districts and states whose listings need its words tested on the whole
 * address. Or, for words the gazetteer places nowhere for certain ('Rampur, Karnal': a village of many districts'
 * names), the district `named` last among them, or the district of the town they end with: the search is then its
 * words alone, found in that district's listings first, where nearly all of them are.
 */
export type FoundPlace =
  | {
      place: AddressPlace;
      /** See {@link districtsSharing}; null: too many to list, every other listing is tested on its whole address. */
      sharing: readonly string[] | null;
      /** The states whose names share the words, as districts may (see {@link sharesWords}). */
      sharingStates: readonly string[];
      /** See {@link Beyond}. */
      beyondOwnPlace: boolean;
    }
  | { named: string; sharing: readonly string[]; sharingStates: readonly string[]; beyondOwnPlace: boolean };

/**
 * Where the words are looked up outside the place: `beyondOwnPlace`, in the rest of other districts' addresses
 * without their own place's name either (products.addressElsewhereLower: a town's own listings inside its district,
 * which name it, are not read); else in the rest without their district's and state's names alone.
 */
interface Beyond {
  sharing: readonly string[];
  beyondOwnPlace: boolean;
}

/** More districts sharing a place's words than this, and the place's words are tested on every whole address. */
const SHARING_MAX = 8;

const isWordCharacter = (c: string | undefined) => c !== undefined && /[\p{L}\p{N}_]/u.test(c);

/** The text's ends at word edges: what follows each word's start, and what precedes each word's end. */
interface WordEdges {
  fromWordStarts: string[];
  toWordEnds: string[];
}

function wordEdges(text: string): WordEdges {
  const edges: WordEdges = { fromWordStarts: [], toWordEnds: [] };
  for (let i = 1; i < text.length; i++) {
    const before = isWordCharacter(text[i - 1]);
    const here = isWordCharacter(text[i]);
    if (!before && here) edges.fromWordStarts.push(text.slice(i));
    if (before && !here) edges.toWordEnds.push(text.slice(0, i));
  }
  return edges;
}

/**
 * Whether taking `district` (or a state) out of an address where it stands as whole words
 * (products.addressRestLower) could take some of `text`'s characters with it: the text inside the name ('nagar' of
 * Ahmednagar), the name a whole word of the text ('rampur, karnal' and Rampur), the text's last words the start of
 * the name ('nissing, kar' and Karnal) or its first words the end of it ('chandpur, nizamabad' and Churachandpur).
 * Otherwise a listing of that district whose address has the text keeps it in the rest of its address. `edges`: the
 * text's, when many districts are tested.
 */
export function sharesWords(text: string, district: string, edges: WordEdges = wordEdges(text)): boolean {
  const name = district.toLowerCase();
  if (name.includes(text) || lastNamedAt(text, name) >= 0) return true;
  return (
    edges.fromWordStarts.some((end) => name.startsWith(end)) ||
    edges.toWordEnds.some((start) => name.endsWith(start))
  );
}

/** Where `name` (lower case) last stands in `text` as whole words, or -1. */
function lastNamedAt(text: string, name: string): number {
  for (let at = text.lastIndexOf(name); at >= 0; at = at > 0 ? text.lastIndexOf(name, at - 1) : -1) {
    if (!isWordCharacter(text[at - 1]) && !isWordCharacter(text[at + name.length])) return at;
  }
  return -1;
}

/**
 * The district an address names last as whole words ('Rampur, Karnal' → Karnal: an Indian address ends with its
 * widest part), or undefined.
 */
export function lastNamedDistrict(text: string, districts: readonly string[]): string | undefined {
  const lowered = text.toLowerCase();
  let last: { district: string; at: number } | undefined;
  for (const district of districts) {
    const at = lastNamedAt(lowered, district.toLowerCase());
    if (at >= 0 && (!last || at > last.at)) last = { district, at };
  }
  return last?.district;
}

/**
 * The districts (or states) other than `own` whose listings' rest of the address may have lost `text` (see
 * {@link sharesWords}) by one of the names `namesOf` gives (a district's are every name its rest loses).
 */
export function districtsSharing(
  text: string,
  own: string | null,
  districts: readonly string[],
  namesOf: (district: string) => readonly string[] = (district) => [district],
): string[] {
  const lowered = text.toLowerCase();
  const edges = wordEdges(lowered);
  return districts.filter(
    (district) => district !== own && namesOf(district).some((name) => sharesWords(lowered, name, edges)),
  );
}

/**
 * Whether `text` may be looked up beyond other districts' own places (see {@link Beyond}): when no district but
 * `own` and those `sharing` it already has a place whose name could have taken the text with it, one that contains
 * the text or starts with its last words (`placed`: those districts, see {@link districtsPlacing}; null when not
 * asked). (A place's name goes only where it stands just before its listing's district or state, so a text's first
 * words ending a place's name are followed there by that district's name, whose own sharing covers it.) A district
 * that has such a place would have to be tested on the whole address, a lookup that costs more than the town's own
 * listings it saves, so the rest without the district alone is read then, as it is when `placed` was not asked.
 */
async function beyondOwnPlace(
  placed: Promise<string[]> | null,
  own: string,
  sharing: readonly string[],
): Promise<boolean> {
  if (placed === null) return false;
  return (await placed).every((district) => district === own || sharing.includes(district));
}

/**
 * The districts with a place whose name contains `text` or starts with its last words, as {@link beyondOwnPlace}
 * reads them; null for a text of no words. Trailing commas and spaces of the text are left off: 'lasalgaon,' loses
 * 'lasalgaon' with the place.
 */
function districtsPlacing(db: Database, text: string): Promise<string[]> | null {
  const words = text.replace(/[^\p{L}\p{N}_]+$/u, '');
  if (words === '') return null;
  const placed = districtsWithPlacesNamed(db, {
    containing: words,
    startingWith: wordEdges(words).fromWordStarts,
  });
  // Observed here: a text that turns out to be a district's or a state's never reads it.
  placed.catch(() => undefined);
  return placed;
}

/** The district of the town an address ends with ('Lakhanpur, Haldwani' → Nainital), when the gazetteer knows it. */
async function districtOfLastPart(db: Database, text: string): Promise<string | undefined> {
  const last = text.slice(text.lastIndexOf(',') + 1).trim();
  if (last === text || last === '') return undefined;
  const place = await resolveAddressQuery(db, last);
  return place && place.kind !== 'state' ? place.district : undefined;
}

/**
 * The place an address search names (see resolveAddressQuery), remembered per text: people search the same
 * towns over and over, and the lookup is a query of its own.
 */
export function createAddressResolver(db: Database): (text: string) => Promise<FoundPlace | null> {
  const known = new Map<string, Promise<FoundPlace | null>>();
  const find = async (key: string): Promise<FoundPlace | null> => {
    const [districts, states] = await Promise.all([districtNames(db), stateNames(db)]);
    // A village's or a town's text (most address searches) needs both its place and the places named like it: asked
    // side by side, not one after the other. A district's or a state's own name needs only the first.
    const isOneOf = (names: readonly string[]) => names.some((name) => name.toLowerCase() === key);
    const placed = isOneOf(districts) || isOneOf(states) ? null : districtsPlacing(db, key);
    const place = await resolveAddressQuery(db, key);
    if (place?.kind === 'state') {
      const sharing = districtsSharing(key, null, districts, namesTakenFromTheRest);
      return {
        place,
        sharing: sharing.length > SHARING_MAX ? null : sharing,
        sharingStates: districtsSharing(key, place.state, states),
        beyondOwnPlace: false,
      };
    }
    const sharingStates = districtsSharing(key, null, states);
    if (!place) {
      const named = lastNamedDistrict(key, districts) ?? (await districtOfLastPart(db, key));
      if (named === undefined) return null;
      const sharing = districtsSharing(key, named, districts, namesTakenFromTheRest);
      if (sharing.length > SHARING_MAX) return null;
      return { named, sharing, sharingStates, beyondOwnPlace: await beyondOwnPlace(placed, named, sharing) };
    }
    const sharing = districtsSharing(key, place.district, districts, namesTakenFromTheRest);
    if (sharing.length > SHARING_MAX) return { place, sharing: null, sharingStates, beyondOwnPlace: false };
    // A district's own listings have lost its name from the rest already; a town inside it is named in theirs.
    const beyond = place.kind === 'place' && (await beyondOwnPlace(placed, place.district, sharing));
    return { place, sharing, sharingStates, beyondOwnPlace: beyond };
  };
  return (text) => {
    const key = normaliseQuery(text).toLowerCase();
    let pending = known.get(key);
    if (!pending) {
      pending = find(key).catch(() => null);
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
 * that each is one index walk or one index lookup.
 *
 * The words outside a district are looked up in the rest of other districts' addresses (products_address_rest_idx),
 * where only the listings that name the place as somewhere else have them: tested on the whole address, they were
 * a walk past every listing of the crop, or of all, since every listing of the district names it too. The few
 * districts whose own name shares the words (see sharesWords) are tested on the whole address, one walk of
 * products_district_rank_idx; so are, for a town in a district, the district's listings elsewhere in it, and the
 * listings of the states whose name shares them (the rest has lost its state's name too: 'Karnal, Haryana'). The
 * listings the gazetteer could not place are looked up in products_unplaced_address_idx (their rest is the whole
 * address). A state's words outside it are looked up the same way, the rest having lost the state's name too. With
 * too many such districts, every listing outside the place is tested on its whole address. Words the gazetteer places
 * nowhere but which name a district are its words alone, first in that district's listings (a walk of its index),
 * then elsewhere as above.
 */
export function addressParts(text: string, found: FoundPlace | null): Alternative[] {
  const typed = normaliseQuery(text);
  const pattern = `%${escapeLike(typed)}%`;
  const words = likeIgnoringCase(products.addressLower, pattern);
  if (!found) return [{ where: words, byWords: true }];
  // A district's listings, tested from the INCLUDE of a walk of its index: there the words are common.
  const walked = containsIgnoringCase(products.addressLower, typed);
  if ('named' in found) {
    return [
      { where: sql`(${walked} AND ${products.district} = ${found.named})` },
      ...namedElsewhere(pattern, { districts: [found.named] }, found),
    ];
  }
  const { place, sharing, sharingStates, beyondOwnPlace } = found;
  const there = placeCondition(place);
  if (sharing === null) {
    // IS NOT TRUE: a listing with no district (NULL) is not in the place, and its words still count. A state's name
    // outside the state is no rarer than the state's own listings are many (crop ∩ 'punjab' is every Punjab listing
    // of the crop before the state is excluded), so only a district's or a town's words are looked up as few.
    return [
      { where: there },
      { where: sql`(${words} AND (${there}) IS NOT TRUE)`, few: place.kind !== 'state' },
    ];
  }
  // A state's listings have lost its name from the rest of their address, as a district's have lost the district's.
  if (place.kind === 'state') {
    return [
      { where: there },
      ...namedElsewhere(pattern, { state: there }, { sharing, sharingStates, beyondOwnPlace }),
    ];
  }
  const parts: Alternative[] = [{ where: there }];
  if (place.kind === 'place') {
    parts.push({
      where: sql`(${walked} AND ${products.district} = ${place.district} AND ${products.place} IS DISTINCT FROM ${place.place})`,
    });
  }
  return [
    ...parts,
    ...namedElsewhere(pattern, { districts: [place.district] }, { sharing, sharingStates, beyondOwnPlace }),
  ];
}

/** Where a search's place is: its districts, or its state's condition (a state's districts are not listed). */
type Own = { districts: readonly string[] } | { state: SQL };

/**
 * The listings outside `own` whose address has the words `pattern` looks for (LIKE): those of the districts `sharing`
 * its words, and those elsewhere in the states `sharingStates`, tested on the whole address; the other districts'
 * and the unplaced ones, on the rest of their address.
 */
function namedElsewhere(
  pattern: string,
  own: Own,
  { sharing, sharingStates, beyondOwnPlace }: Beyond & { sharingStates: readonly string[] },
): Alternative[] {
  const parts: Alternative[] = [];
  const words = likeIgnoringCase(products.addressLower, pattern);
  // IS NOT TRUE: a listing with a district and no state is not in the state, and its words still count.
  const notInState = 'state' in own ? sql` AND (${own.state}) IS NOT TRUE` : sql``;
  if (sharing.length > 0) {
    parts.push({
      where: sql`(${words} AND ${inArray(products.district, sharing)}${notInState})`,
      fewOfAll: true,
    });
  }
  const outsideDistricts = 'districts' in own ? [...own.districts, ...sharing] : [...sharing];
  const outside = sql`${notInArray(products.district, outsideDistricts)}${notInState}`;
  const inSharingStates = sharingStates.length > 0 ? inArray(products.state, sharingStates) : undefined;
  if (inSharingStates) {
    parts.push({
      where: sql`(${words} AND ${products.district} IS NOT NULL AND ${outside} AND ${inSharingStates})`,
      fewOfAll: true,
    });
  }
  const rest = likeIgnoringCase(products.addressRestLower, pattern);
  const elsewhere = beyondOwnPlace ? likeIgnoringCase(products.addressElsewhereLower, pattern) : rest;
  // IS NOT TRUE: a listing with a district and no state keeps its whole address but the district in its rest.
  const notInSharingStates = inSharingStates ? sql` AND (${inSharingStates}) IS NOT TRUE` : sql``;
  parts.push(
    {
      where: sql`(${elsewhere} AND ${products.district} IS NOT NULL AND ${outside}${notInSharingStates})`,
      fewOfAll: true,
    },
    // An unplaced listing's rest is its whole address, looked up in an index of their own: an address the gazetteer
    // could not place seldom names a place it knows, and a walk in the page's order that finds none reads every
    // unplaced listing (of the crop, or all of them).
    { where: sql`(${rest} AND ${products.district} IS NULL)`, fewOfAll: true },
  );
  return parts;
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
