import { randomUUID } from 'node:crypto';
import { createRequire, register } from 'node:module';
import { pathToFileURL } from 'node:url';
import type { NodeSDK } from '@opentelemetry/sdk-node';
import type * as ImportInTheMiddle from 'import-in-the-middle';

/** The name traces carry unless OTEL_SERVICE_NAME (or OTEL_RESOURCE_ATTRIBUTES) says another. */
const SERVICE_NAME = 'kisansetu';
/** The longest a stopping process waits for its last spans to leave. */
const FLUSH_LIMIT_MS = 3_000;

type SdkOptions = NonNullable<ConstructorParameters<typeof NodeSDK>[0]>;
type SpanExporter = NonNullable<SdkOptions['traceExporter']>;
type ExportedSpan = Parameters<SpanExporter['export']>[0][number];

/** A span's URL attributes whose query string is cut off. */
const URL_ATTRIBUTES = ['url.full', 'url.path'];

/**
 * Drops every query string from the spans before they leave the process: near-me requests carry the browser's
 * position (kept nowhere, as in the log) and calls to outside services may carry a key (the price API's `api-key`).
 */
export function withoutQueries(span: ExportedSpan): void {
  const attributes = span.attributes as Record<string, unknown>;
  for (const key of URL_ATTRIBUTES) {
    const value = attributes[key];
    if (typeof value === 'string' && value.includes('?'))
      attributes[key] = value.slice(0, value.indexOf('?'));
  }
  delete attributes['url.query'];
}

/** The exporter, with each batch's spans stripped of queries first. */
function queryFreeExporter(exporter: SpanExporter): SpanExporter {
  return {
    export(spans, done) {
      for (const span of spans) withoutQueries(span);
      exporter.export(spans, done);
    },
    shutdown: () => exporter.shutdown(),
    ...(exporter.forceFlush ? { forceFlush: () => exporter.forceFlush!() } : {}),
  };
}

/**
 * Registers import-in-the-middle's loader, so that ESM imports of node:http, pg and ioredis reach their
 * instrumentations, and returns once the loader knows which modules to wrap. Each instrumentation sees only the modules
 * wrapped by its own copy of import-in-the-middle, and npm may install several: the copy registered is the one the
 * http, pg and ioredis instrumentations load.
 */
function registerImportHook(): { ready(): Promise<void> } {
  const here = createRequire(import.meta.url);
  const instrumentationBase = createRequire(here.resolve('@opentelemetry/instrumentation-pg')).resolve(
    '@opentelemetry/instrumentation',
  );
  const fromBase = createRequire(instrumentationBase);
  const iitm = fromBase('import-in-the-middle') as typeof ImportInTheMiddle;
  // Only the modules an instrumentation asks for are wrapped; every other import loads untouched.
  const { registerOptions, waitForAllMessagesAcknowledged } = iitm.createAddHookMessageChannel();
  register(pathToFileURL(fromBase.resolve('import-in-the-middle/hook.mjs')), registerOptions);
  return { ready: waitForAllMessagesAcknowledged };
}

/**
 * Starts OpenTelemetry tracing for this process: spans of incoming and outgoing HTTP, of Fastify's routes (through
 * @fastify/otel, attached to the app's Fastify instance as it is created), of PostgreSQL statements and Redis commands
 * within a trace, exported by OTLP/HTTP (JSON) to OTEL_EXPORTER_OTLP_ENDPOINT; and the trace and span ids in every
 * pino line written inside a span. The standard OTEL_* variables (sampler, batch delays, headers) apply.
 */
export async function startTracing(): Promise<void> {
  const imports = registerImportHook();
  const [
    { NodeSDK, resources },
    { OTLPTraceExporter },
    { HttpInstrumentation },
    { PgInstrumentation },
    { IORedisInstrumentation },
    { PinoInstrumentation },
    { FastifyOtelInstrumentation },
  ] = await Promise.all([
    import('@opentelemetry/sdk-node'),
    import('@opentelemetry/exporter-trace-otlp-http'),
    import('@opentelemetry/instrumentation-http'),
    import('@opentelemetry/instrumentation-pg'),
    import('@opentelemetry/instrumentation-ioredis'),
    import('@opentelemetry/instrumentation-pino'),
    import('@fastify/otel'),
  ]);

  const sdk = new NodeSDK({
    // Detected attributes (OTEL_SERVICE_NAME, OTEL_RESOURCE_ATTRIBUTES, host, process) take precedence over these.
    resource: resources.defaultResource().merge(
      resources.resourceFromAttributes({
        'service.name': SERVICE_NAME,
        'service.instance.id': randomUUID(),
      }),
    ),
    traceExporter: queryFreeExporter(new OTLPTraceExporter()),
    // Traces only: metrics are Prometheus's (the metrics endpoint) and logs stay on stdout.
    metricReaders: [],
    logRecordProcessors: [],
    instrumentations: [
      new HttpInstrumentation(),
      // A statement or command outside any trace (presence heartbeats, background sweeps) would be a trace of its own.
      new PgInstrumentation({ requireParentSpan: true }),
      new IORedisInstrumentation({
        requireParentSpan: true,
        // Keys and values may name a person (a phone number's count of codes, a chat message being published).
        dbStatementSerializer: (command) => command,
      }),
      // Reached through Fastify's own require of pino, which its CommonJS hook sees.
      new PinoInstrumentation({ disableLogSending: true }),
      // Lifecycle hooks would add a span for each of the many every request passes through; the handler's is kept.
      new FastifyOtelInstrumentation({ registerOnInitialization: true, instrumentHooks: false }),
    ],
  });
  sdk.start();
  await imports.ready();
  shutDownOnStop(sdk);
}

/**
 * Flushes the spans still waiting when the process is asked to stop or runs out of work. On a signal the flush starts
 * at once, beside the server's own graceful stop, and the exit that ends that stop waits for it (never longer than
 * FLUSH_LIMIT_MS): the server exits the moment its stop is done, often before a first export could have left.
 */
function shutDownOnStop(sdk: NodeSDK): void {
  let shutdown: Promise<unknown> | undefined;
  const shutDown = () =>
    (shutdown ??= Promise.race([
      sdk.shutdown().catch(() => undefined),
      new Promise((resolve) => setTimeout(resolve, FLUSH_LIMIT_MS).unref()),
    ]));
  for (const signal of ['SIGTERM', 'SIGINT'] as const) {
    process.once(signal, () => {
      const flushed = shutDown();
      // Nothing else listens (the server has not set its handler yet): the signal keeps its usual effect, once flushed.
      if (process.listenerCount(signal) === 0) void flushed.then(() => process.kill(process.pid, signal));
    });
  }
  const exit = process.exit.bind(process);
  process.exit = ((code) => {
    // An exit outside a stop (a start that failed) is not held back.
    if (!shutdown) return exit(code);
    void shutdown.then(() => exit(code));
  }) as typeof process.exit;
  process.once('beforeExit', () => void shutDown());
}
