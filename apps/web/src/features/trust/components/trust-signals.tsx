import type { AccountRole, Rating, Trust } from '@kisansetu/contract';
import { cn } from '@/components/ui';
import { useTranslation } from '@/lib/i18n';
import { formatNumber } from '@/lib/format';
import { PhoneVerifiedMark } from './phone-verified-mark';
import { averageText, trustLines } from './trust-text';

/** "★ 4.6 (12)", read out as "Rated 4.6 out of 5 from 12 reviews"; nothing while no review shows (average null). */
export function StarsSummary({
  rating,
  className,
  tone = 'default',
}: {
  rating: Rating;
  className?: string;
  tone?: 'default' | 'inverse';
}) {
  const { t, i18n } = useTranslation();
  if (rating.average === null || rating.count === 0) return null;
  const average = averageText(rating.average, i18n.language);
  return (
    <span
      role="img"
      aria-label={t('trust.ratingLabel', { count: rating.count, average })}
      className={cn('inline-flex items-center gap-1 font-semibold whitespace-nowrap', className)}
    >
      <span aria-hidden="true" className={tone === 'inverse' ? 'text-amber-300' : 'text-amber-600'}>
        ★
      </span>
      <span aria-hidden="true">
        {average} ({formatNumber(rating.count, i18n.language)})
      </span>
    </span>
  );
}

/**
 * A person's trust signals as the server computed them: phone verified, Aadhaar on file (farmers), member since,
 * deals done, stars with their count, response rate and typical reply time. What the server sent as null is left out.
 */
export function TrustSignals({
  trust,
  role,
  name,
  className,
}: {
  trust: Trust;
  role?: AccountRole | undefined;
  /** Whose signals these are: the list's accessible name. */
  name: string;
  className?: string;
}) {
  const { t, i18n } = useTranslation();
  const lines = trustLines(t, i18n.language, trust, role);
  return (
    <ul aria-label={t('trust.label', { name })} className={cn('flex flex-col gap-1 text-sm', className)}>
      {trust.phoneVerified ? (
        <li>
          <PhoneVerifiedMark />
        </li>
      ) : null}
      {trust.rating.average !== null && trust.rating.count > 0 ? (
        <li>
          <StarsSummary rating={trust.rating} className="text-base text-stone-900" />
        </li>
      ) : null}
      {lines.map((line) => (
        <li key={line.key} className="flex items-start gap-1.5 text-stone-800 wrap-anywhere">
          <span aria-hidden="true" className="text-brand-700">
            ✓
          </span>
          <span className="min-w-0">{line.text}</span>
        </li>
      ))}
    </ul>
  );
}

/**
 * The short form beside a name (the product page, the chat header): stars with their count and deals done, and
 * the phone mark when asked for. Wraps rather than overflows on a 360 px phone.
 */
export function TrustCompact({
  trust,
  tone = 'default',
  withPhone = false,
  className,
}: {
  trust: Trust;
  tone?: 'default' | 'inverse';
  withPhone?: boolean;
  className?: string;
}) {
  const { t, i18n } = useTranslation();
  return (
    <span
      className={cn(
        'inline-flex flex-wrap items-center gap-x-2 gap-y-0.5 text-sm',
        tone === 'inverse' ? 'text-white/90' : 'text-stone-700',
        className,
      )}
    >
      {withPhone && trust.phoneVerified ? <PhoneVerifiedMark tone={tone} small /> : null}
      <StarsSummary rating={trust.rating} tone={tone} />
      <span>
        {trust.dealsDone === 0
          ? t('trust.noDealsYet')
          : t('trust.dealsDone', { count: trust.dealsDone, n: formatNumber(trust.dealsDone, i18n.language) })}
      </span>
    </span>
  );
}
