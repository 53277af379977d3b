/**
 * Messages between the server's main thread and the worker thread that owns the embedded PGlite database
 * (pglite-worker.ts, pglite-thread.ts). Everything here crosses by structured clone, so it holds data only.
 */

/** What the worker needs to open the database. */
export interface PgliteWorkerData {
  dataDir: string;
  /** PostgreSQL start parameters as `-c name=value` pairs. */
  settings: Readonly<Record<string, string>>;
}

export type PgliteRequest =
  | { id: number; op: 'open'; loadDataDir: ArrayBuffer | null }
  | {
      id: number;
      op: 'query';
      sql: string;
      params: readonly unknown[];
      rowMode: 'array' | 'object';
      /** Type ids whose values come back as PostgreSQL's text, for the caller's own parsers. */
      textTypes: readonly number[];
    }
  | { id: number; op: 'dump' }
  | { id: number; op: 'close' };

/** A query's answer, as PGlite's `Results` has it. */
export interface PgliteQueryResult {
  rows: unknown[];
  fields: { name: string; dataTypeID: number }[];
  affectedRows?: number;
}

/**
 * A failed query's error as PostgreSQL reports it. Only the fields callers act on cross: the statement's text and
 * parameters stay in the worker, so they cannot reach a log line or a response.
 */
export interface PgliteErrorFields {
  name: string;
  message: string;
  code?: string;
  severity?: string;
  detail?: string;
  hint?: string;
  schema?: string;
  table?: string;
  column?: string;
  constraint?: string;
}

export type PgliteResponse =
  | { id: number; ok: true; result?: PgliteQueryResult; dump?: ArrayBuffer }
  | { id: number; ok: false; error: PgliteErrorFields };

/** The fields of `PgliteErrorFields` copied from a PostgreSQL error, besides name and message. */
export const ERROR_FIELDS = [
  'code',
  'severity',
  'detail',
  'hint',
  'schema',
  'table',
  'column',
  'constraint',
] as const satisfies readonly (keyof PgliteErrorFields)[];
