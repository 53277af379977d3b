import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import type {
  PgliteErrorFields,
  PgliteQueryResult,
  PgliteRequest,
  PgliteResponse,
  PgliteWorkerData,
} from './pglite-protocol';
import { StatementGate } from './statement-gate';

/** PostgreSQL's SQLSTATE for a lost connection: what a query meets when the database's thread has died. */
const CONNECTION_FAILURE = '08006';

/** A PostgreSQL error raised in the worker, rebuilt with the fields callers read (SQLSTATE `code`, `constraint`). */
export class PgliteThreadError extends Error {
  readonly code: string | undefined;
  readonly constraint: string | undefined;
  readonly detail: string | undefined;

  constructor(fields: PgliteErrorFields) {
    super(fields.message);
    this.name = fields.name === 'Error' ? 'PgliteThreadError' : fields.name;
    this.code = fields.code;
    this.constraint = fields.constraint;
    this.detail = fields.detail;
  }
}

/** The part of PGlite's query options the Drizzle driver passes. */
interface QueryOptions {
  rowMode?: 'array' | 'object';
  parsers?: Record<number, (value: string, typeId?: number) => unknown>;
}

/** Told how long database work waited for a connection or its turn, and how long it took from asking to answer. */
export interface StatementObserver {
  waited(ms: number): void;
  answered(ms: number): void;
}

/** What a transaction's callback gets: queries that run inside it. */
export interface PgliteThreadTransaction {
  query(sql: string, params?: readonly unknown[], options?: QueryOptions): Promise<PgliteQueryResult>;
}

type WithoutId<T> = T extends unknown ? Omit<T, 'id'> : never;

let workerSource: Promise<string> | undefined;

/**
 * The worker: pglite-worker.cjs beside the bundled server (build.mjs emits it), else the TypeScript source bundled
 * on the fly by esbuild (tests, `npm run dev`: a dev dependency the built server never loads), run with a `require`
 * that resolves packages from the source's own folder.
 */
async function spawnWorker(data: PgliteWorkerData): Promise<Worker> {
  const bundled = fileURLToPath(new URL('./pglite-worker.cjs', import.meta.url));
  if (existsSync(bundled)) return new Worker(bundled, { workerData: data });
  const source = fileURLToPath(new URL('./pglite-worker.ts', import.meta.url));
  workerSource ??= import('esbuild').then(async (esbuild) => {
    const output = await esbuild.build({
      entryPoints: [source],
      bundle: true,
      write: false,
      platform: 'node',
      format: 'cjs',
      packages: 'external',
      logLevel: 'silent',
    });
    const code = output.outputFiles[0]?.text ?? '';
    return `(function (require) {\n${code}\n})(require('node:module').createRequire(${JSON.stringify(source)}));`;
  });
  return new Worker(await workerSource, { eval: true, workerData: data });
}

/**
 * The embedded database as seen from the main thread: PGlite's `query` and `transaction`, as the Drizzle driver
 * uses them, answered by the worker thread that owns the database (pglite-worker.ts). Statements go one at a time
 * through a gate that lets foreground work pass background work (statement-gate.ts).
 */
export class PgliteThread {
  readonly #worker: Worker;
  readonly #pending = new Map<
    number,
    { resolve(response: PgliteResponse): void; reject(error: Error): void }
  >();
  readonly #gate = new StatementGate();
  #nextId = 1;
  #failure: Error | undefined;
  #observer: StatementObserver | undefined;

  private constructor(worker: Worker) {
    this.#worker = worker;
    worker.unref();
    worker.on('message', (response: PgliteResponse) => {
      const waiting = this.#pending.get(response.id);
      this.#pending.delete(response.id);
      if (this.#pending.size === 0) worker.unref();
      waiting?.resolve(response);
    });
    const fail = (error: Error) => {
      this.#failure ??= new PgliteThreadError({
        name: 'Error',
        message: error.message,
        code: CONNECTION_FAILURE,
      });
      for (const waiting of this.#pending.values()) waiting.reject(this.#failure);
      this.#pending.clear();
    };
    worker.on('error', fail);
    worker.on('exit', (code) => fail(new Error(`the database thread exited (code ${code})`)));
  }

