import { clockOptions, intlLocale } from '@/lib/format';

const formats = new Map<string, Intl.DateTimeFormat>();

function format(language: string, kind: 'time' | 'day' | 'full'): Intl.DateTimeFormat {
  const locale = intlLocale(language);
  const key = `${locale}:${kind}`;
  let value = formats.get(key);
  if (!value) {
    const options: Intl.DateTimeFormatOptions =
      kind === 'time'
        ? clockOptions(language)
        : kind === 'day'
          ? { day: 'numeric', month: 'short' }
          : { day: 'numeric', month: 'short', ...clockOptions(language) };
    value = new Intl.DateTimeFormat(locale, options);
    formats.set(key, value);
  }
  return value;
}

function sameDay(a: Date, b: Date): boolean {
  return a.getFullYear() === b.getFullYear() && a.getMonth() === b.getMonth() && a.getDate() === b.getDate();
}

/** A message's time: "4:05 pm" today, "12 Mar, 4:05 pm" before; "शाम 4:05" in Hindi. */
export function messageTime(iso: string, language: string, now: Date = new Date()): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return format(language, sameDay(date, now) ? 'time' : 'full').format(date);
}

/** A contact's last activity: the time today, else the day. */
export function contactTime(iso: string, language: string, now: Date = new Date()): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return format(language, sameDay(date, now) ? 'time' : 'day').format(date);
}
