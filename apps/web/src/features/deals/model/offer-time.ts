import { intlLocale } from '@/lib/format';

/*
 * The offers page's times. The listing page writes its deadline with its own few lines: shared, so small a module
 * would be folded by the build into the first route every visitor loads.
 */

/** 'Sun, 6 Dec, 6:00 pm': a deadline in India's time and the reader's language; an unreadable time is shown as given. */
export function deadlineText(iso: string, language: string): string {
  const at = Date.parse(iso);
  if (Number.isNaN(at)) return iso;
  return new Intl.DateTimeFormat(intlLocale(language), {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    hour: 'numeric',
    minute: '2-digit',
    timeZone: 'Asia/Kolkata',
  }).format(at);
}

/** '20 Nov': a calendar day (YYYY-MM-DD) without its year; an unreadable day is shown as given. */
export function dayMonthText(day: string, language: string): string {
  const at = Date.parse(`${day}T12:00:00Z`);
  if (Number.isNaN(at)) return day;
  return new Intl.DateTimeFormat(intlLocale(language), {
    day: 'numeric',
    month: 'short',
    timeZone: 'UTC',
  }).format(at);
}
