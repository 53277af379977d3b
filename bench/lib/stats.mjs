// Small statistics helpers: percentiles by nearest rank on sorted copies, rounding for reports.

/** The p-th percentile (0–100) of `values` by nearest rank; NaN for no values. */
export function percentile(values, p) {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const rank = Math.ceil((p / 100) * sorted.length);
  return sorted[Math.min(sorted.length - 1, Math.max(0, rank - 1))];
}

export const median = (values) => percentile(values, 50);

/** count, p50, p95, p99, max, mean (ms values rounded to 0.01). */
export function summarize(values) {
  const mean = values.reduce((sum, v) => sum + v, 0) / (values.length || 1);
  return {
    count: values.length,
    p50: round(percentile(values, 50)),
    p95: round(percentile(values, 95)),
    p99: round(percentile(values, 99)),
    max: round(Math.max(...values)),
    mean: round(mean),
  };
}

export function round(value, digits = 2) {
  if (!Number.isFinite(value)) return value;
  const f = 10 ** digits;
  return Math.round(value * f) / f;
}

export const geomean = (values) => Math.exp(values.reduce((sum, v) => sum + Math.log(v), 0) / values.length);
