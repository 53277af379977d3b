import type { MandiMarket } from '@kisansetu/contract';
import { useTranslation } from '@/lib/i18n';
import { useFormatters } from '@/lib/use-formatters';

/**
 * "Lasalgaon, Nashik · ~12 km": a market's name and how far it is, for a line or a heading of its own. A market
 * named for its district ("Farrukhabad" in Farrukhabad) is named once.
 */
export function MarketPlace({ market }: { market: MandiMarket }) {
  const { t } = useTranslation();
  const format = useFormatters();
  const namedForDistrict = market.market.trim().toLowerCase() === market.district.trim().toLowerCase();
  return (
    <>
      {namedForDistrict
        ? market.market
        : t('prices.marketPlace', { market: market.market, district: market.district })}
      <span className="font-normal text-stone-600"> · {format.distance(Math.round(market.distanceKm))}</span>
    </>
  );
}

/** "on 20 Nov 2026", the day of a market's latest price. */
export function MarketDate({ market }: { market: MandiMarket }) {
  const { t } = useTranslation();
  const format = useFormatters();
  return (
    <span className="text-stone-600">{t('prices.onDate', { date: format.date(market.latest.date) })}</span>
  );
}
