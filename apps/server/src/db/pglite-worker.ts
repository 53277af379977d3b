/**
 * The worker thread that owns the embedded PGlite database. PGlite is PostgreSQL compiled to WebAssembly and runs
 * on the thread that calls it: in the main thread, one slow query stopped every request, socket and timer of the
 * server until it ended. Here it blocks only this thread; the main thread (pglite-thread.ts) sends one statement at
 * a time and keeps serving everything else. Bundled beside the server as pglite-worker.cjs (build.mjs).
 */
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite, type Results } from '@electric-sql/pglite';
import { PGLITE_EXTENSIONS } from './pglite-extensions';
import {
  ERROR_FIELDS,
  type PgliteErrorFields,
  type PgliteRequest,
  type PgliteResponse,
  type PgliteWorkerData,
} from './pglite-protocol';

const port = parentPort;
if (!port) throw new Error('pglite-worker.ts runs as a worker thread only');
const { dataDir, settings } = workerData as PgliteWorkerData;
let database: PGlite | undefined;

const keepText = (value: string): string => value;

function errorFields(error: unknown): PgliteErrorFields {
  if (!(error instanceof Error)) return { name: 'Error', message: String(error) };
  const fields: PgliteErrorFields = { name: error.name, message: error.message };
  for (const key of ERROR_FIELDS) {
    const value = (error as unknown as Record<string, unknown>)[key];
    if (typeof value === 'string') fields[key] = value;
  }
  return fields;
}

async function open(loadDataDir: ArrayBuffer | null): Promise<void> {
  database = await PGlite.create(dataDir, {
    extensions: PGLITE_EXTENSIONS,
    startParams: [
      ...PGlite.defaultStartParams,
      ...Object.entries(settings).flatMap(([name, value]) => ['-c', `${name}=${value}`]),
    ],
    ...(loadDataDir ? { loadDataDir: new Blob([loadDataDir]) } : {}),
  });
}

function opened(): PGlite {
  if (!database) throw new Error('the database is not open');
  return database;
}

async function handle(request: PgliteRequest): Promise<PgliteResponse> {
  switch (request.op) {
    case 'open':
      await open(request.loadDataDir);
      return { id: request.id, ok: true };
    case 'query': {
      const result: Results = await opened().query(request.sql, [...request.params], {
        rowMode: request.rowMode,
        parsers: Object.fromEntries(request.textTypes.map((type) => [type, keepText])),
      });
      return {
        id: request.id,
        ok: true,
        result: { rows: result.rows, fields: result.fields, affectedRows: result.affectedRows },
      };
    }
    case 'dump': {
      const dump = await opened().dumpDataDir('none');
      return { id: request.id, ok: true, dump: await dump.arrayBuffer() };
    }
    case 'close':
      await database?.close();
      database = undefined;
      return { id: request.id, ok: true };
  }
}

port.on('message', (request: PgliteRequest) => {
  handle(request).then(
    (response) => port.postMessage(response, response.ok && response.dump ? [response.dump] : []),
    (error: unknown) => port.postMessage({ id: request.id, ok: false, error: errorFields(error) }),
  );
});
