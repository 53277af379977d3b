import { useSearchParams } from 'react-router';
import { useTranslation } from '@/lib/i18n';
import { Button, LoadMore, OfflineNote, Page, StatusText } from '@/components/ui';
import { useGoBack } from '@/lib/navigation';
import { useFormatters } from '@/lib/use-formatters';
import { useResultsFocus } from '@/lib/use-results-focus';
import { useLatestProducts } from '../api';
import { ProductGrid } from '../components/product-grid';
import { useErrorToast } from '@/lib/use-error-toast';
import { nearMeChoiceFrom } from '../near-me/near-me-params';
import { NearMeChip } from '../near-me/near-me-chip';
import { SortChip } from '../near-me/sort-chip';
import { useSessionPosition } from '../near-me/position';
import { WiderRadiusButton, radiusEmptyText } from '../near-me/wider-radius';
import { ActiveFilters } from '../filters/active-filters';
import { CategoryLinks } from '../filters/category-links';
import { ClearFiltersButton } from '../filters/clear-filters-button';
import { FilterButton } from '../filters/filter-button';
import { countFilters, filterQuery, withFilters } from '../filters/filter-url';
import type { ProductFilterChoice } from '../filters/filter-url';
import { useProductFilters } from '../filters/use-product-filters';
import { paths } from '@/lib/paths';
import { productsOfPages } from '@/lib/pagination';

/**
 * /product: every listing, newest first, nearest first or by price (?sort=distance&radiusKm=50&pincode=422003),
 * narrowed by the filters in the URL (?category=vegetable&maxPrice=30&organic=true), 12 a page.
 */
export function ProductListPage() {
  const { t } = useTranslation();
  const format = useFormatters();
  const goBack = useGoBack();
  const [params] = useSearchParams();
  const choice = nearMeChoiceFrom(params);
  const filters = useProductFilters(params);
  const query = useLatestProducts(choice, filters ? filterQuery(filters) : null);
  const position = useSessionPosition();
  useErrorToast(query.error, t('toast.failedToGetProducts'), t('toast.somethingWentWrong'));
  const { ref: headingRef, focusResults } = useResultsFocus<HTMLHeadingElement>(
    !query.isFetching || query.isFetchingNextPage,
  );
  const products = productsOfPages(query.data?.pages);
  const first = query.data?.pages[0];
  const empty = query.isSuccess && products.length === 0;
  const filterCount = filters ? countFilters(filters) : 0;
  /** This list with other filters (its sort, distance and PIN code kept). */
  const listUrl = (next: ProductFilterChoice) => {
    const search = withFilters(params, next).toString();
    return search ? `${paths.products}?${search}` : paths.products;
  };

  let heading = t('products.title');
  // The count is what the filters keep (the server's totalCount).
  if (query.isSuccess && products.length > 0)
    heading = t('results.listed', { count: first!.totalCount, number: format.number(first!.totalCount) });
  else if (empty && filterCount > 0) heading = t('filters.noMatch');
  else if (empty && choice.radiusKm !== undefined) heading = radiusEmptyText(t, choice.radiusKm);
  else if (empty) heading = t('home.noProducts');

  return (
    <Page
      title={t('products.title')}
      intro={t('products.intro')}
      actions={
        <Button variant="ghost" onClick={goBack}>
          {t('common.back')}
        </Button>
      }
    >
      <div className="mb-3">
        <CategoryLinks
          label={t('filters.category')}
          current={filters ? (filters.category ?? null) : undefined}
          hrefOf={(category) => listUrl({ ...filters, category })}
          allHref={listUrl({ ...filters, category: undefined })}
        />
      </div>
      <div className="flex flex-wrap items-start gap-x-2">
        <NearMeChip mode="list" origin={first?.origin} error={query.error} onApplied={focusResults} />
        <SortChip
          mode="list"
          hasPoint={position !== null || choice.pincode !== undefined || Boolean(first?.origin)}
        />
        <FilterButton count={filterCount} onApplied={focusResults} />
      </div>
      <ActiveFilters filters={filters} />
      <section aria-labelledby="products-heading">
        <h2
          id="products-heading"
          ref={headingRef}
          tabIndex={-1}
          className={
            query.isSuccess
              ? 'mb-3 scroll-mt-32 text-lg font-bold text-stone-900 outline-none focus-visible:ring-2 focus-visible:ring-brand-700'
              : 'sr-only'
          }
        >
          {heading}
        </h2>
        {/* The filters are the cause of an empty answer when any is on: a wider distance is offered only without. */}
        {empty && filterCount > 0 ? (
          <div className="mb-4">
            <ClearFiltersButton onApplied={focusResults} />
          </div>
        ) : empty && choice.radiusKm !== undefined ? (
          <div className="mb-4">
            <WiderRadiusButton radiusKm={choice.radiusKm} onApplied={focusResults} />
          </div>
        ) : null}
        <OfflineNote paused={query.fetchStatus === 'paused'} />
        {query.isPending ? <StatusText>{t('state.loading')}</StatusText> : null}
        {query.isError && products.length === 0 ? (
          <StatusText tone="error">{t('toast.failedToGetProducts')}</StatusText>
        ) : null}
        {products.length > 0 ? (
          <ProductGrid products={products} priorityCount={2} label={t('products.title')} />
        ) : null}
        {query.isSuccess && products.length > 0 ? (
          <LoadMore
            hasMore={query.hasNextPage}
            loading={query.isFetchingNextPage}
            onLoadMore={() => void query.fetchNextPage()}
            endText={t('state.noMoreProducts')}
          />
        ) : null}
      </section>
    </Page>
  );
}
