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
import { WiderRadiusButton, radiusEmptyText } from '../near-me/wider-radius';
import { productsOfPages } from '@/lib/pagination';

/** /product: every listing, newest first or nearest first (?sort=distance&radiusKm=50&pincode=422003), 12 a page. */
export function ProductListPage() {
  const { t } = useTranslation();
  const format = useFormatters();
  const goBack = useGoBack();
  const [params] = useSearchParams();
  const choice = nearMeChoiceFrom(params);
  const query = useLatestProducts(choice);
  useErrorToast(query.error, t('toast.failedToGetProducts'), t('toast.somethingWentWrong'));
  const { ref: headingRef, focusResults } = useResultsFocus<HTMLHeadingElement>(
    !query.isFetching || query.isFetchingNextPage,
  );
  const products = productsOfPages(query.data?.pages);
  const first = query.data?.pages[0];
  const empty = query.isSuccess && products.length === 0;

  let heading = t('products.title');
  if (query.isSuccess && products.length > 0)
    heading = t('results.listed', { count: first!.totalCount, number: format.number(first!.totalCount) });
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
      <NearMeChip mode="list" origin={first?.origin} error={query.error} onApplied={focusResults} />
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
        {empty && choice.radiusKm !== undefined ? (
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
