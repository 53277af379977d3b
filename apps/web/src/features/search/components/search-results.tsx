import { useId } from 'react';
import type { Ref } from 'react';
import type { RadiusKm } from '@kisansetu/contract';
import { Button, LoadMore, OfflineNote, StatusText } from '@/components/ui';
import { useTranslation } from '@/lib/i18n';
import { useFormatters } from '@/lib/use-formatters';
import { ClearFiltersButton, ProductGrid, WiderRadiusButton, radiusEmptyText } from '../../products';
import type { SearchCriteria, useSearchResults } from '../api';
import { productsOfPages } from '@/lib/pagination';

/** What the results area shows, worked out once so the heading, its note and its buttons agree. */
export type ResultsView =
  | { kind: 'idle' }
  | { kind: 'loading' }
  | { kind: 'failed' }
  | { kind: 'found'; fallback: boolean }
  | { kind: 'onlyAddress' }
  | { kind: 'emptyRadius'; radiusKm: RadiusKm }
  | { kind: 'emptyFiltered' }
  | { kind: 'empty' };

type Results = ReturnType<typeof useSearchResults>;

/**
 * Which results to show: the search as asked, or (name + address found nothing) the name across India; and whether
 * the answer is complete (the page brings the heading into view only then, so it names the final count).
 */
export function resultsView(
  results: Results,
  submitted: boolean,
  fallbackDismissed: boolean,
  radiusKm: RadiusKm | undefined,
  filtered = false,
): { view: ResultsView; settled: boolean } {
  const { main, fallback, fallbackApplies } = results;
  if (!submitted) return { view: { kind: 'idle' }, settled: true };
  const useFallback = fallbackApplies && !fallbackDismissed;
  const mainBusy = main.isFetching && !main.isFetchingNextPage;
  // Just enabled, the fallback may not have started yet: pending counts as busy (unless paused offline).
  const fallbackBusy =
    useFallback &&
    ((fallback.isPending && fallback.fetchStatus !== 'paused') ||
      (fallback.isFetching && !fallback.isFetchingNextPage));
  const settled = !mainBusy && !fallbackBusy;

  if (main.isPending) return { view: { kind: 'loading' }, settled };
  if (main.isError && !main.data) return { view: { kind: 'failed' }, settled };
  if (main.data?.pages[0]?.products.length) return { view: { kind: 'found', fallback: false }, settled };
  if (useFallback) {
    if (fallback.data?.pages[0]?.products.length) return { view: { kind: 'found', fallback: true }, settled };
    if (fallback.isPending) return { view: { kind: 'loading' }, settled };
  }
  if (fallbackApplies && fallbackDismissed) return { view: { kind: 'onlyAddress' }, settled };
  // With a filter on, the filters are said to be the cause, not the distance.
  if (filtered) return { view: { kind: 'emptyFiltered' }, settled };
  if (radiusKm !== undefined) return { view: { kind: 'emptyRadius', radiusKm }, settled };
  return { view: { kind: 'empty' }, settled };
}

/**
 * The results of /search under one heading that names the count, or says why nothing was found and offers what to
 * try next (a wider radius, all of India). The heading is what the page focuses after a search.
 */
export function SearchResults({
  criteria,
  results,
  view,
  headingRef,
  onFallback,
  onApplied,
}: {
  criteria: SearchCriteria;
  results: Results;
  view: ResultsView;
  headingRef: Ref<HTMLHeadingElement>;
  /** true: show the name across India again; false: only the address ('Only in Andheri East'). */
  onFallback: (show: boolean) => void;
  /** A new search was started from here (a wider radius, filters cleared): the page focuses the new results. */
  onApplied: () => void;
}) {
  const { t } = useTranslation();
  const format = useFormatters();
  const noteId = useId();
  const shown = view.kind === 'found' && view.fallback ? results.fallback : results.main;
  const pages = shown.data?.pages;
  const products = productsOfPages(pages);
  const last = pages?.at(-1);
  const names = { name: criteria.name, address: criteria.address };

  let heading: string;
  switch (view.kind) {
    case 'found': {
      const count = last?.totalCount ?? products.length;
      const number = format.number(count);
      heading = last?.totalCapped
        ? t('results.foundCapped', { number })
        : t('results.found', { count, number });
      break;
    }
    case 'onlyAddress':
      heading = t('search.noneInAddress', names);
      break;
    case 'emptyRadius':
      heading = radiusEmptyText(t, view.radiusKm);
      break;
    case 'emptyFiltered':
      heading = t('filters.noMatch');
      break;
    case 'empty':
      heading = t('state.noProductsFound');
      break;
    default:
      heading = t('search.results');
  }
  const visibleHeading = view.kind !== 'idle' && view.kind !== 'loading' && view.kind !== 'failed';
  const fallbackNote = view.kind === 'found' && view.fallback;

  return (
    <section aria-labelledby="results-heading" className="mt-1">
      <h2
        id="results-heading"
        ref={headingRef}
        tabIndex={-1}
        aria-describedby={fallbackNote ? noteId : undefined}
        className={
          visibleHeading
            ? 'mb-2 scroll-mt-32 text-lg font-bold text-stone-900 outline-none focus-visible:ring-2 focus-visible:ring-brand-700'
            : 'sr-only'
        }
      >
        {heading}
      </h2>
      {fallbackNote ? (
        <div className="mb-3 flex flex-wrap items-center gap-x-3 gap-y-1 rounded-lg bg-amber-50 px-3 py-1 text-stone-800">
          <p id={noteId} className="py-2">
            {t('search.fallbackNote', names)}
          </p>
          <Button variant="ghost" size="sm" className="underline" onClick={() => onFallback(false)}>
            {t('search.onlyAddress', { address: criteria.address })}
          </Button>
        </div>
      ) : null}
      {view.kind === 'onlyAddress' ? (
        <div className="mb-4">
          <Button variant="outline" onClick={() => onFallback(true)}>
            {t('search.showAllIndia')}
          </Button>
        </div>
      ) : null}
      {view.kind === 'emptyRadius' ? (
        <div className="mb-4">
          <WiderRadiusButton radiusKm={view.radiusKm} onApplied={onApplied} />
        </div>
      ) : null}
      {view.kind === 'emptyFiltered' ? (
        <div className="mb-4">
          <ClearFiltersButton onApplied={onApplied} />
        </div>
      ) : null}
      {view.kind === 'empty' ? <p className="mb-4 text-stone-700">{t('search.emptyHint')}</p> : null}
      <OfflineNote paused={shown.fetchStatus === 'paused'} />
      {view.kind === 'idle' ? <StatusText>{t('state.noProductsFound')}</StatusText> : null}
      {view.kind === 'loading' ? <StatusText>{t('state.loading')}</StatusText> : null}
      {view.kind === 'found' ? (
        <>
          <ProductGrid products={products} priorityCount={2} label={t('search.results')} />
          <LoadMore
            hasMore={shown.hasNextPage}
            loading={shown.isFetchingNextPage}
            onLoadMore={() => void shown.fetchNextPage()}
            endText={null}
          />
        </>
      ) : null}
    </section>
  );
}
