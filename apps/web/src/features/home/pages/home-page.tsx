import { useTranslation } from '@/lib/i18n';
import { HeroSlideshow } from '../components/hero-slideshow';
import { LatestProducts } from '../components/latest-products';
import { MarketAccess } from '../components/market-access';
import { MostSearched } from '../components/most-searched';

/** Home: hero, Most Searched, latest products, Market Access. */
export function HomePage() {
  const { t } = useTranslation();
  return (
    <>
      <title>{t('home.title')}</title>
      <h1 className="sr-only">{t('home.title')}</h1>
      <HeroSlideshow />
      <MostSearched />
      <LatestProducts />
      <MarketAccess />
    </>
  );
}
