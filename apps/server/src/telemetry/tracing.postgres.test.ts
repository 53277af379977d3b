import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { startOtlpReceiver, type OtlpReceiver, type ReceivedSpan } from '../../test/otlp-receiver';
import { createPostgresDatabase } from '../../test/postgres-database';

const SERVER_DIR = path.resolve(import.meta.dirname, '../..');
const START_TIMEOUT_MS = 45_000;
/** OTLP's span kinds. */
const SERVER = 2;
const CLIENT = 3;

/**
 * The real entry point (src/server.ts) started with the preload and OTEL_EXPORTER_OTLP_ENDPOINT, on a copy of the
 * prepared PostgreSQL database: one request's trace reaches a receiver this test starts, and the request's log line
 * names that trace.
 */
describe('traces, exported by OTLP/HTTP', () => {
  let receiver: OtlpReceiver;
  let dropDatabase: (() => Promise<void>) | undefined;
  let dataDir: string;
  let server: ChildProcess | undefined;
  let baseUrl: string;
  const logLines: Record<string, unknown>[] = [];

  beforeAll(async () => {
    receiver = await startOtlpReceiver();
    const database = await createPostgresDatabase(
      process.env.DATABASE_URL!,
      'ks_trace',
      inject('postgresTemplate'),
    );
    dropDatabase = database.drop;
    dataDir = await mkdtemp(path.join(tmpdir(), 'ks-trace-'));
    server = spawn(
      process.execPath,
      ['--import', 'tsx', '--import', './src/telemetry/preload.ts', 'src/server.ts'],
      {
        cwd: SERVER_DIR,
        env: {
          PATH: process.env.PATH,
          HOST: '127.0.0.1',
          PORT: '0',
          DATA_DIR: dataDir,
          WEB_DIST: path.join(dataDir, 'no-web-build'),
          DATABASE_URL: database.url,
          LOG_LEVEL: 'info',
          OTEL_EXPORTER_OTLP_ENDPOINT: receiver.url,
          // Spans leave in batches every 5 s by default.
          OTEL_BSP_SCHEDULE_DELAY: '50',
        },
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    baseUrl = await new Promise<string>((resolve, reject) => {
      let stdout = '';
      let stderr = '';
      const timer = setTimeout(
        () => reject(new Error(`the server did not start in ${START_TIMEOUT_MS} ms\n${stderr}`)),
        START_TIMEOUT_MS,
      );
      server!.stderr!.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
      server!.stdout!.on('data', (chunk: Buffer) => {
        stdout += chunk.toString();
        const lines = stdout.split('\n');
        stdout = lines.pop()!;
        for (const line of lines) {
          const entry = JSON.parse(line) as Record<string, unknown>;
          logLines.push(entry);
          const listening = /Server listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(String(entry.msg));
          if (listening) {
            clearTimeout(timer);
            resolve(listening[1]!);
          }
        }
      });
      server!.once('exit', (code) => reject(new Error(`the server exited with ${code}\n${stderr}`)));
    });
  });

  afterAll(async () => {
    if (server && server.exitCode === null) {
      const exited = new Promise((resolve) => server!.once('exit', resolve));
      server.kill('SIGTERM');
      await exited;
    }
    await receiver?.close();
    await dropDatabase?.();
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });

  it("exports a request's spans (HTTP, Fastify's route, its PostgreSQL statements) as one trace, named in its log line", async () => {
    const missing = randomUUID();
    const response = await fetch(`${baseUrl}/api/v1/product/${missing}?lat=12.97&lon=77.59`);
    expect(response.status).toBe(404);

    const isRequest = (span: ReceivedSpan) =>
      span.kind === SERVER && span.scope === '@opentelemetry/instrumentation-http';
    const spans = await receiver.until((all) => {
      const request = all.find(isRequest);
      return (
        request !== undefined &&
        all.some(
          (span) => span.traceId === request.traceId && span.scope === '@opentelemetry/instrumentation-pg',
        )
      );
    });
    const request = spans.find(isRequest)!;
    expect(request.name).toBe('GET /api/v1/product/:id');
    expect(request.resource['service.name']).toBe('kisansetu');
    expect(request.resource['service.instance.id']).toMatch(/\S/);
    const trace = spans.filter((span) => span.traceId === request.traceId);
    const route = trace.find((span) => span.scope === '@fastify/otel' && span.name === 'request');
    expect(route?.attributes['http.route']).toBe('/api/v1/product/:id');
    expect(route?.parentSpanId).toBe(request.spanId);
    const statement = trace.find((span) => span.name.startsWith('pg.query'));
    expect(statement?.kind).toBe(CLIENT);
    expect(statement?.attributes['db.query.text']).toEqual(expect.stringContaining('select'));
    // The browser's position in a near-me query is kept nowhere, traces included.
    expect(JSON.stringify(trace)).not.toMatch(/12\.97|lat=/);

    // pino writes its lines in batches, flushed each second.
    await expect
      .poll(
        () => logLines.find((line) => line.msg === 'request' && line.path === `/api/v1/product/${missing}`),
        {
          timeout: 5_000,
        },
      )
      .toMatchObject({ trace_id: request.traceId, status: 404 });
  });
});
