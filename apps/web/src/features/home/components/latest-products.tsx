import { useTranslation } from '@/lib/i18n';
import { Link } from 'react-router';
import { OfflineNote, StatusText, buttonClasses } from '@/components/ui';
import { ProductGrid, useLatestProducts } from '../../products';
import { isForSale } from '@/components/listing-status';
import { paths } from '@/lib/paths';
import { useErrorToast } from '@/lib/use-error-toast';

/** The first page of the newest listings, with a link to all of them. */
export function LatestProducts() {
  const { t } = useTranslation();
  const query = useLatestProducts();
  useErrorToast(query.error, t('toast.failedToGetProducts'), t('toast.somethingWentWrong'));
  // New crops a buyer can get now: a listing out of stock (or sold or expired since the page was fetched) is not news.
  const products = (query.data?.pages[0]?.products ?? []).filter((product) => isForSale(product));
  return (
    <section aria-labelledby="latest-heading" className="mx-auto w-full max-w-6xl px-4 pt-5 sm:pt-8">
      <div className="mb-3 flex flex-wrap items-end justify-between gap-2">
        <h2 id="latest-heading" className="text-xl font-bold text-stone-900 sm:text-2xl">
          {t('home.latest')}
        </h2>
        <Link
          to={paths.products}
          className="inline-flex min-h-12 items-center font-semibold text-brand-800 underline"
        >
          {t('home.viewAll')}
        </Link>
      </div>
      <OfflineNote paused={query.fetchStatus === 'paused'} />
      {query.isPending ? <ProductSkeletons /> : null}
      {query.isError ? <StatusText tone="error">{t('toast.failedToGetProducts')}</StatusText> : null}
      {query.isSuccess && products.length === 0 ? <StatusText>{t('home.noProducts')}</StatusText> : null}
      {products.length > 0 ? <ProductGrid products={products.slice(0, 8)} label={t('home.latest')} /> : null}
      {products.length > 8 ? (
        <div className="mt-4 flex justify-center">
          <Link to={paths.products} className={buttonClasses('outline', 'lg')}>
            {t('home.viewAll')}
          </Link>
        </div>
      ) : null}
    </section>
  );
}

/** Grey boxes the size of the first cards, so the page does not jump when products arrive. */
function ProductSkeletons() {
  const { t } = useTranslation();
  return (
    <div role="status" aria-label={t('state.loading')}>
      <ul
        className="grid grid-cols-1 gap-3 min-[420px]:grid-cols-2 md:grid-cols-3 lg:grid-cols-4 sm:gap-4"
        aria-hidden="true"
      >
        {Array.from({ length: 4 }, (_, index) => (
          <li key={index} className="h-40 animate-pulse rounded-xl bg-stone-200 min-[420px]:h-80" />
        ))}
      </ul>
    </div>
  );
}
