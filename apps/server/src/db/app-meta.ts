import { eq } from 'drizzle-orm';
import type { Database } from './database';
import { appMeta } from './schema';

/**
 * The value kept under `key` in app_meta, storing `candidate` first when there is none: every process of a cluster
 * that calls this at the same time gets the same value, whichever wrote it.
 */
export async function keptValue(
  db: Database,
  key: string,
  candidate: () => string,
): Promise<string | undefined> {
  await db.insert(appMeta).values({ key, value: candidate() }).onConflictDoNothing();
  const [row] = await db.select({ value: appMeta.value }).from(appMeta).where(eq(appMeta.key, key));
  return row?.value;
}
