import { mkdtemp, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { ENDPOINTS, type EndpointDeclaration } from '@kisansetu/contract/endpoints';
import { openPglite, openPostgres } from '../src/db';
import { ensureGazetteer } from '../src/modules/places';
import { createPostgresDatabase, dropPostgresDatabase } from './postgres-database';

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteSnapshot: string;
    /** The migrated, gazetteer-loaded PostgreSQL database each test file's database is copied from. */
    postgresTemplate: string;
    /** Where each test app writes the operations it answered (test/document-conformance.ts). */
    conformanceDir: string;
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
  const conformanceDir = await mkdtemp(path.join(tmpdir(), 'ks-conformance-'));
  project.provide('conformanceDir', conformanceDir);
  return async () => {
    const unanswered = await operationsNeverSucceeded(conformanceDir);
    await rm(conformanceDir, { recursive: true, force: true });
    // Only a whole run calls every operation; `npm test` asks for the check (API_COVERAGE=all), a single file does not.
    if (process.env.API_COVERAGE === 'all' && unanswered.length > 0)
      throw new Error(`No test saw these operations of the API document succeed: ${unanswered.join(', ')}`);
    if (baseUrl && template) await dropPostgresDatabase(baseUrl, template);
    await rm(dir, { recursive: true, force: true });
  };
}

/** The operations of the API document (every declared endpoint but an old link's refusal) no test app answered with success. */
async function operationsNeverSucceeded(dir: string): Promise<string[]> {
  const answered = new Set<string>();
  for (const name of await readdir(dir)) {
    const { succeeded } = JSON.parse(await readFile(path.join(dir, name), 'utf8')) as { succeeded: string[] };
    for (const operation of succeeded) answered.add(operation);
  }
  return Object.values(ENDPOINTS)
    .filter((endpoint: EndpointDeclaration) => endpoint.status !== 405 && !answered.has(endpoint.id))
    .map((endpoint: EndpointDeclaration) => endpoint.id);
}
