import type { Unit } from '@kisansetu/contract';
import { useTranslation } from '@/lib/i18n';
import { useFormatters } from '@/lib/use-formatters';
import { mandiFormPlace, useMandiPrices, useSettled } from '../api';
import { mandiPriceIn } from '../convert';
import { PriceSource } from './price-source';

/**
 * The product form's hint as the farmer types the crop: "Lasalgaon paid ₹19.5/kg on 20 Nov" — the nearest market's
 * latest modal in the unit chosen (per quintal until a weight unit is chosen). Measured from the form's PIN code when
 * it is whole, else the signed-in farmer's place. Nothing for an unknown crop or no market.
 */
export function CropPriceHint({ crop, unit, pincode }: { crop: string; unit: Unit | ''; pincode?: string }) {
  const { t } = useTranslation();
  const format = useFormatters();
  const settled = useSettled(crop.trim());
  const place = mandiFormPlace(pincode);
  const query = useMandiPrices(settled, place, settled.length >= 2);
  const market = query.data?.markets[0];
  if (!market || !query.data) return null;
  const shownUnit: Unit = unit === '' ? 'quintal' : unit;
  const converted = mandiPriceIn(market.latest.modal, shownUnit);
  const price =
    converted === null
      ? format.pricePerUnit(market.latest.modal, 'quintal')
      : format.pricePerUnit(converted, shownUnit);
  return (
    <div>
      <p className="text-sm text-stone-700" role="status">
        {t('prices.hint', { market: market.market, price, date: format.date(market.latest.date) })}
      </p>
      <PriceSource source={query.data.source} />
    </div>
  );
}
