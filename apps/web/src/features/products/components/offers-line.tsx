import { Link } from 'react-router';
import type { Product } from '@kisansetu/contract';
import { intlLocale } from '@/lib/format';
import { useTranslation } from '@/lib/i18n';
import { paths } from '@/lib/paths';
import { useFormatters } from '@/lib/use-formatters';

/**
 * 'Sun, 6 Dec, 6:00 pm': the deadline's day and hour in India's time. The offers page writes it with its own lines: a
 * module the two pages shared would be so small that the build folds it into the first route.
 */
function deadlineText(iso: string, language: string): string {
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

/**
 * "Open for offers until Sun, 6 Dec, 6 pm · 3 offers" on a listing's page: how many offers wait, never their amounts
 * (only the farmer sees those, on the offers page the farmer's line links to). After the deadline: "Offers closed".
 * Nothing for a lot without a deadline and without offers.
 */
export function OffersLine({ product, own }: { product: Product; own: boolean }) {
  const { t, i18n } = useTranslation();
  const format = useFormatters();
  const { offersUntil, offerCount } = product;
  if (offersUntil === null && offerCount === 0) return null;
  const count = t('offers.count', { count: offerCount, n: format.number(offerCount) });
  const parts =
    offersUntil === null
      ? [count]
      : Date.parse(offersUntil) > Date.now()
        ? [t('offers.openUntil', { time: deadlineText(offersUntil, i18n.language) }), count]
        : [t('offers.closed'), ...(offerCount > 0 ? [count] : [])];
  return (
    <p className="flex flex-wrap items-center gap-x-3 gap-y-1 rounded-lg bg-amber-50 px-3 py-2 text-stone-900">
      <span className="font-semibold">{parts.join(' · ')}</span>
      {own ? (
        <Link to={paths.offers(product._id)} className="font-semibold text-brand-800 underline">
          {t('offers.see')}
        </Link>
      ) : null}
    </p>
  );
}
