import { randomBytes } from 'node:crypto';
import pg from 'pg';

async function admin(baseUrl: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: baseUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/** Drops a database of the PostgreSQL server of `baseUrl`, even with connections still open. */
export function dropPostgresDatabase(baseUrl: string, name: string): Promise<void> {
  return admin(baseUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
}

/**
 * A fresh database on the PostgreSQL server of `baseUrl` (named `<prefix>_<random>`), so test files and clusters
 * never share rows: empty, or a copy of `template` (the migrated, gazetteer-loaded one global setup prepares);
 * `drop` removes it, even with connections still open.
 */
export async function createPostgresDatabase(
  baseUrl: string,
  prefix: string,
  template?: string,
): Promise<{ name: string; url: string; drop: () => Promise<void> }> {
  const name = `${prefix}_${randomBytes(6).toString('hex')}`;
  await admin(baseUrl, template ? `CREATE DATABASE ${name} TEMPLATE ${template}` : `CREATE DATABASE ${name}`);
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  return { name, url: url.toString(), drop: () => dropPostgresDatabase(baseUrl, name) };
}
