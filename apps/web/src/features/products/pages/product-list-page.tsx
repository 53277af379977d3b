import { useSearchParams } from 'react-router';
import { useTranslation } from '@/lib/i18n';
import { Button, LoadMore, OfflineNote, Page, StatusText } from '@/components/ui';
import { useGoBack } from '@/lib/navigation';
import { useLatestProducts } from '../api';
import { ProductGrid } from '../components/product-grid';
import { useErrorToast } from '@/lib/use-error-toast';
import { nearMeChoiceFrom } from '../near-me/near-me-params';
import { NearMeSection } from '../near-me/near-me-section';

/** /product: every listing, newest first or nearest first (?sort=distance&radiusKm=50&pincode=422003), 12 a page. */
export function ProductListPage() {
  const { t } = useTranslation();
  const goBack = useGoBack();
  const [params] = useSearchParams();
  const query = useLatestProducts(nearMeChoiceFrom(params));
  useErrorToast(query.error, t('toast.failedToGetProducts'), t('toast.somethingWentWrong'));
  const products = query.data?.pages.flatMap((page) => page.products) ?? [];
  const origin = query.data?.pages[0]?.origin;
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
      <NearMeSection mode="list" origin={origin} error={query.error} />
      <OfflineNote paused={query.fetchStatus === 'paused'} />
      {query.isPending ? <StatusText>{t('state.loading')}</StatusText> : null}
      {query.isError && products.length === 0 ? (
        <StatusText tone="error">{t('toast.failedToGetProducts')}</StatusText>
      ) : null}
      {products.length > 0 ? (
        <ProductGrid products={products} priorityCount={2} label={t('products.title')} headingLevel={2} />
      ) : null}
      {query.isSuccess ? (
        <LoadMore
          hasMore={query.hasNextPage}
          loading={query.isFetchingNextPage}
          onLoadMore={() => void query.fetchNextPage()}
          endText={t('state.noMoreProducts')}
        />
      ) : null}
    </Page>
  );
}
