import { and, eq, gt, inArray, isNull, or, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { tables, type Database } from '../../../db';
import { NAMES_IN_USE_LOWER } from '../district-names-in-use';
import { resolveAddress, type ResolvedPlace } from './resolve';

const { appMeta, products, users, buyRequests } = tables;

const META_KEY = 'district_names_in_use';

/** Rows read per round trip. */
const BATCH = 1000;

/** A table whose rows are placed by their address: the address and the location columns the gazetteer fills. */
interface PlacedTable {
  table: PgTable;
  id: PgColumn;
  address: PgColumn;
  pincode: PgColumn;
  place: PgColumn;
  district: PgColumn;
  state: PgColumn;
  lat: PgColumn;
  lon: PgColumn;
}

/** What a row holds of its place, to tell whether it moves. */
interface PlacedRow {
  id: string;
  address: string;
  place: string | null;
  district: string | null;
  lat: number | null;
  lon: number | null;
}

const PLACED: readonly PlacedTable[] = [products, users, buyRequests].map((table) => ({
  table,
  id: table.id,
  address: table.address,
  pincode: table.pincode,
  place: table.place,
  district: table.district,
  state: table.state,
  lat: table.lat,
  lon: table.lon,
}));

/**
 * Places again the listings, profiles and requests placed by their address (no PIN code) whose address has a district's
 * name in everyday use, when that table changed since the last run (the names are kept in app_meta): a row saved
 * before a name was added keeps the point of that day ('Naini, Allahabad' in Gujarat) until then. Safe in several
 * processes at once (each writes the same values); returns how many rows moved.
 */
export async function placeAgainByNamesInUse(db: Database): Promise<number> {
  const version = NAMES_IN_USE_LOWER.join('|');
  const [stored] = await db.select().from(appMeta).where(eq(appMeta.key, META_KEY));
  if (stored?.value === version) return 0;
  let moved = 0;
  for (const placed of PLACED) moved += await placeAgainIn(db, placed);
  await db
    .insert(appMeta)
    .values({ key: META_KEY, value: version })
    .onConflictDoUpdate({ target: appMeta.key, set: { value: version, updatedAt: new Date() } });
  return moved;
}

async function placeAgainIn(db: Database, placed: PlacedTable): Promise<number> {
  const naming = NAMES_IN_USE_LOWER.map((name) => sql`strpos(lower(${placed.address}), ${name}) > 0`);
  // Addresses repeat (a village's farmers write it alike): each is looked up once.
  const placeOf = new Map<string, Promise<ResolvedPlace | null>>();
  let moved = 0;
  let after: string | null = null;
  for (;;) {
    const rows: PlacedRow[] = await db
      .select({
        id: sql<string>`${placed.id}`,
        address: sql<string>`${placed.address}`,
        place: sql<string | null>`${placed.place}`,
        district: sql<string | null>`${placed.district}`,
        lat: sql<number | null>`${placed.lat}`,
        lon: sql<number | null>`${placed.lon}`,
      })
      .from(placed.table)
      .where(and(isNull(placed.pincode), or(...naming), after === null ? undefined : gt(placed.id, after)))
      .orderBy(placed.id)
      .limit(BATCH);
    if (rows.length === 0) return moved;
    after = rows[rows.length - 1]!.id;
    // The rows that move, by where they go: one statement for each place.
    const moves = new Map<string, { to: ResolvedPlace; ids: string[] }>();
    for (const row of rows) {
      if (!placeOf.has(row.address)) placeOf.set(row.address, resolveAddress(db, row.address));
      const to = await placeOf.get(row.address)!;
      if (
        !to ||
        (to.place === row.place && to.district === row.district && to.lat === row.lat && to.lon === row.lon)
      )
        continue;
      const key = JSON.stringify(to);
      const move = moves.get(key) ?? { to, ids: [] };
      move.ids.push(row.id);
      moves.set(key, move);
    }
    for (const { to, ids } of moves.values()) {
      await db
        .update(placed.table)
        .set({ place: to.place, district: to.district, state: to.state, lat: to.lat, lon: to.lon })
        .where(inArray(placed.id, ids));
      moved += ids.length;
    }
  }
}
