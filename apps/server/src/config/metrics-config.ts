import { isIP } from 'node:net';
import { z } from 'zod';

/** One METRICS_ALLOW entry: an address or a CIDR. */
const ALLOW_ENTRY = /^[0-9a-f.:]+(\/\d{1,3})?$/i;

/** The environment variables of the metrics endpoint (docs/configuration.md). */
export const metricsEnvShape = {
  METRICS_HOST: z
    .string()
    .trim()
    .refine((v) => isIP(v) !== 0 || v === 'localhost', { error: 'must be an IP address like 127.0.0.1' })
    .default('127.0.0.1'),
  // 0 turns the endpoint and the per-request measurements off.
  METRICS_PORT: z.coerce.number({ error: 'must be a port number' }).int().min(0).max(65535).default(9464),
  METRICS_ALLOW: z
    .string()
    .transform((v) =>
      v
        .split(',')
        .map((part) => part.trim())
        .filter(Boolean),
    )
    .refine((list) => list.every((part) => ALLOW_ENTRY.test(part) && isIP(part.split('/')[0]!) !== 0), {
      error: 'must be a comma-separated list of addresses or CIDRs like 10.0.0.5 or 10.0.0.0/24',
    })
    .optional(),
};

/** Where Prometheus reads this process's metrics, and who may. */
export interface MetricsConfig {
  /** Off: nothing listens and requests are not measured. */
  enabled: boolean;
  host: string;
  port: number;
  /** Callers besides the loopback that may read (addresses or CIDRs). */
  allow: string[];
}

/** The metrics part of the configuration, from the parsed environment. */
export function metricsConfigOf(e: {
  METRICS_HOST: string;
  METRICS_PORT: number;
  METRICS_ALLOW?: string[] | undefined;
}): MetricsConfig {
  return {
    enabled: e.METRICS_PORT !== 0,
    host: e.METRICS_HOST,
    port: e.METRICS_PORT,
    allow: e.METRICS_ALLOW ?? [],
  };
}
