import { Suspense, lazy } from 'react';
import { useTranslation } from '@/lib/i18n';
import { useCurrentUser } from '@/lib/store';
import { loadBrowseCategories } from '../../products';
import { loadBuyersNearStrip } from '../../requests';
import { QuickSearch } from '../../search';
import { loadFarmerHome } from '../../seller';
import { HeroSlideshow } from '../components/hero-slideshow';
import { LatestProducts } from '../components/latest-products';
import { MarketAccess } from '../components/market-access';
import { MostSearched } from '../components/most-searched';

// Its own chunk, fetched only for a signed-in farmer: a visitor's first page carries none of it.
const BuyersNearStrip = lazy(loadBuyersNearStrip);
const FarmerHome = lazy(loadFarmerHome);
// Below the fold, its own chunk (it loads its texts only as it nears the screen).
const BrowseCategories = lazy(loadBrowseCategories);

/**
 * Home: the search bar, hero, Most Searched, latest products, categories to browse, Market Access. On a 360 × 740
 * phone the search bar and the first product card are both in the first screenful. A signed-in farmer sees their own
 * crops first and buyers near them, without the buyer's search bar, hero and categories.
 */
export function HomePage() {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const farmer = user?.role === 'seller';
  return (
    <>
      <title>{t('home.title')}</title>
      <h1 className="sr-only">{t('home.title')}</h1>
      {farmer ? (
        <>
          <Suspense fallback={null}>
            <FarmerHome />
          </Suspense>
          <Suspense fallback={null}>
            <BuyersNearStrip />
          </Suspense>
        </>
      ) : (
        <>
          <QuickSearch />
          <HeroSlideshow />
        </>
      )}
      <MostSearched />
      <LatestProducts />
      {farmer ? null : (
        <Suspense fallback={null}>
          <BrowseCategories />
        </Suspense>
      )}
      <MarketAccess />
    </>
  );
}
