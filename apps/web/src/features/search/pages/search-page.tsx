import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { useTranslation } from '@/lib/i18n';
import { Button, LoadMore, OfflineNote, Page, StatusText } from '@/components/ui';
import { useGoBack } from '@/lib/navigation';
import { useCurrentUser, useRootStore } from '@/lib/store';
import { NearMeChip, ProductGrid, nearMeChoiceFrom } from '../../products';
import { useSearchResults } from '../api';
import { SearchForm } from '../components/search-form';
import { useErrorToast } from '@/lib/use-error-toast';

export function SearchPage() {
  const { t } = useTranslation();
  const goBack = useGoBack();
  const user = useCurrentUser();
  const search = useRootStore((state) => state.search);
  const setSearch = useRootStore((state) => state.setSearch);
  const resetSearch = useRootStore((state) => state.resetSearch);
  const criteria = { name: search.query, address: search.address };
  const submitted = criteria.name !== '' || criteria.address !== '';
  const [params] = useSearchParams();
  const results = useSearchResults(criteria, nearMeChoiceFrom(params));
  useErrorToast(results.error, t('toast.failedToFetchProducts'), t('toast.failedToFetchProducts'));

  const pages = results.data?.pages;
  const products = pages?.flatMap((page) => page.products) ?? [];
  const totalCount = pages?.[0]?.totalCount ?? 0;
  const loadedPage = pages?.length ?? 1;
  useEffect(() => {
    if (pages) setSearch({ page: loadedPage, totalCount });
  }, [pages, loadedPage, totalCount, setSearch]);

  // The address is prefilled from the signed-in user's address until a search has been made.
  const initial = submitted ? criteria : { name: '', address: user?.address ?? '' };

  return (
    <Page
      title={t('search.title')}
      actions={
        <Button variant="ghost" onClick={goBack}>
          {t('common.back')}
        </Button>
      }
    >
      <SearchForm
        key={`${search.query}|${search.address}`}
        initial={initial}
        busy={results.isFetching && !results.isFetchingNextPage}
        onSearch={(next) => setSearch({ query: next.name, address: next.address, page: 1, totalCount: 0 })}
        onClear={submitted ? resetSearch : undefined}
      />
      <div className="mt-4">
        <NearMeChip
          onApplied={() => undefined}
          mode="search"
          origin={submitted ? results.data?.pages[0]?.origin : undefined}
          error={results.error}
        />
      </div>
      <section aria-labelledby="results-heading" className="mt-2">
        <h2 id="results-heading" className="sr-only">
          {t('search.results')}
        </h2>
        <OfflineNote paused={results.fetchStatus === 'paused'} />
        {submitted && results.isPending ? <StatusText>{t('state.loading')}</StatusText> : null}
        {results.isSuccess && products.length > 0 ? (
          <p className="mb-3 text-stone-700" role="status">
            {t('search.resultCount', { count: totalCount })}
          </p>
        ) : null}
        {!submitted || (results.isSuccess && products.length === 0) ? (
          <StatusText>{t('state.noProductsFound')}</StatusText>
        ) : null}
        {products.length > 0 ? <ProductGrid products={products} label={t('search.results')} /> : null}
        {results.isSuccess && products.length > 0 ? (
          <LoadMore
            hasMore={results.hasNextPage}
            loading={results.isFetchingNextPage}
            onLoadMore={() => void results.fetchNextPage()}
            endText={null}
          />
        ) : null}
      </section>
    </Page>
  );
}
