import { ROLE } from '@kisansetu/contract';
import type { AccountRole, Trust } from '@kisansetu/contract';
import type { TFunction } from '@/lib/i18n';
import { formatNumber, intlLocale } from '@/lib/format';

/** How fast someone typically answers, by the median minutes to a first reply. */
export type ReplyBucket = 'hour' | 'hours' | 'day' | 'slow';

/** The reply-time bucket of `typicalReplyMinutes`: within an hour, a few hours (≤ 6), a day (≤ 24), or slower. */
export function replyBucket(minutes: number | null): ReplyBucket | null {
  if (minutes === null) return null;
  if (minutes <= 60) return 'hour';
  if (minutes <= 6 * 60) return 'hours';
  if (minutes <= 24 * 60) return 'day';
  return 'slow';
}

/** "March 2024" in the reader's language; null for an unreadable date. */
export function monthYear(iso: string, language: string): string | null {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return null;
  return new Intl.DateTimeFormat(intlLocale(language), { month: 'long', year: 'numeric' }).format(date);
}

/** "4.6": the server's average as it sent it, in the reader's digits (never recomputed here). */
export function averageText(average: number, language: string): string {
  return formatNumber(average, language);
}

/**
 * The lines of a person's trust signals, in order, each only when the server sent it (a null is left out): Aadhaar
 * (farmers), member since, deals done, response rate, typical reply time. The phone mark and the stars are drawn apart.
 */
export function trustLines(
  t: TFunction,
  language: string,
  trust: Trust,
  role: AccountRole | undefined,
): { key: string; text: string }[] {
  const lines: { key: string; text: string }[] = [];
  if (trust.aadhaarOnFile && role !== ROLE.buyer) lines.push({ key: 'aadhaar', text: t('trust.aadhaar') });
  const since = monthYear(trust.memberSince, language);
  if (since) lines.push({ key: 'since', text: t('trust.memberSince', { date: since }) });
  lines.push({ key: 'deals', text: dealsWithPeople(t, language, trust, role) });
  if (trust.responseRate !== null) {
    lines.push({
      key: 'rate',
      text: t(role === ROLE.buyer ? 'trust.responseRateBuyer' : 'trust.responseRate', {
        percent: formatNumber(trust.responseRate, language),
      }),
    });
  }
  const bucket = replyBucket(trust.typicalReplyMinutes);
  if (bucket) lines.push({ key: 'reply', text: t(`trust.reply.${bucket}`) });
  return lines;
}

/**
 * What the deal figures count, in one line: "5 deals with 4 buyers" (a buyer's: farmers), because a pair's deals count
 * once in 90 days and only with people who proved a phone.
 */
function dealsWithPeople(
  t: TFunction,
  language: string,
  trust: Trust,
  role: AccountRole | undefined,
): string {
  if (trust.dealsDone === 0) return t('trust.noDealsYet');
  const peopleKey =
    role === 'seller' ? 'trust.withBuyers' : role === ROLE.buyer ? 'trust.withFarmers' : 'trust.withPeople';
  return t('trust.dealsWith', {
    deals: t('trust.deals', { count: trust.dealsDone, n: formatNumber(trust.dealsDone, language) }),
    people: t(peopleKey, { count: trust.partners, n: formatNumber(trust.partners, language) }),
  });
}
