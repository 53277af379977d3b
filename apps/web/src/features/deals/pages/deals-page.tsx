import { Link, useSearchParams } from 'react-router';
import type { DealStatus } from '@kisansetu/contract';
import { LoadMore, Page, StatusText, cn } from '@/components/ui';
import { useTranslation } from '@/lib/i18n';
import { paths } from '@/lib/paths';
import { useMyDeals } from '../api';
import { DealListCard } from '../components/deal-list-card';

/** The tabs of My deals, in the URL as `?status=`: open offers, agreed deals, done deals. */
export const DEAL_TABS = ['proposed', 'accepted', 'done'] as const satisfies readonly DealStatus[];
export type DealTab = (typeof DEAL_TABS)[number];

/** The tab a URL asks for: its `status` when it is one of the tabs, else Open. */
export function dealTabOf(search: URLSearchParams): DealTab {
  const status = search.get('status');
  return DEAL_TABS.find((tab) => tab === status) ?? 'proposed';
}

/** /deals: the signed-in person's deals (as buyer or farmer) by status, newest first, each leading to its chat. */
export function DealsPage() {
  const { t } = useTranslation();
  const [search] = useSearchParams();
  const tab = dealTabOf(search);
  const query = useMyDeals(tab);
  const seen = new Set<string>();
  const deals = (query.data?.pages ?? [])
    .flatMap((page) => page.deals)
    .filter((deal) => (seen.has(deal._id) ? false : (seen.add(deal._id), true)));
  return (
    <Page title={t('deals.title')} intro={t('deals.intro')} width="prose">
      <nav aria-label={t('deals.tabs')} className="mb-4 flex gap-1 overflow-x-auto border-b border-stone-200">
        {DEAL_TABS.map((status) => (
          <Link
            key={status}
            to={`${paths.deals}?status=${status}`}
            replace
            aria-current={status === tab ? 'page' : undefined}
            className={cn(
              'inline-flex min-h-12 shrink-0 items-center border-b-4 px-4 font-semibold',
              status === tab
                ? 'border-brand-700 text-brand-800'
                : 'border-transparent text-stone-700 hover:text-stone-900',
            )}
          >
            {t(`deals.tab.${status}`)}
          </Link>
        ))}
      </nav>
      {query.isPending ? (
        <StatusText>{t('state.loading')}</StatusText>
      ) : query.isError ? (
        <StatusText tone="error">{t('deals.loadFailed')}</StatusText>
      ) : deals.length === 0 ? (
        <StatusText>{t(`deals.empty.${tab}`)}</StatusText>
      ) : (
        <>
          <ul aria-label={t(`deals.tab.${tab}`)} className="flex flex-col gap-3">
            {deals.map((deal) => (
              <DealListCard key={deal._id} deal={deal} />
            ))}
          </ul>
          <LoadMore
            hasMore={query.hasNextPage}
            loading={query.isFetchingNextPage}
            onLoadMore={() => void query.fetchNextPage()}
            endText={null}
          />
        </>
      )}
    </Page>
  );
}
