import { useTranslation } from '@/lib/i18n';
import { QuickSearch } from '../../search';
import { HeroSlideshow } from '../components/hero-slideshow';
import { LatestProducts } from '../components/latest-products';
import { MarketAccess } from '../components/market-access';
import { MostSearched } from '../components/most-searched';

/**
 * Home: the search bar, hero, Most Searched, latest products, Market Access. On a 360 × 740 phone the search bar and
 * the first product card are both in the first screenful.
 */
export function HomePage() {
  const { t } = useTranslation();
  return (
    <>
      <title>{t('home.title')}</title>
      <h1 className="sr-only">{t('home.title')}</h1>
      <QuickSearch />
      <HeroSlideshow />
      <MostSearched />
      <LatestProducts />
      <MarketAccess />
    </>
  );
}
