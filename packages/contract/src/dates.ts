/** Calendar days as the product means them: India's date, whatever the client's or server's clock zone. */

/** Today's date in India (YYYY-MM-DD): "needed by" is a calendar day there, whatever the client's clock zone. */
export function todayInIndia(now = new Date()): string {
  return new Date(now.getTime() + 330 * 60_000).toISOString().slice(0, 10);
}

/** A calendar date `YYYY-MM-DD` that exists (no 31 February). */
export function isCalendarDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const parsed = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString().slice(0, 10) === value;
}