  /** Starts the worker and opens the database in it (from `loadDataDir`, a dump, when given). */
  static async start(data: PgliteWorkerData, loadDataDir?: Blob): Promise<PgliteThread> {
    const thread = new PgliteThread(await spawnWorker(data));
    try {
      await thread.#call({ op: 'open', loadDataDir: loadDataDir ? await loadDataDir.arrayBuffer() : null });
    } catch (error) {
      await thread.#worker.terminate();
      throw error;
    }
    return thread;
  }

  /** Told each statement's (or transaction's) wait for its turn and its whole time, for the metrics. */
  observe(observer: StatementObserver): void {
    this.#observer = observer;
  }

  query(
    sql: string,
    params: readonly unknown[] = [],
    options: QueryOptions = {},
  ): Promise<PgliteQueryResult> {
    return this.#timed(() => this.#query(sql, params, options));
  }

  /** Runs `work` behind the gate, telling the observer how long it waited and how long it took in all. */
  #timed<T>(work: () => Promise<T>): Promise<T> {
    const observer = this.#observer;
    if (!observer) return this.#gate.run(work);
    const asked = performance.now();
    return this.#gate.run(async () => {
      observer.waited(performance.now() - asked);
      try {
        return await work();
      } finally {
        observer.answered(performance.now() - asked);
      }
    });
  }

  /** Runs `work` in one transaction: committed when it resolves, rolled back when it throws. */
  transaction<T>(work: (transaction: PgliteThreadTransaction) => Promise<T>): Promise<T> {
    return this.#timed(async () => {
      await this.#query('BEGIN');
      let result: T;
      try {
        result = await work({ query: (sql, params = [], options = {}) => this.#query(sql, params, options) });
      } catch (error) {
        await this.#query('ROLLBACK').catch(() => undefined);
        throw error;
      }
      await this.#query('COMMIT');
      return result;
    });
  }

  /** The whole database as a tar file (tests start from one). */
  async dumpDataDir(): Promise<Blob> {
    const response = await this.#gate.run(() => this.#call({ op: 'dump' }));
    return new Blob([response.dump ?? new ArrayBuffer(0)]);
  }

  async close(): Promise<void> {
    if (!this.#failure) await this.#gate.run(() => this.#call({ op: 'close' }));
    await this.#worker.terminate();
  }

  async #query(
    sql: string,
    params: readonly unknown[] = [],
    options: QueryOptions = {},
  ): Promise<PgliteQueryResult> {
    const parsers = options.parsers ?? {};
    const textTypes = Object.keys(parsers).map(Number);
    const response = await this.#call({
      op: 'query',
      sql,
      params,
      rowMode: options.rowMode ?? 'object',
      textTypes,
    });
    const result = response.result ?? { rows: [], fields: [] };
    // The driver's parsers are functions, which cannot cross to the worker: the worker left those columns as text.
    result.fields.forEach((field, index) => {
      const parse = parsers[field.dataTypeID];
      if (!parse) return;
      const key = options.rowMode === 'array' ? index : field.name;
      for (const row of result.rows as Record<string | number, unknown>[]) {
        const value = row[key];
        if (typeof value === 'string') row[key] = parse(value, field.dataTypeID);
      }
    });
    return result;
  }

  #call(request: WithoutId<PgliteRequest>): Promise<PgliteResponse & { ok: true }> {
    if (this.#failure) return Promise.reject(this.#failure);
    const id = this.#nextId++;
    return new Promise((resolve, reject) => {
      this.#pending.set(id, {
        resolve: (response) =>
          response.ok ? resolve(response) : reject(new PgliteThreadError(response.error)),
        reject,
      });
      this.#worker.ref();
      this.#worker.postMessage({ ...request, id } as PgliteRequest);
    });
  }
}
