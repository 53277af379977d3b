import type { ReactNode } from 'react';
import { StatusText } from '@/components/ui';
import { useTranslation } from '@/lib/i18n';
import { useFormatters } from '@/lib/use-formatters';
import { useListingStats } from '../stats-api';
import { ViewsSparkline } from './views-sparkline';

function Figure({ label, value }: { label: ReactNode; value: string }) {
  return (
    // Grows and wraps: a long word (Tamil) moves a figure to the next row instead of running out of its box.
    <div className="flex grow basis-28 flex-col rounded-lg bg-stone-100 px-3 py-2">
      <dt className="text-sm text-stone-700">{label}</dt>
      <dd className="text-2xl font-bold text-stone-900">{value}</dd>
    </div>
  );
}

/**
 * One listing's statistics (GET product/stats/{id}, its seller only): views, wishlists, enquiries, its deals from
 * offer to done, and the last 14 days' views as a small bar chart with the sentence it pictures.
 */
export function ListingStatsView({ productId }: { productId: string }) {
  const { t } = useTranslation();
  const format = useFormatters();
  const query = useListingStats(productId);
  if (query.isPending) return <StatusText>{t('state.loading')}</StatusText>;
  if (query.isError) return <StatusText tone="error">{t('listing.stats.failed')}</StatusText>;
  const stats = query.data;
  return (
    <div className="flex flex-col gap-4">
      <dl className="flex flex-wrap gap-2">
        <Figure label={t('listing.stats.views')} value={format.number(stats.views)} />
        <Figure label={t('listing.stats.wishlisted')} value={format.number(stats.wishlisted)} />
        <Figure label={t('listing.stats.enquiries')} value={format.number(stats.enquiries)} />
      </dl>
      <section className="flex flex-col gap-1">
        <h3 className="font-semibold text-stone-900">{t('listing.stats.deals')}</h3>
        <dl className="flex flex-wrap gap-2">
          <Figure label={t('listing.stats.dealsProposed')} value={format.number(stats.deals.proposed)} />
          <Figure label={t('listing.stats.dealsAccepted')} value={format.number(stats.deals.accepted)} />
          <Figure label={t('listing.stats.dealsDone')} value={format.number(stats.deals.done)} />
        </dl>
      </section>
      <ViewsSparkline days={stats.viewsByDay} />
      <p className="text-sm text-stone-600">{t('listing.stats.howCounted')}</p>
    </div>
  );
}
