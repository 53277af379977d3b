import { Link } from 'react-router';
import type { Product } from '@kisansetu/contract';
import { formatDeadline } from '@/lib/format';
import { useTranslation } from '@/lib/i18n';
import { paths } from '@/lib/paths';
import { useFormatters } from '@/lib/use-formatters';

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
        ? [t('offers.openUntil', { time: formatDeadline(offersUntil, i18n.language) }), count]
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
