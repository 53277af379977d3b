import type { Product } from '@kisansetu/contract';
import { Button, Dialog } from '@/components/ui';
import { useTranslation } from '@/lib/i18n';
import { useFormatters } from '@/lib/use-formatters';
import { useMyListingStats } from '../stats-api';
import { ListingStatsView } from './listing-stats-view';

/**
 * "Views 12 · Wishlists 3 · Enquiries 2 · Deals 1" on a farmer's own card: what buyers did with the listing. Every
 * card asks the same query, so the whole list is one GET product/stats, which leaves out a listing without a figure
 * (zeros here). Until it answers, or when it fails, the card shows no figures rather than false zeros. The line wraps
 * on a narrow card rather than squeezing the words.
 */
export function ListingStatsFigures({ product, userId }: { product: Product; userId: string }) {
  const { t } = useTranslation();
  const format = useFormatters();
  const stats = useMyListingStats(userId);
  if (!stats.data) return null;
  const figures = stats.data.get(product._id);
  const shown = [
    ['listing.stats.views', figures?.views ?? 0],
    ['listing.stats.wishlisted', figures?.wishlisted ?? 0],
    ['listing.stats.enquiries', figures?.enquiries ?? 0],
    ['listing.stats.deals', figures?.deals.proposed ?? 0],
  ] as const;
  return (
    <dl
      aria-label={t('listing.stats.figures', { name: product.productName })}
      className="flex w-full flex-wrap gap-x-3 gap-y-1 text-sm text-stone-700"
    >
      {shown.map(([label, value]) => (
        <div key={label} className="flex gap-1">
          <dt>{t(label)}</dt>
          <dd className="font-bold text-stone-900">{format.number(value)}</dd>
        </div>
      ))}
    </dl>
  );
}

/** A listing's statistics in a dialog over the farmer's list; `product` null keeps it closed. */
export function ListingStatsDialog({ product, onClose }: { product: Product | null; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Dialog
      open={product !== null}
      title={product ? t('listing.stats.title', { name: product.productName }) : ''}
      onClose={onClose}
      actions={
        <Button variant="ghost" onClick={onClose}>
          {t('listing.stats.close')}
        </Button>
      }
    >
      {product ? <ListingStatsView productId={product._id} /> : null}
    </Dialog>
  );
}
