// The place columns the app stores for each of the generator's addresses, read with the app's own resolver over the
// gazetteer, as a listing created at that address would get them (bench/generate-products.mjs, bench/lib/pglite-data).
import { ensureGazetteer, openPostgres, resolveAddress, type Database } from '@kisansetu/server/tools';

/** Per address, in the same order: null where the gazetteer resolves nothing (the app leaves such a listing unplaced). */
export interface AppPlaces {
  places: (string | null)[];
  districts: (string | null)[];
  states: (string | null)[];
}

/**
 * The place, district and state the app stores for each address, after loading the gazetteer into `db` (a server's
 * first start does the same, so a bench server then finds it loaded).
 */
export async function appPlaces(db: Database, addresses: readonly string[]): Promise<AppPlaces> {
  await ensureGazetteer(db);
  // One at a time: the handle may hold a single connection.
  const resolved: Awaited<ReturnType<typeof resolveAddress>>[] = [];
  for (const address of addresses) resolved.push(await resolveAddress(db, address));
  return {
    places: resolved.map((found) => found?.place ?? null),
    districts: resolved.map((found) => found?.district ?? null),
    states: resolved.map((found) => found?.state ?? null),
  };
}

/** {@link appPlaces} in the PostgreSQL database at `url` (migrated first, as the server's open does). */
export async function appPlacesOnPostgres(url: string, addresses: readonly string[]): Promise<AppPlaces> {
  const handle = await openPostgres(url, 1, 0);
  try {
    return await appPlaces(handle.db, addresses);
  } finally {
    await handle.close();
  }
}
