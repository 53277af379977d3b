import { useId } from 'react';
import type { MandiMarket } from '@kisansetu/contract';
import { useTranslation } from '@/lib/i18n';
import { useFormatters } from '@/lib/use-formatters';
import { mandiPriceIn, type WeightUnit } from '../convert';

const WIDTH = 320;
const HEIGHT = 96;
/** Room inside the frame so the line's ends and its dots are not cut off. */
const PAD = 6;

/** The trend's points in `unit`, oldest first, as x/y inside the chart's frame (higher price, higher point). */
export function trendPoints(
  trend: MandiMarket['trend'],
  unit: WeightUnit,
): { date: string; price: number; x: number; y: number }[] {
  const prices = trend.map((day) => mandiPriceIn(day.modal, unit) ?? 0);
  const low = Math.min(...prices);
  const high = Math.max(...prices);
  const span = high - low;
  const step = trend.length > 1 ? (WIDTH - 2 * PAD) / (trend.length - 1) : 0;
  return trend.map((day, index) => {
    const price = prices[index] ?? 0;
    // A flat month is a line across the middle, not along the floor.
    const share = span === 0 ? 0.5 : (price - low) / span;
    return {
      date: day.date,
      price,
      x: trend.length > 1 ? PAD + index * step : WIDTH / 2,
      y: HEIGHT - PAD - share * (HEIGHT - 2 * PAD),
    };
  });
}

/**
 * A market's modal price over its last 30 days as a small line chart: an SVG with a spoken summary (first and last
 * day, low and high) for screen readers, and the days as a table behind "Show as table" for anyone who wants the
 * figures. No chart library: a polyline is all a phone needs to see whether the price is rising.
 */
export function PriceTrend({ market, unit }: { market: MandiMarket; unit: WeightUnit }) {
  const { t } = useTranslation();
  const format = useFormatters();
  const titleId = useId();
  if (market.trend.length === 0) return null;
  const points = trendPoints(market.trend, unit);
  const first = points[0]!;
  const last = points[points.length - 1]!;
  const prices = points.map((point) => point.price);
  const money = (price: number) => format.pricePerUnit(price, unit);
  const summary = t('prices.trendSummary', {
    market: market.market,
    from: money(first.price),
    fromDate: format.date(first.date),
    to: money(last.price),
    toDate: format.date(last.date),
    low: money(Math.min(...prices)),
    high: money(Math.max(...prices)),
  });
  return (
    <figure className="space-y-1">
      <svg
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        role="img"
        aria-labelledby={titleId}
        className="h-24 w-full max-w-md rounded bg-stone-50"
        preserveAspectRatio="none"
      >
        <title id={titleId}>{summary}</title>
        <polyline
          points={points.map((point) => `${point.x.toFixed(1)},${point.y.toFixed(1)}`).join(' ')}
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          vectorEffect="non-scaling-stroke"
          className="text-green-700"
        />
        <circle cx={last.x} cy={last.y} r="3" className="fill-green-800" />
      </svg>
      <figcaption className="flex justify-between text-xs text-stone-600">
        <span>{format.date(first.date)}</span>
        <span>{format.date(last.date)}</span>
      </figcaption>
      <details className="text-sm">
        <summary className="inline-flex min-h-12 cursor-pointer items-center underline">
          {t('prices.showTable')}
        </summary>
        <table className="mt-1 w-full max-w-md text-left">
          <caption className="sr-only">{t('prices.tableCaption', { market: market.market })}</caption>
          <thead>
            <tr>
              <th scope="col">{t('prices.dateColumn')}</th>
              <th scope="col">{t('prices.modalColumn')}</th>
            </tr>
          </thead>
          <tbody>
            {points.map((point) => (
              <tr key={point.date}>
                <td>{format.date(point.date)}</td>
                <td>{money(point.price)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </figure>
  );
}
