import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { openPglite, openPostgres } from '../src/db';
import { ensureGazetteer } from '../src/modules/places';
import { createPostgresDatabase, dropPostgresDatabase } from './postgres-database';

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteSnapshot: string;
    /** The migrated, gazetteer-loaded PostgreSQL database each test file's database is copied from. */
    postgresTemplate: string;
  }
}

/**
 * Migrating a fresh database and loading the gazetteer (160k places) takes seconds; copying a prepared one takes a
 * fraction of that. So it is done once here: a PGlite snapshot every test file loads, or on PostgreSQL a template
 * database every test file's database is created from.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const dir = await mkdtemp(path.join(tmpdir(), 'ks-snapshot-'));
  const file = path.join(dir, 'pglite.tar');
  const baseUrl = process.env.DATABASE_URL;
  let template = '';
  if (baseUrl) {
    const { name, url } = await createPostgresDatabase(baseUrl, 'ks_template');
    template = name;
    const handle = await openPostgres(url, 2);
    await ensureGazetteer(handle.db);
    await handle.close();
  } else {
    const handle = await openPglite('memory://');
    await ensureGazetteer(handle.db);
    if (!handle.dump) throw new Error('the embedded database gives a dump');
    const dump = await handle.dump();
    await writeFile(file, Buffer.from(await dump.arrayBuffer()));
    await handle.close();
  }
  project.provide('pgliteSnapshot', file);
  project.provide('postgresTemplate', template);
  return async () => {
    if (baseUrl && template) await dropPostgresDatabase(baseUrl, template);
    await rm(dir, { recursive: true, force: true });
  };
}
