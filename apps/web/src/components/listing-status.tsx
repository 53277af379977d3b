import type { Product, ProductStatus } from '@kisansetu/contract';
import { useTranslation } from '@/lib/i18n';
import { cn } from '@/components/ui';

const DAY_MS = 24 * 60 * 60 * 1000;

/** A listing's status as the person sees it now, and the whole days it has left while active. */
export interface ListingState {
  status: ProductStatus;
  /** Active listings only: days until `expiresAt`, rounded up (a listing posted for 30 days shows 30). */
  daysLeft: number | null;
}

/**
 * The listing's status at `now`. The server already answers `expired` for a listing past `expiresAt`, but a page left
 * open keeps the answer it had, so an active listing whose time has run out since is shown expired too.
 */
export function listingState(product: Pick<Product, 'status' | 'expiresAt'>, now = Date.now()): ListingState {
  if (product.status !== 'active') return { status: product.status, daysLeft: null };
  const left = Date.parse(product.expiresAt) - now;
  if (Number.isNaN(left)) return { status: 'active', daysLeft: null };
  if (left <= 0) return { status: 'expired', daysLeft: null };
  return { status: 'active', daysLeft: Math.ceil(left / DAY_MS) };
}

/**
 * Whether a buyer can get this lot now: an active listing that is in stock. The one test every card and page uses
 * before it says a quantity is "available" or lists the crop as new.
 */
export function isForSale(
  product: Pick<Product, 'status' | 'expiresAt' | 'availability'>,
  now = Date.now(),
): boolean {
  return listingState(product, now).status === 'active' && product.availability === 'in_stock';
}

const TONES: Record<ProductStatus, string> = {
  active: 'bg-brand-50 text-brand-800 ring-brand-700/30',
  sold: 'bg-stone-800 text-white ring-stone-900',
  expired: 'bg-amber-100 text-amber-900 ring-amber-600/40',
  hidden: 'bg-red-50 text-red-800 ring-red-700/30',
};

/**
 * A small badge with a listing's status: "Active · expires in 12 days", "Sold", "Expired" or "Hidden". Shared by My
 * Products, the farmer's own product page and the wishlist, so it lives outside the features.
 */
export function ListingStatusBadge({
  product,
  className,
}: {
  product: Pick<Product, 'status' | 'expiresAt'>;
  className?: string;
}) {
  const { t } = useTranslation();
  const { status, daysLeft } = listingState(product);
  const text =
    status === 'active' && daysLeft !== null
      ? t('listing.expiresIn', { count: daysLeft })
      : t(`listing.status.${status}`);
  return (
    <span
      data-testid="listing-status"
      data-status={status}
      className={cn(
        'inline-flex w-fit items-center rounded-full px-2.5 py-0.5 text-sm font-semibold ring-1',
        TONES[status],
        className,
      )}
    >
      {text}
    </span>
  );
}
