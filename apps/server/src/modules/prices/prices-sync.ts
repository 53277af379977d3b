import { randomUUID } from 'node:crypto';
import type { Database } from '../../db';
import { recordsFromApi, type MandiRecord } from './mandi-records';
import { importMandiRecords, type ImportSummary } from './prices-import';
import { startPeriodic } from '../../lib/periodic';
import { claimSyncDay, finishSyncDay } from './prices.repository';

/** data.gov.in's "Current daily price of various commodities from various markets (Mandi)" resource. */
export const DEFAULT_MANDI_API_URL = 'https://api.data.gov.in/resource/9ef84268-d588-465a-a308-a864a43d0070';

/** India's date (UTC+5:30, no daylight saving): the day a sync is for. */
export function indianDay(now: number): string {
  return new Date(now + 330 * 60_000).toISOString().slice(0, 10);
}

export interface PriceSyncOptions {
  db: Database;
  apiKey: string;
  /** The resource's address (MANDI_API_URL); data.gov.in's by default. */
  apiUrl?: string;
  /** Records a page (the API's `limit`). */
  pageSize?: number;
  /** Tries a page gets before the sync gives up (network errors, 429 and 5xx answers). */
  attempts?: number;
  /** The first retry's wait; each next one waits twice as long. */
  backoffMs?: number;
  /**
   * India's hour (0–23) from which the day's prices are fetched: markets report through the day, so a check before it
   * does nothing, and the day is not claimed with half its prices.
   */
  syncHour?: number;
  /** A failed day's claim is taken again after this long. */
  retryAfterMs?: number;
  /** Who claims (for the claim row; a process's own id by default). */
  instanceId?: string;
  now?: () => number;
}

export type SyncOutcome =
  | { status: 'not-yet'; day: string }
  | { status: 'claimed-elsewhere'; day: string }
  | { status: 'done'; day: string; pages: number; summary: ImportSummary };

class RetryableError extends Error {}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** One page of the API, retried with exponential back-off on network errors, 429 and 5xx; other answers fail now. */
async function fetchPage(
  url: URL,
  attempts: number,
  backoffMs: number,
): Promise<{ records: MandiRecord[]; total: number; count: number }> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      const response = await fetch(url, { headers: { accept: 'application/json' } }).catch(
        (error: unknown) => {
          throw new RetryableError(
            `network error: ${error instanceof Error ? error.message : String(error)}`,
          );
        },
      );
      if (response.status === 429 || response.status >= 500) {
        throw new RetryableError(`HTTP ${response.status}`);
      }
      if (!response.ok) throw new Error(`data.gov.in answered HTTP ${response.status}`);
      const body = (await response.json()) as { total?: unknown; count?: unknown };
      const records = recordsFromApi(body, `offset ${url.searchParams.get('offset')}, record`);
      return { records, total: Number(body.total ?? 0), count: Number(body.count ?? records.length) };
    } catch (error) {
      if (!(error instanceof RetryableError) || attempt >= attempts) throw error;
      await wait(backoffMs * 2 ** (attempt - 1));
    }
  }
}

/**
 * Fetches the current daily prices from data.gov.in, page by page (`offset`/`limit`), and imports them (idempotent),
 * once a day across all processes: only the process that claims the day fetches. A failure leaves the day's claim
 * unfinished, to be taken again after `retryAfterMs`.
 */
export async function syncMandiPrices(options: PriceSyncOptions): Promise<SyncOutcome> {
  const {
    db,
    apiKey,
    apiUrl = DEFAULT_MANDI_API_URL,
    pageSize = 1000,
    attempts = 5,
    backoffMs = 2000,
    syncHour = 0,
    retryAfterMs = 60 * 60 * 1000,
    instanceId = randomUUID(),
    now = Date.now,
  } = options;
  const day = indianDay(now());
  if (new Date(now() + 330 * 60_000).getUTCHours() < syncHour) return { status: 'not-yet', day };
  if (!(await claimSyncDay(db, day, instanceId, retryAfterMs))) return { status: 'claimed-elsewhere', day };
  const records: MandiRecord[] = [];
  let pages = 0;
  for (let offset = 0; ; offset += pageSize) {
    const url = new URL(apiUrl);
    url.searchParams.set('api-key', apiKey);
    url.searchParams.set('format', 'json');
    url.searchParams.set('offset', String(offset));
    url.searchParams.set('limit', String(pageSize));
    const page = await fetchPage(url, attempts, backoffMs);
    pages += 1;
    records.push(...page.records);
    if (page.records.length === 0 || offset + page.records.length >= page.total) break;
  }
  const summary = await importMandiRecords(db, records);
  await finishSyncDay(db, day, records.length);
  return { status: 'done', day, pages, summary };
}

export interface PriceSyncSchedule extends PriceSyncOptions {
  /** How often each process checks whether today's sync is still to do (MANDI_SYNC_CHECK_MS). */
  checkEveryMs: number;
  onDone(outcome: SyncOutcome & { status: 'done' }): void;
  onError(error: unknown): void;
}

/**
 * Runs {@link syncMandiPrices} now and then every `checkEveryMs` in this process; the claim makes the day's fetch
 * happen once across processes. `stop` waits for a sync under way.
 */
export function startPriceSync(schedule: PriceSyncSchedule) {
  const instanceId = schedule.instanceId ?? randomUUID();
  const periodic = startPeriodic({
    everyMs: schedule.checkEveryMs,
    runAtStart: true,
    // A failed day is reported here and taken again at a later check, so a run never rejects.
    run: () =>
      syncMandiPrices({ ...schedule, instanceId })
        .then((outcome) => {
          if (outcome.status === 'done') schedule.onDone(outcome);
        })
        .catch(schedule.onError),
    onError: schedule.onError,
  });
  return { run: periodic.runNow, stop: periodic.stop };
}
