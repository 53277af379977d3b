import { clockOptions, intlLocale } from '@/lib/format';

/*
 * The "open for offers until" field's day and hour, typed in India's time whatever the phone's clock zone. Only the
 * listing form uses them: apart from lib/, so no other page shares this small module (the build would fold a shared
 * piece this small into the first route).
 */

const INDIA_OFFSET_MS = 330 * 60_000;
const INDIA_OFFSET = '+05:30';

/** The day (YYYY-MM-DD) and hour ('00'–'23') an ISO time is in India; null for an unreadable time. */
export function indiaDayHour(iso: string): { day: string; hour: string } | null {
  const at = Date.parse(iso);
  if (Number.isNaN(at)) return null;
  const local = new Date(at + INDIA_OFFSET_MS).toISOString();
  return { day: local.slice(0, 10), hour: local.slice(11, 13) };
}

/**
 * A day and hour typed in India's time as ISO 8601 with India's offset ('2026-12-06T18:00:00+05:30'), blank when
 * neither is typed; half of it gives a text the contract refuses as "Enter a date and hour".
 */
export function indiaTime(day: string, hour: string): string {
  if (day === '' && hour === '') return '';
  return `${day}T${hour}:00:00${INDIA_OFFSET}`;
}

/** India's day `days` after now (YYYY-MM-DD). */
export function indiaDayAfter(days: number, now: number = Date.now()): string {
  return new Date(now + INDIA_OFFSET_MS + days * 86_400_000).toISOString().slice(0, 10);
}

/** '6 pm' / 'शाम 6': an hour of the day (0–23) as the reader's language says it, with the chat's words for its part. */
export function hourText(hour: number, language: string): string {
  return new Intl.DateTimeFormat(intlLocale(language), {
    ...clockOptions(language),
    minute: undefined,
    timeZone: 'UTC',
  }).format(Date.UTC(2026, 0, 1, hour));
}
