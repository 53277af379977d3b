/* India's clock (UTC+5:30, no daylight saving) for quiet hours, the daily cap and the month's count. */

const OFFSET_MS = 330 * 60 * 1000;
const HOUR_MS = 3600 * 1000;
const DAY_MS = 24 * HOUR_MS;

/** The hour (0–23) it is in India at `at`. */
export function indiaHour(at: Date): number {
  return new Date(at.getTime() + OFFSET_MS).getUTCHours();
}

/** Midnight in India that began the day of `at`. */
export function startOfIndiaDay(at: Date): Date {
  const local = at.getTime() + OFFSET_MS;
  return new Date(local - (local % DAY_MS) - OFFSET_MS);
}

/** Midnight in India that began the month of `at`. */
export function startOfIndiaMonth(at: Date): Date {
  const local = new Date(at.getTime() + OFFSET_MS);
  return new Date(Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), 1) - OFFSET_MS);
}

/** Whether `at` falls in India's hours from `from` to `to` (which may run over midnight, like 21 to 7). */
export function inIndiaHours(at: Date, { from, to }: { from: number; to: number }): boolean {
  const hour = indiaHour(at);
  return from < to ? hour >= from && hour < to : hour >= from || hour < to;
}

/** The next time after `at` that India's clock shows `hour`:00. */
export function nextIndiaHour(at: Date, hour: number): Date {
  const candidate = new Date(startOfIndiaDay(at).getTime() + hour * HOUR_MS);
  return candidate > at ? candidate : new Date(candidate.getTime() + DAY_MS);
}
