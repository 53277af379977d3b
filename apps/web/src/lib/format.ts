import { LIMITS } from '@kisansetu/contract';

export type AppLanguage = 'en' | 'hi';

/** The Intl locale of a UI language: Indian English or Hindi (India), both with Indian digit grouping. */
export function intlLocale(language: string): 'en-IN' | 'hi-IN' {
  return language.startsWith('hi') ? 'hi-IN' : 'en-IN';
}

const priceFormats = new Map<string, Intl.NumberFormat>();
const numberFormats = new Map<string, Intl.NumberFormat>();
const dateFormats = new Map<string, Intl.DateTimeFormat>();

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

/** The first `count` words of a text, with an ellipsis when it was longer (wishlist cards: 10 words). */
export function firstWords(text: string, count: number = LIMITS.cardDescriptionWords): string {
  const words = text.trim().split(/\s+/).filter(Boolean);
  if (words.length <= count) return words.join(' ');
  return `${words.slice(0, count).join(' ')}…`;
}
