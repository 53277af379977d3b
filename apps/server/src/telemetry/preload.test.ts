import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { withoutQueries } from './start-tracing';
import { tracingEnabled } from './tracing-enabled';

const SERVER_DIR = path.resolve(import.meta.dirname, '../..');

/** What a process has after the preload: any OpenTelemetry module loaded, and whether a tracer provider is set. */
const REPORT = `
  const loaded = Object.keys(require('node:module')._cache).filter((file) => file.includes('@opentelemetry'));
  const registered = globalThis[Symbol.for('opentelemetry.js.api.1')];
  console.log(JSON.stringify({ loaded: loaded.length, tracerProvider: Boolean(registered && registered.trace) }));
`;

async function afterPreload(
  env: Record<string, string>,
): Promise<{ loaded: number; tracerProvider: boolean }> {
  const { stdout } = await promisify(execFile)(
    process.execPath,
    ['--import', 'tsx', '--import', './src/telemetry/preload.ts', '--eval', REPORT],
    // The receiver named is never reached: nothing is traced in this process.
    { cwd: SERVER_DIR, env: { PATH: process.env.PATH, ...env } },
  );
  return JSON.parse(stdout) as { loaded: number; tracerProvider: boolean };
}

describe('the telemetry preload', () => {
  it('loads nothing and starts nothing without OTEL_EXPORTER_OTLP_ENDPOINT; with it, the SDK is started', async () => {
    const [off, on] = await Promise.all([
      afterPreload({}),
      afterPreload({ OTEL_EXPORTER_OTLP_ENDPOINT: 'http://127.0.0.1:9' }),
    ]);
    expect(off).toEqual({ loaded: 0, tracerProvider: false });
    expect(on.loaded).toBeGreaterThan(0);
    expect(on.tracerProvider).toBe(true);
  });

  it('traces only when an endpoint is named and the SDK is not disabled', () => {
    expect(tracingEnabled({})).toBe(false);
    expect(tracingEnabled({ OTEL_EXPORTER_OTLP_ENDPOINT: ' ' })).toBe(false);
    expect(tracingEnabled({ OTEL_EXPORTER_OTLP_ENDPOINT: 'http://collector:4318' })).toBe(true);
    expect(
      tracingEnabled({ OTEL_EXPORTER_OTLP_ENDPOINT: 'http://collector:4318', OTEL_SDK_DISABLED: 'true' }),
    ).toBe(false);
  });

  it('keeps query strings out of the spans it exports', () => {
    const span = {
      attributes: {
        'url.full': 'https://api.data.gov.in/resource/x?api-key=secret&format=json',
        'url.path': '/api/v1/product/search?lat=12.97&lon=77.59',
        'url.query': 'lat=12.97&lon=77.59',
        'http.route': '/api/v1/product/search',
      },
    } as unknown as Parameters<typeof withoutQueries>[0];
    withoutQueries(span);
    expect(span.attributes).toEqual({
      'url.full': 'https://api.data.gov.in/resource/x',
      'url.path': '/api/v1/product/search',
      'http.route': '/api/v1/product/search',
    });
  });
});
