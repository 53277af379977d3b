/**
 * Loaded before the server with `node --import` (dist/telemetry.js once built): with OTEL_EXPORTER_OTLP_ENDPOINT set,
 * it starts tracing before any module it instruments is imported; without, it reads the environment and nothing more,
 * so that a server that does not trace never loads the SDK.
 */
import { tracingEnabled } from './tracing-enabled';

if (tracingEnabled()) {
  const { startTracing } = await import('./start-tracing');
  await startTracing();
}
