import type { Product } from '@kisansetu/contract';
import { NetworkButton } from '@/components/ui';
import type { ButtonSize } from '@/components/ui';
import { listingState } from '@/components/listing-status';
import { useTranslation } from '@/lib/i18n';
import { useMarkSold, useRenewListing } from './lifecycle-api';

/**
 * Renew is offered on an active listing this close to its end: a week gives the farmer time to see it, and the
 * expiring-soon notice (2 days before) lands inside it, so the button is there when the notice links here.
 */
export const RENEW_SOON_DAYS = 7;

/** Which lifecycle buttons a listing's owner gets: none on a hidden listing (a moderator's decision). */
export function lifecycleActions(product: Pick<Product, 'status' | 'expiresAt'>, now = Date.now()) {
  const { status, daysLeft } = listingState(product, now);
  return {
    canMarkSold: status === 'active',
    canRenew:
      status === 'sold' ||
      status === 'expired' ||
      (status === 'active' && daysLeft !== null && daysLeft <= RENEW_SOON_DAYS),
  };
}

/**
 * The owner's one-tap "Mark as sold" and "Renew" for a listing (My Products and the own product page). Renders
 * nothing when neither applies. Each button names the listing for screen readers, since a list shows many.
 */
export function ListingActions({
  product,
  size = 'sm',
  className,
}: {
  product: Product;
  size?: ButtonSize;
  /** Classes for each button (e.g. `grow` in a card's button row). */
  className?: string;
}) {
  const { t } = useTranslation();
  const sold = useMarkSold();
  const renew = useRenewListing();
  const { canMarkSold, canRenew } = lifecycleActions(product);
  const busy = sold.isPending || renew.isPending;
  return (
    <>
      {canMarkSold ? (
        <NetworkButton
          variant="secondary"
          size={size}
          className={className}
          disabled={busy}
          aria-label={t('listing.markSoldNamed', { name: product.productName })}
          onClick={() => sold.mutate(product._id)}
        >
          {sold.isPending ? t('listing.marking') : t('listing.markSold')}
        </NetworkButton>
      ) : null}
      {canRenew ? (
        <NetworkButton
          variant="outline"
          size={size}
          className={className}
          disabled={busy}
          aria-label={t('listing.renewNamed', { name: product.productName })}
          onClick={() => renew.mutate({ id: product._id })}
        >
          {renew.isPending ? t('listing.renewing') : t('listing.renew')}
        </NetworkButton>
      ) : null}
    </>
  );
}
