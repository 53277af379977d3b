import { statfs } from 'node:fs/promises';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import { HotCounter, HotHistogram, type HistogramCell } from './hot-metrics';

/** What a queue tells at each scrape: how many items wait, and since when the oldest has waited (epoch ms). */
export interface QueueState {
  depth: number;
  oldestSince: number | null;
}

/** The background queues an operator watches; each process reports its own. */
export type QueueName = 'push' | 'alert_outbox' | 'view_batches' | 'request_matching';

/** How a send to a person's phone ended. */
export type SendOutcome = 'sent' | 'failed';

/** Seconds, for a histogram's buckets: a request, a query, a search, a photo. */
const SECONDS_BUCKETS = [0.001, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

/** How long a scrape waits for the database's answer before saying it is down. */
const DATABASE_CHECK_MS = 2000;

/** What the metrics of one process need from the app at scrape time. */
export interface AppMetricsOptions {
  /** Measurements on at all (METRICS_PORT not 0); off, every recorder is a no-op on the hot path. */
  enabled: boolean;
  /** The Node process's own metrics (event-loop lag, heap, GC): once per process, not per app a test builds. */
  processMetrics?: boolean;
  database: 'postgres' | 'pglite';
}

/**
 * The Prometheus metrics of one server process (prom-client), in a registry of its own so that tests may build many
 * apps in one process. Names and labels are the operators' contract (deploy/prometheus/alerts.yml): a route label is
 * always a route's pattern, never the path a caller sent.
 */
export function createAppMetrics(options: AppMetricsOptions) {
  const registry = new Registry();
  const registers = [registry];
  if (options.processMetrics) collectDefaultMetrics({ register: registry });

  // Every answer passes here, the cached list pages' included: see HotHistogram for why not prom-client's own.
  const httpDuration = new HotHistogram(
    'kisansetu_http_request_duration_seconds',
    'Time to answer an HTTP request, by method, route pattern and status',
    ['method', 'route', 'status'],
    SECONDS_BUCKETS,
    registry,
  );
  const httpCells = new Map<string, HistogramCell>();

  let sockets = 0;
  new Gauge({
    name: 'kisansetu_socketio_connections',
    help: 'Chat sockets connected to this process',
    registers,
    collect() {
      this.set(sockets);
    },
  });
  const socketEvents = new Counter({
    name: 'kisansetu_socketio_events_total',
    help: 'Chat socket events received from and sent to browsers, by event',
    labelNames: ['direction', 'event'] as const,
    registers,
  });
  const queryDuration = new Histogram({
    name: 'kisansetu_db_query_duration_seconds',
    help: "A database statement's time from asking to answer, waiting for a connection included",
    labelNames: ['database'] as const,
    buckets: SECONDS_BUCKETS,
    registers,
  });
  const waitDuration = new Histogram({
    name: 'kisansetu_db_wait_seconds',
    help: 'Time a statement waited for a pooled connection (PostgreSQL) or its turn (the embedded database)',
    labelNames: ['database'] as const,
    buckets: SECONDS_BUCKETS,
    registers,
  });
  const smsSends = new Counter({
    name: 'kisansetu_sms_sends_total',
    help: 'SMS handed to the provider, by purpose and outcome',
    labelNames: ['kind', 'outcome'] as const,
    registers,
  });
  const whatsappSends = new Counter({
    name: 'kisansetu_whatsapp_sends_total',
    help: 'WhatsApp messages handed to the provider, by kind and outcome',
    labelNames: ['kind', 'outcome'] as const,
    registers,
  });
  const refusals = new Counter({
    name: 'kisansetu_rate_limit_refusals_total',
    help: 'Requests refused by a rate or abuse limit, by limit',
    labelNames: ['limit'] as const,
    registers,
  });
  const searchDuration = new Histogram({
    name: 'kisansetu_search_duration_seconds',
    help: 'Time a search took in the search engine, by kind',
    labelNames: ['kind'] as const,
    buckets: SECONDS_BUCKETS,
    registers,
  });
  const imageDuration = new Histogram({
    name: 'kisansetu_image_processing_duration_seconds',
    help: 'Time to check and resize an uploaded photo or voice note, by kind',
    labelNames: ['kind'] as const,
    buckets: SECONDS_BUCKETS,
    registers,
  });

  const cachedAnswers = new HotCounter(
    'kisansetu_cached_answers_total',
    'List, search and listing-page answers by cache and outcome: hit (kept), shared (another caller was building it), miss (built), bypass (not cacheable for this caller)',
    ['cache', 'outcome'],
    registry,
  );
  const answerCells = new Map<string, () => void>();

  const queues = new Map<QueueName, () => QueueState | Promise<QueueState>>();
  const queueStates = async () =>
    Promise.all(
      [...queues].map(async ([queue, state]) => {
        try {
          return { queue, state: await state() };
        } catch {
          // A queue that cannot be read (the database away) is left out; database_up says why.
          return undefined;
        }
      }),
    );
  let lastStates: { at: number; states: ReturnType<typeof queueStates> } | undefined;
  // Both queue gauges are collected in one scrape: the states are read once for the two.
  const statesOnce = () => {
    const now = Date.now();
    if (!lastStates || now - lastStates.at > 1000) lastStates = { at: now, states: queueStates() };
    return lastStates.states;
  };
  new Gauge({
    name: 'kisansetu_queue_depth',
    help: 'Items waiting in a background queue',
    labelNames: ['queue'] as const,
    registers,
    async collect() {
      this.reset();
      for (const entry of await statesOnce()) if (entry) this.set({ queue: entry.queue }, entry.state.depth);
    },
  });
  new Gauge({
    name: 'kisansetu_queue_oldest_age_seconds',
    help: 'How long the oldest item of a background queue has waited (0 when empty)',
    labelNames: ['queue'] as const,
    registers,
    async collect() {
      this.reset();
      const now = Date.now();
      for (const entry of await statesOnce()) {
        if (!entry) continue;
        const since = entry.state.oldestSince;
        this.set({ queue: entry.queue }, since === null ? 0 : Math.max(0, (now - since) / 1000));
      }
    },
  });

  let databaseCheck: (() => Promise<void>) | undefined;
  new Gauge({
    name: 'kisansetu_database_up',
    help: 'Whether this process reached its database at this scrape (1) or not (0)',
    registers,
    async collect() {
      if (!databaseCheck) return;
      let timer: NodeJS.Timeout | undefined;
      const late = new Promise<never>((_resolve, reject) => {
        timer = setTimeout(() => reject(new Error('no answer')), DATABASE_CHECK_MS);
      });
      try {
        await Promise.race([databaseCheck(), late]);
        this.set(1);
      } catch {
        this.set(0);
      } finally {
        clearTimeout(timer);
      }
    },
  });

  let dataDir: string | undefined;
  const diskOf = async () => {
    if (!dataDir) return undefined;
    try {
      const stats = await statfs(dataDir);
      return { free: stats.bavail * stats.bsize, size: stats.blocks * stats.bsize };
    } catch {
      return undefined;
    }
  };
  new Gauge({
    name: 'kisansetu_data_dir_free_bytes',
    help: 'Bytes free to this process on the file system that holds DATA_DIR',
    registers,
    async collect() {
      const disk = await diskOf();
      if (disk) this.set(disk.free);
    },
  });
  new Gauge({
    name: 'kisansetu_data_dir_size_bytes',
    help: 'Size in bytes of the file system that holds DATA_DIR',
    registers,
    async collect() {
      const disk = await diskOf();
      if (disk) this.set(disk.size);
    },
  });

  const { enabled } = options;
  const queries = queryDuration.labels(options.database);
  const waits = waitDuration.labels(options.database);
  return {
    enabled,
    registry,
    /** One HTTP answer: its route pattern (or `unmatched`), status and time in ms. */
    httpAnswered(method: string, route: string, status: number, ms: number): void {
      if (!enabled) return;
      const key = `${method} ${status} ${route}`;
      let cell = httpCells.get(key);
      if (cell === undefined) {
        cell = httpDuration.cell(method, route, String(status));
        httpCells.set(key, cell);
      }
      cell.observe(ms / 1000);
    },
    /** A chat socket came (+1) or went (-1). */
    socketsChanged(by: 1 | -1): void {
      sockets += by;
    },
    socketEvent(direction: 'received' | 'sent', event: string): void {
      if (enabled) socketEvents.inc({ direction, event });
    },
    /** Told every statement's wait and time by the database (DatabaseHandle.observe). */
    statements: {
      waited(ms: number): void {
        waits.observe(ms / 1000);
      },
      answered(ms: number): void {
        queries.observe(ms / 1000);
      },
    },
    smsSent(kind: string, outcome: SendOutcome): void {
      smsSends.inc({ kind, outcome });
    },
    whatsappSent(kind: string, outcome: SendOutcome): void {
      whatsappSends.inc({ kind, outcome });
    },
    refused(limit: string): void {
      refusals.inc({ limit });
    },
    searched(kind: string, ms: number): void {
      if (enabled) searchDuration.observe({ kind }, ms / 1000);
    },
    imageProcessed(kind: string, ms: number): void {
      if (enabled) imageDuration.observe({ kind }, ms / 1000);
    },
    /** Where a list, search or listing-page answer came from. */
    answeredFrom(
      cache: 'search' | 'newest' | 'listing',
      outcome: 'hit' | 'shared' | 'miss' | 'bypass',
    ): void {
      if (!enabled) return;
      const key = `${cache} ${outcome}`;
      let count = answerCells.get(key);
      if (count === undefined) {
        count = cachedAnswers.cell(cache, outcome);
        answerCells.set(key, count);
      }
      count();
    },
    /** Reports a queue's state at each scrape. */
    watchQueue(name: QueueName, state: () => QueueState | Promise<QueueState>): void {
      queues.set(name, state);
    },
    /** How a scrape learns whether the database answers. */
    watchDatabase(check: () => Promise<void>): void {
      databaseCheck = check;
    },
    /** The folder whose file system's free space is reported. */
    watchDataDir(dir: string): void {
      dataDir = dir;
    },
  };
}

/** The metrics of one app (see {@link createAppMetrics}). */
export type AppMetrics = ReturnType<typeof createAppMetrics>;
