import { useEffect } from 'react';
import { comparablePrice } from '@kisansetu/contract';
import type { MandiMarket, Unit } from '@kisansetu/contract';
import { intlLocale, useTranslation } from '@/lib/i18n';
import type { TFunction } from '@/lib/i18n';
import { cn } from '@/components/ui';
import type { MandiPlace } from '../api';
import { mandiFormPlace, useMandiPrices, useSettled } from '../api';
import { comparePercent, isWeightUnit } from '../convert';

/**
 * How `price` per `unit` compares with a market's latest modal price (₹ a quintal), per kg: whole percent, negative
 * below; null when the unit has no weight or either price is not positive.
 */
export function mandiPercent(price: number, unit: Unit, market: MandiMarket): number | null {
  if (!isWeightUnit(unit)) return null;
  return comparePercent(comparablePrice(price, unit), market.latest.modal / 100);
}

/** "N% below Lasalgaon mandi, 24 Nov", "N% above …", or "Same as …" within one per cent. */
export function mandiComparisonText(
  t: TFunction,
  percent: number,
  market: MandiMarket,
  language: string,
): string {
  // The market's day without the year: a mandi price shown is at most a few weeks old.
  const date = new Intl.DateTimeFormat(intlLocale(language), {
    day: 'numeric',
    month: 'short',
    timeZone: 'UTC',
  }).format(new Date(`${market.latest.date}T00:00:00Z`));
  const values = { percent: Math.abs(percent), market: market.market, date };
  if (Math.abs(percent) < 1) return t('listing.compare.same', values);
  return t(percent < 0 ? 'listing.compare.below' : 'listing.compare.above', values);
}

/**
 * One line beside a listing's price: how it compares with the nearest mandi's latest modal price for the same crop,
 * per kg ("N% below Lasalgaon mandi, 24 Nov"). Measured from `place` (a listing's point) or, on the product form,
 * from `pincode` once whole, as the form's price hint is: the same crop and place share one request. The crop name is
 * taken once the typing pauses. Shows nothing while it loads, for an unknown crop, no market, a price that is not a
 * number yet, or a unit without a weight. `onCrop` hears the crop's vocabulary key the answer names (the form's
 * variety suggestions), undefined while none is known.
 */
export function MandiComparison({
  crop,
  price,
  unit,
  place,
  pincode,
  enabled = true,
  onCrop,
  className,
}: {
  crop: string;
  price: number | undefined;
  unit: Unit | '';
  place?: MandiPlace;
  pincode?: string;
  enabled?: boolean;
  onCrop?: (crop: string | undefined) => void;
  className?: string;
}) {
  const { t, i18n } = useTranslation();
  const settled = useSettled(crop.trim());
  const query = useMandiPrices(settled, place ?? mandiFormPlace(pincode), enabled && settled.length >= 2);
  const cropKey = query.data?.crop;
  useEffect(() => onCrop?.(cropKey), [cropKey, onCrop]);
  const market = query.data?.markets[0];
  if (!market || unit === '' || price === undefined) return null;
  const percent = mandiPercent(price, unit, market);
  if (percent === null) return null;
  return (
    <p className={cn('text-sm font-medium text-stone-700', className)} data-testid="mandi-comparison">
      {mandiComparisonText(t, percent, market, i18n.language)}
    </p>
  );
}
