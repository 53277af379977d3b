import { Link } from 'react-router';
import type { MandiMarket, Product } from '@kisansetu/contract';
import { paths } from '@/lib/paths';
import { useTranslation } from '@/lib/i18n';
import { useFormatters } from '@/lib/use-formatters';
import { useMandiPrices } from '../api';
import { comparePercent, mandiPriceIn } from '../convert';
import { MarketDate, MarketPlace } from './market-place';
import { PriceSource } from './price-source';

/** How many of the nearest markets a product page lists: enough to compare, few enough for a phone. */
const SHOWN = 3;

/**
 * "Mandi prices nearby" on a product page: the nearest markets' latest modal price in the listing's unit, its date and
 * distance, and how the listing's price compares. Measured from the listing's place; shows nothing without one or
 * when no market trades the crop (a quiet page beats an empty box).
 */
export function MandiNearby({
  product,
}: {
  product: Pick<Product, 'productName' | 'price' | 'unit' | 'location'>;
}) {
  const { t } = useTranslation();
  const location = product.location;
  const query = useMandiPrices(
    product.productName,
    { lat: location?.lat, lon: location?.lon },
    location !== null && location !== undefined,
  );
  const data = query.data;
  if (!data || data.markets.length === 0) return null;
  return (
    <section aria-labelledby="mandi-heading" className="space-y-2 rounded-lg border border-stone-200 p-3">
      <h2 id="mandi-heading" className="text-lg font-bold">
        {t('prices.nearbyHeading')}
      </h2>
      <ul className="space-y-2">
        {data.markets.slice(0, SHOWN).map((market) => (
          <MarketLine key={`${market.market}-${market.district}`} market={market} product={product} />
        ))}
      </ul>
      <Link
        to={paths.pricesOf(data.crop, {
          pincode: location?.pincode ?? undefined,
          lat: location?.lat,
          lon: location?.lon,
          place: location?.place ?? location?.district ?? undefined,
        })}
        className="inline-flex min-h-12 items-center font-semibold text-brand-800 underline"
      >
        {t('prices.trendLink')}
      </Link>
      <PriceSource source={data.source} />
    </section>
  );
}

function MarketLine({ market, product }: { market: MandiMarket; product: Pick<Product, 'price' | 'unit'> }) {
  const { t } = useTranslation();
  const format = useFormatters();
  const converted = mandiPriceIn(market.latest.modal, product.unit);
  const percent = converted === null ? null : comparePercent(product.price, converted);
  return (
    <li className="text-stone-800">
      <p className="font-semibold">
        <MarketPlace market={market} />
      </p>
      <p>
        {converted === null
          ? format.pricePerUnit(market.latest.modal, 'quintal')
          : format.pricePerUnit(converted, product.unit)}{' '}
        <MarketDate market={market} />
      </p>
      {converted === null ? (
        <p className="text-sm text-stone-600">
          {t('prices.notComparable', { unit: format.unit(product.unit) })}
        </p>
      ) : (
        percent !== null && <p className="text-sm">{compareText(t, percent, market.market)}</p>
      )}
    </li>
  );
}

type Translate = ReturnType<typeof useTranslation>['t'];

/** "12% below the Lasalgaon price", "5% above …", or "about the same as …" within 1%. */
export function compareText(t: Translate, percent: number, market: string): string {
  if (Math.abs(percent) < 1) return t('prices.compareSame', { market });
  return percent < 0
    ? t('prices.compareBelow', { percent: Math.abs(percent), market })
    : t('prices.compareAbove', { percent, market });
}
