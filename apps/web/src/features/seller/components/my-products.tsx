import { useState } from 'react';
import { isolate, useTranslation } from '@/lib/i18n';
import { Link, useNavigate } from 'react-router';
import type { Product } from '@kisansetu/contract';
import { Button, buttonClasses, Dialog, NetworkButton, StatusText } from '@/components/ui';
import { ProductCard } from '@/components/product-card';
import { ListingActions } from '../../products';
import { useDeleteProduct, useMyProducts } from '../api';
import { paths } from '@/lib/paths';
import { useErrorToast } from '@/lib/use-error-toast';
import { ListingStatsDialog, ListingStatsFigures } from './listing-stats-parts';

/**
 * The seller's own listings on the profile page, every status (sold and expired too), each with its status badge,
 * what buyers did with it (views, wishlists, enquiries, deals: one stats call for the list), the one-tap Mark as
 * sold / Renew, Statistics, Update and Delete.
 */
export function MyProducts({ userId }: { userId: string }) {
  const { t } = useTranslation();
  const query = useMyProducts(userId);
  const remove = useDeleteProduct();
  const [toDelete, setToDelete] = useState<Product | null>(null);
  const [statsOf, setStatsOf] = useState<Product | null>(null);
  useErrorToast(query.error, t('toast.failedToGetUserProducts'), t('toast.somethingWentWrongUserProducts'));
  const products = query.data ?? [];
  return (
    <section aria-labelledby="my-products-heading" className="mt-8">
      <div className="mb-3 flex flex-wrap items-center justify-between gap-2">
        <h2 id="my-products-heading" className="text-xl font-bold">
          {t('profile.myProducts')}
        </h2>
        <Link to={paths.upload} className={buttonClasses('primary', 'sm')} data-keep-clear>
          + {t('nav.upload')}
        </Link>
      </div>
      {query.isPending ? <StatusText>{t('state.loading')}</StatusText> : null}
      {query.isError ? <StatusText tone="error">{t('toast.failedToGetUserProducts')}</StatusText> : null}
      {query.isSuccess && products.length === 0 ? <StatusText>{t('profile.noProducts')}</StatusText> : null}
      {products.length > 0 ? (
        <ul className="grid grid-cols-1 gap-3 min-[420px]:grid-cols-2 md:grid-cols-3 lg:grid-cols-4">
          {products.map((product) => (
            <li key={product._id} className="flex">
              <MyProductCard
                product={product}
                userId={userId}
                onStats={setStatsOf}
                onDelete={() => setToDelete(product)}
              />
            </li>
          ))}
        </ul>
      ) : null}
      <Dialog
        open={toDelete !== null}
        title={t('profile.deleteConfirmTitle')}
        onClose={() => setToDelete(null)}
        actions={
          <>
            <Button variant="ghost" onClick={() => setToDelete(null)}>
              {t('common.cancel')}
            </Button>
            <NetworkButton
              variant="danger"
              disabled={remove.isPending}
              onClick={() =>
                remove.mutate(toDelete?._id, {
                  onSettled: () => setToDelete(null),
                })
              }
            >
              {remove.isPending ? t('profile.deleting') : t('common.delete')}
            </NetworkButton>
          </>
        }
      >
        {toDelete ? t('profile.deleteConfirmText', { name: isolate(toDelete.productName) }) : null}
      </Dialog>
      <ListingStatsDialog product={statsOf} onClose={() => setStatsOf(null)} />
    </section>
  );
}

function MyProductCard({
  product,
  userId,
  onStats,
  onDelete,
}: {
  product: Product;
  userId: string;
  onStats: (product: Product) => void;
  onDelete: () => void;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <ProductCard
      product={product}
      variant="mine"
      actions={
        <>
          <ListingStatsFigures product={product} userId={userId} />
          <ListingActions product={product} className="grow" />
          <Button
            variant="outline"
            size="sm"
            className="grow"
            aria-label={t('listing.stats.openNamed', { name: product.productName })}
            onClick={() => onStats(product)}
          >
            {t('listing.stats.open')}
          </Button>
          <Button
            variant="outline"
            size="sm"
            className="grow"
            aria-label={t('profile.updateNamed', { name: product.productName })}
            onClick={() => void navigate(paths.editProduct(product._id))}
          >
            {t('common.update')}
          </Button>
          <Button
            variant="danger"
            size="sm"
            className="grow"
            aria-label={t('profile.deleteNamed', { name: product.productName })}
            onClick={onDelete}
          >
            {t('common.delete')}
          </Button>
        </>
      }
    />
  );
}
