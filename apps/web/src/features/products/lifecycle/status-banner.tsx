import type { Product } from '@kisansetu/contract';
import { listingState } from '@/components/listing-status';
import { useTranslation } from '@/lib/i18n';

/**
 * The product page's banner for a listing that is no longer for sale: "This crop has been sold" / "This listing has
 * expired" (and "hidden", which only its farmer and moderators can open). Nothing for an active listing. A status
 * role, so a screen reader hears it when the page's content arrives.
 */
export function ListingStatusBanner({ product }: { product: Pick<Product, 'status' | 'expiresAt'> }) {
  const { t } = useTranslation();
  const { status } = listingState(product);
  if (status === 'active') return null;
  const [title, hint] =
    status === 'sold'
      ? [t('listing.soldBanner'), t('listing.soldBannerHint')]
      : status === 'expired'
        ? [t('listing.expiredBanner'), t('listing.expiredBannerHint')]
        : [t('listing.hiddenBanner'), null];
  return (
    <div
      role="status"
      data-testid="listing-banner"
      data-status={status}
      className={
        status === 'sold'
          ? 'mb-4 rounded-xl bg-stone-800 p-4 text-white'
          : 'mb-4 rounded-xl border border-amber-500 bg-amber-50 p-4 text-amber-950'
      }
    >
      <p className="text-lg font-bold">{title}</p>
      {hint ? <p className="mt-1">{hint}</p> : null}
    </div>
  );
}
