import { LIMITS, pricePerKgOf } from '@kisansetu/contract';
import type { Unit } from '@kisansetu/contract';

import { intlLocale } from './languages';

export type { AppLanguage } from './languages';
export { intlLocale };

const priceFormats = new Map<string, Intl.NumberFormat>();
const numberFormats = new Map<string, Intl.NumberFormat>();
const dateFormats = new Map<string, Intl.DateTimeFormat>();
const ageFormats = new Map<string, Intl.RelativeTimeFormat>();

/** ₹1,20,000 (or ₹1,20,000.50): rupees with lakh grouping. */
export function formatPrice(amount: number, language: string): string {
  const locale = intlLocale(language);
  let format = priceFormats.get(locale);
  if (!format) {
    format = new Intl.NumberFormat(locale, {
      style: 'currency',
      currency: 'INR',
      minimumFractionDigits: 0,
      maximumFractionDigits: 2,
    });
    priceFormats.set(locale, format);
  }
  return format.format(amount);
}

/** 1,20,000 */
export function formatNumber(value: number, language: string): string {
  const locale = intlLocale(language);
  let format = numberFormats.get(locale);
  if (!format) {
    format = new Intl.NumberFormat(locale, { maximumFractionDigits: 2 });
    numberFormats.set(locale, format);
  }
  return format.format(value);
}

/** 12 Mar 2026 / 12 मार्च 2026; an unreadable date is shown as given. */
export function formatDate(iso: string, language: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  const locale = intlLocale(language);
  let format = dateFormats.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'short', year: 'numeric' });
    dateFormats.set(locale, format);
  }
  return format.format(date);
}

/**
 * The hour and minute as the reader's language says them: English with 'am'/'pm', an Indian language with its own
 * word for the part of the day ('रात 1:18', where CLDR alone writes a Latin 'am'). Tamil takes the narrow words: its
 * short ones run to two words ('அந்தி மாலை') that break a chat bubble's time line on a 320 px phone.
 */
export function clockOptions(language: string): Intl.DateTimeFormatOptions {
  const primary = language.split(/[-_]/)[0];
  if (primary === 'en') return { hour: 'numeric', minute: '2-digit' };
  return { hour: 'numeric', minute: '2-digit', dayPeriod: primary === 'ta' ? 'narrow' : 'short' };
}

/** `iso` with its clock as the reader's language says it (see clockOptions); an unreadable time is shown as given. */
function withClock(iso: string, language: string, options: Intl.DateTimeFormatOptions): string {
  const at = Date.parse(iso);
  if (Number.isNaN(at)) return iso;
  return new Intl.DateTimeFormat(intlLocale(language), { ...options, ...clockOptions(language) }).format(at);
}

/** '1 Jan 2026, 6:00 pm' / '1 जन॰ 2026, शाम 6:00': a moment with its date, for reports and the audit log. */
export function formatDateTime(iso: string, language: string): string {
  return withClock(iso, language, { day: 'numeric', month: 'short', year: 'numeric' });
}

/** 'Sun, 6 Dec, 6:00 pm': a lot's deadline for offers, its day and hour in India's time in the reader's language. */
export function formatDeadline(iso: string, language: string): string {
  return withClock(iso, language, {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    timeZone: 'Asia/Kolkata',
  });
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/**
 * How long ago `iso` was, in its largest whole unit and the UI's language: '5 minutes ago', 'yesterday', '2 days ago',
 * '3 months ago' / '2 दिन पहले'. Null for an unreadable date. A time a little in the future (a phone whose clock is
 * behind the server's) counts as just now, never 'in 2 minutes'.
 */
export function formatAge(iso: string, language: string, now: number = Date.now()): string | null {
  const then = new Date(iso).getTime();
  if (Number.isNaN(then)) return null;
  const locale = intlLocale(language);
  let format = ageFormats.get(locale);
  if (!format) {
    format = new Intl.RelativeTimeFormat(locale, { numeric: 'auto' });
    ageFormats.set(locale, format);
  }
  const elapsed = Math.max(0, now - then);
  if (elapsed < HOUR) return format.format(-Math.max(1, Math.floor(elapsed / MINUTE)), 'minute');
  if (elapsed < DAY) return format.format(-Math.floor(elapsed / HOUR), 'hour');
  if (elapsed < 30 * DAY) return format.format(-Math.floor(elapsed / DAY), 'day');
  if (elapsed < 365 * DAY) return format.format(-Math.floor(elapsed / (30 * DAY)), 'month');
  return format.format(-Math.floor(elapsed / (365 * DAY)), 'year');
}

/**
 * The rupees a kilogram of a price per quintal or per ton comes to (₹2,400 a quintal is ₹24 a kg), so listings priced
 * in different units can be compared; null for the other units (a price per kg already is one, litres and pieces have
 * no weight).
 */
export function pricePerKg(price: number, unit: Unit): number | null {
  const perKg = unit === 'kg' ? undefined : pricePerKgOf(price, unit);
  return perKg === undefined ? null : Math.round(perKg * 100) / 100;
}

/** The first `count` words of a text, with an ellipsis when it was longer (wishlist cards: 10 words). */
export function firstWords(text: string, count: number = LIMITS.cardDescriptionWords): string {
  const words = text.trim().split(/\s+/).filter(Boolean);
  if (words.length <= count) return words.join(' ');
  return `${words.slice(0, count).join(' ')}…`;
}
