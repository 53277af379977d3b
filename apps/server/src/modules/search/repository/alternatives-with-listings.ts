import { and, sql } from 'drizzle-orm';
import type { IndexWalks } from '../../../db';
import { tables } from '../../../db';
import { listingVisibility } from '../../products';
import type { Alternative } from './pages';

const { products } = tables;

/** Addresses whose answer is kept at once; past it, the first asked goes. */
const ADDRESSES_KEPT = 1_000;

/** What is known of an address's alternatives few of all listings. */
interface Kept {
  /** How many there are: a different count is another set of alternatives, started afresh. */
  count: number;
  /** Whether each holds a listing, once a lookup answered. */
  has?: boolean[];
  /** A lookup was started. */
  asked?: boolean;
}

/**
 * An address's alternatives as a search reads them, and `learn`: how its page tells which of those few of all
 * listings hold one, while that is not known (see createAlternativesWithListings).
 */
export interface AddressAlternatives {
  alternatives: Alternative[];
  learn?: (found: boolean[] | undefined) => void;
}

/**
 * Which of an address's alternatives few of all listings (its words named outside its place, see addressParts) hold
 * a listing a visitor may see. Nearly always none do, and each, looked up with the crop, is a trigram index's lookup
 * that costs the database as much as the rest of a search's page. So an address searched again has each looked up
 * once without the crop (a few pages of the same index), beside its search rather than before it, and the answer is
 * kept until a listing changes (`listingsChanged` subscribes to every change, in this process or another): an
 * alternative with no listing is then left out of its searches' statements. An address searched once (most of those
 * typed in full) costs no lookup; one searched alone, without a crop, is told by its own page, whose lookups of them
 * are the same question (see `of`).
 */
export function createAlternativesWithListings(
  indexWalks: IndexWalks,
  listingsChanged: (listener: () => void) => void,
) {
  let kept = new Map<string, Kept>();
  // A listing changed somewhere: every address is asked again.
  listingsChanged(() => (kept = new Map()));

  // Each alternative is a MATERIALIZED WITH query, planned for all its rows: a bitmap scan of its trigram index,
  // which finds its few listings or none at once. Planned inside EXISTS, for a first row, a lookup the planner
  // expects some matches of became a walk of every listing of a rank index, reading them all to find none.
  const ask = (alternatives: Alternative[]): Promise<boolean[]> =>
    indexWalks(async (reader) => {
      const name = (i: number) => sql.raw(`a${i}`);
      const lookups = alternatives.map(
        ({ where }, i) =>
          sql`${name(i)} AS MATERIALIZED (SELECT 1 FROM ${products} WHERE ${and(where, listingVisibility.visible())})`,
      );
      const found = alternatives.map((_, i) => sql`EXISTS (SELECT 1 FROM ${name(i)}) AS ${name(i)}`);
      const { rows } = (await reader.execute(
        sql`WITH ${sql.join(lookups, sql`, `)} SELECT ${sql.join(found, sql`, `)}`,
      )) as unknown as { rows: Record<string, boolean>[] };
      return alternatives.map((_, i) => rows[0]?.[`a${i}`] !== false);
    });

  /** Keeps what a search's own page found for `entry`'s generation, unless a lookup has answered already. */
  const learnFor =
    (entry: Kept) =>
    (found: boolean[] | undefined): void => {
      if (found?.length === entry.count) entry.has ??= found;
    };

  return {
    /**
     * `alternatives` of the address `key` (its text as the search reads it), without those few of all listings
     * known to have none; the others in their order. `learn`, while that is not known and every alternative is
     * asked: a page whose lookups of them (see sharedLookups) were made for every visitor alike, without a crop,
     * filter, radius or block, tells it, in their order.
     */
    of(key: string, alternatives: Alternative[]): AddressAlternatives {
      const few = alternatives.filter((alternative) => alternative.fewOfAll);
      if (few.length === 0) return { alternatives };
      const entry = kept.get(key);
      if (entry?.count !== few.length) {
        if (kept.size >= ADDRESSES_KEPT) kept.delete(kept.keys().next().value!);
        const fresh: Kept = { count: few.length };
        kept.set(key, fresh);
        return { alternatives, learn: learnFor(fresh) };
      }
      const { has } = entry;
      if (has) {
        const empty = new Set(few.filter((_, i) => !has[i]));
        return { alternatives: alternatives.filter((alternative) => !empty.has(alternative)) };
      }
      if (!entry.asked) {
        entry.asked = true;
        // Kept only in the generation it was asked in; a failed lookup is asked again by the next search.
        ask(few).then(
          (answer) => (entry.has = answer),
          () => (entry.asked = false),
        );
      }
      return { alternatives, learn: learnFor(entry) };
    },
  };
}
