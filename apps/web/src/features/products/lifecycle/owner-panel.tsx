import { Link } from 'react-router';
import type { Product } from '@kisansetu/contract';
import { buttonClasses } from '@/components/ui';
import { ListingStatusBadge } from '@/components/listing-status';
import { useTranslation } from '@/lib/i18n';
import { paths } from '@/lib/paths';
import { ListingActions } from './listing-actions';

/**
 * The farmer's own product page: the listing's status, Edit, and the one-tap Mark as sold / Renew (the
 * expiring-soon notification links here, so Renew is one tap from it).
 */
export function OwnerPanel({ product }: { product: Product }) {
  const { t } = useTranslation();
  return (
    <section
      aria-label={t('listing.yours')}
      className="flex flex-col gap-3 rounded-xl border border-brand-700/30 bg-brand-50 p-4"
      data-keep-clear
    >
      <p className="flex flex-wrap items-center gap-2 font-semibold text-stone-800">
        <span>{t('listing.yours')}</span>
        <ListingStatusBadge product={product} />
      </p>
      <div className="flex flex-wrap gap-2">
        <Link to={paths.editProduct(product._id)} className={buttonClasses('primary', 'md', 'grow')}>
          {t('listing.edit')}
        </Link>
        <ListingActions product={product} size="md" className="grow" />
      </div>
    </section>
  );
}
