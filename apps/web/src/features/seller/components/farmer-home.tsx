import { Suspense, lazy, useState } from 'react';
import { Link } from 'react-router';
import type { Product } from '@kisansetu/contract';
import { ProductCard } from '@/components/product-card';
import { Button, StatusText, buttonClasses } from '@/components/ui';
import { useTranslation } from '@/lib/i18n';
import { paths } from '@/lib/paths';
import { useActingFor } from '@/lib/acting-for';
import { useCurrentUser } from '@/lib/store';
import { useMyProducts } from '../api';
import { ListingStatsDialog, ListingStatsFigures } from './listing-stats-parts';
import { QuickPriceEdit } from './quick-price-edit';

/** How many of the farmer's listings the home page shows before "All my crops". */
const SHOWN = 6;

// Its own chunk, with the offers calls: fetched only when a lot takes offers or has some.
const OffersOnHome = lazy(() => import('./offers-on-home').then((m) => ({ default: m.OffersOnHome })));

/** Whether a lot takes offers now or has some waiting: it gets a line under "Open for offers". */
function openForOffers(product: Product, now: number): boolean {
  if (product.status !== 'active') return false;
  return product.offerCount > 0 || (product.offersUntil !== null && Date.parse(product.offersUntil) > now);
}

/**
 * A farmer's home page starts with their own crops, not "what do you want to buy?": a large "Post a crop", then their
 * listings newest first, each with what buyers did with it (views, wishlists, enquiries, deals), its statistics a tap
 * away, and its price and quantity changeable right there.
 */
export function FarmerHome() {
  const { t } = useTranslation();
  // A helper acting for a farmer sees that farmer's crops.
  const farmer = useActingFor();
  const signedIn = useCurrentUser();
  const user = signedIn && (farmer ?? signedIn);
  const query = useMyProducts(user?._id);
  const [statsOf, setStatsOf] = useState<Product | null>(null);
  if (!user) return null;
  const products = query.data ?? [];
  const now = Date.now();
  const offerLots = products.filter((product) => openForOffers(product, now));
  return (
    <section aria-labelledby="farmer-home-heading" className="mx-auto w-full max-w-6xl px-4 pt-4">
      <h2 id="farmer-home-heading" className="mb-3 text-xl font-bold text-stone-900 sm:text-2xl">
        {t('farmerHome.title')}
      </h2>
      <Link to={paths.upload} className={buttonClasses('primary', 'lg', 'mb-4 w-full text-lg sm:w-auto')}>
        + {t('farmerHome.post')}
      </Link>
      {offerLots.length > 0 ? (
        <Suspense fallback={null}>
          <OffersOnHome lots={offerLots} />
        </Suspense>
      ) : null}
      {query.isPending ? <StatusText>{t('state.loading')}</StatusText> : null}
      {query.isSuccess && products.length === 0 ? <StatusText>{t('farmerHome.none')}</StatusText> : null}
      {products.length > 0 ? (
        <ul
          aria-label={t('farmerHome.title')}
          className="grid grid-cols-1 gap-3 min-[420px]:grid-cols-2 md:grid-cols-3 lg:grid-cols-4"
        >
          {products.slice(0, SHOWN).map((product) => (
            <li key={product._id} className="flex">
              <ProductCard
                product={product}
                variant="mine"
                actions={
                  <>
                    <ListingStatsFigures product={product} userId={user._id} />
                    <QuickPriceEdit product={product} userId={user._id} />
                    <Button
                      variant="outline"
                      size="sm"
                      aria-label={t('listing.stats.openNamed', { name: product.productName })}
                      onClick={() => setStatsOf(product)}
                    >
                      {t('listing.stats.open')}
                    </Button>
                    <Link
                      to={paths.editProduct(product._id)}
                      className={buttonClasses('ghost', 'sm')}
                      aria-label={t('farmerHome.editNamed', { name: product.productName })}
                    >
                      {t('common.update')}
                    </Link>
                  </>
                }
              />
            </li>
          ))}
        </ul>
      ) : null}
      {products.length > SHOWN ? (
        <Link
          to={paths.profile}
          className="mt-3 inline-flex min-h-12 items-center font-semibold text-brand-800 underline"
        >
          {t('farmerHome.all')}
        </Link>
      ) : null}
      <ListingStatsDialog product={statsOf} onClose={() => setStatsOf(null)} />
    </section>
  );
}
