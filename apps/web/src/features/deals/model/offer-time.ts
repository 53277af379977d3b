import { intlLocale } from '@/lib/format';

/* The offers page's days; its deadline is written by lib/format.ts' formatDeadline, as the listing page's is. */

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
