/**
 * Whether this process traces: only when an OTLP endpoint is named (and the SDK is not switched off by its own
 * standard variable). Read by the preload before anything else and by the parts that carry a trace further, so that
 * both follow one rule.
 */
export function tracingEnabled(env: Record<string, string | undefined> = process.env): boolean {
  return Boolean(env.OTEL_EXPORTER_OTLP_ENDPOINT?.trim()) && env.OTEL_SDK_DISABLED?.trim() !== 'true';
}
