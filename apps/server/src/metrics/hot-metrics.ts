import type { Registry } from 'prom-client';

/** One label set's counts: what a hot path keeps a reference to and updates without any lookup. */
export interface HistogramCell {
  observe(value: number): void;
}

/** The shape prom-client's registry reads from any metric it holds (`get` of its own metric types). */
interface ExportedMetric {
  name: string;
  help: string;
  type: 'histogram' | 'counter';
  aggregator: 'sum';
  values: { labels: Record<string, string | number>; value: number; metricName?: string }[];
}

/**
 * A histogram for the hottest paths (every HTTP answer, the cached list pages included), exported through
 * prom-client's registry in its usual text. prom-client's own `observe` checks and hashes the labels on every call,
 * which on a cached page cost about a quarter of the request; here a label set is looked up once and its cell is
 * then a few additions.
 */
export class HotHistogram {
  readonly #cells = new Map<string, { labels: Record<string, string>; counts: Float64Array; sum: number }>();

  constructor(
    readonly name: string,
    readonly help: string,
    readonly labelNames: readonly string[],
    readonly buckets: readonly number[],
    registry: Registry,
  ) {
    registry.registerMetric(this as never);
  }

  /** The cell of one label set (in `labelNames` order), made on first use. */
  cell(...values: string[]): HistogramCell {
    const key = values.join('\u0000');
    let cell = this.#cells.get(key);
    if (!cell) {
      cell = {
        labels: Object.fromEntries(this.labelNames.map((label, i) => [label, values[i] ?? ''])),
        // One count per bucket and a last one for values above every bucket.
        counts: new Float64Array(this.buckets.length + 1),
        sum: 0,
      };
      this.#cells.set(key, cell);
    }
    const { buckets } = this;
    const kept = cell;
    return {
      observe(value: number) {
        let i = 0;
        while (i < buckets.length && value > buckets[i]!) i += 1;
        kept.counts[i]! += 1;
        kept.sum += value;
      },
    };
  }

  /** What prom-client's registry writes out: cumulative buckets, `+Inf`, sum and count per label set. */
  get(): Promise<ExportedMetric> {
    const values: ExportedMetric['values'] = [];
    for (const { labels, counts, sum } of this.#cells.values()) {
      let cumulative = 0;
      this.buckets.forEach((bound, i) => {
        cumulative += counts[i]!;
        values.push({
          labels: { ...labels, le: bound },
          value: cumulative,
          metricName: `${this.name}_bucket`,
        });
      });
      cumulative += counts[this.buckets.length]!;
      values.push({
        labels: { ...labels, le: '+Inf' },
        value: cumulative,
        metricName: `${this.name}_bucket`,
      });
      values.push({ labels, value: sum, metricName: `${this.name}_sum` });
      values.push({ labels, value: cumulative, metricName: `${this.name}_count` });
    }
    return Promise.resolve({
      name: this.name,
      help: this.help,
      type: 'histogram',
      aggregator: 'sum',
      values,
    });
  }
}

/** A counter for hot paths, exported through prom-client's registry like {@link HotHistogram}. */
export class HotCounter {
  readonly #cells = new Map<string, { labels: Record<string, string>; value: number }>();

  constructor(
    readonly name: string,
    readonly help: string,
    readonly labelNames: readonly string[],
    registry: Registry,
  ) {
    registry.registerMetric(this as never);
  }

  /** The increment of one label set (in `labelNames` order), made on first use. */
  cell(...values: string[]): () => void {
    const key = values.join('\u0000');
    let cell = this.#cells.get(key);
    if (!cell) {
      cell = {
        labels: Object.fromEntries(this.labelNames.map((label, i) => [label, values[i] ?? ''])),
        value: 0,
      };
      this.#cells.set(key, cell);
    }
    const kept = cell;
    return () => {
      kept.value += 1;
    };
  }

  get(): Promise<ExportedMetric> {
    const values = [...this.#cells.values()].map(({ labels, value }) => ({ labels, value }));
    return Promise.resolve({ name: this.name, help: this.help, type: 'counter', aggregator: 'sum', values });
  }
}
