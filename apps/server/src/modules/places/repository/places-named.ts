import { and, eq, isNotNull, or, sql, type SQL } from 'drizzle-orm';
import { tables, type Database } from '../../../db';
import { escapeLike } from '../../../lib/escape-like';

const { placeNames, placePincodes } = tables;

/**
 * The districts with a place (a post office, as a listing's `place` holds it) whose lowered name contains
 * `containing` or starts with one of `startingWith`, each lowered: the districts whose listings may have lost such
 * words from the rest of their address with their own place's name (products.addressElsewhereLower). Read from the
 * trigram indexes of the gazetteer's names, both the offices and the PIN codes' main offices.
 */
export async function districtsWithPlacesNamed(
  db: Database,
  { containing, startingWith }: { containing: string; startingWith: readonly string[] },
): Promise<string[]> {
  const named = (name: SQL) =>
    or(
      sql`${name} LIKE ${`%${escapeLike(containing)}%`}`,
      ...startingWith.map((start) => sql`${name} LIKE ${`${escapeLike(start)}%`}`),
    );
  const rows = await db
    .selectDistinct({ district: placeNames.district })
    .from(placeNames)
    .where(and(eq(placeNames.kind, 'office'), named(sql`lower(${placeNames.name})`)))
    .union(
      db
        .selectDistinct({ district: sql<string>`${placePincodes.district}` })
        .from(placePincodes)
        .where(and(isNotNull(placePincodes.district), named(sql`lower(${placePincodes.place})`))),
    );
  return rows.map(({ district }) => district);
}
