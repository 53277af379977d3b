import { useState, type FormEvent, type ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { LIMITS, type MandiMarket } from '@kisansetu/contract';
import { Button, Page, PincodeField, SelectField, StatusText, TextField } from '@/components/ui';
import { isApiError } from '@/lib/api-client';
import { i18n, translateMessage, useTranslation } from '@/lib/i18n';
import type { TranslationKey } from '@/locales/keys';
import { useCurrentUser } from '@/lib/store';
import { useFormatters } from '@/lib/use-formatters';
import { useMandiPrices } from '../api';
import { COMMON_CROPS, COMMON_CROP_NAMES, cropNameKey, type CommonCrop } from '../common-crops';
import { WEIGHT_UNITS, isWeightUnit, mandiPriceIn, type WeightUnit } from '../convert';
import { MarketDate, MarketPlace } from '../components/market-place';
import { PriceSource } from '../components/price-source';
import { PriceTrend } from '../components/price-trend';

/**
 * /prices: a crop's latest prices at the five nearest mandis, each with its 30-day trend, in the unit the person
 * thinks in. The crop, PIN code and unit live in the address, so a link ("onion near 422306 per kg") can be shared
 * and Back undoes a choice. A signed-in person without a PIN code is measured from their own place.
 */
export function PricesPage() {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const [params, setParams] = useSearchParams();
  const crop = params.get('crop')?.trim() ?? '';
  const pincode = params.get('pincode')?.trim() ?? '';
  // A listing's place (the product page's link): its point, until the person types a PIN code of their own.
  const point = pointOf(params);
  const place = params.get('place')?.trim() ?? '';
  const unitParam = params.get('unit');
  const unit: WeightUnit = isWeightUnit(unitParam) ? unitParam : 'quintal';
  const [draftCrop, setDraftCrop] = useState(crop);
  const [draftPincode, setDraftPincode] = useState(pincode);
  const [cropError, setCropError] = useState<string | undefined>();
  const query = useMandiPrices(crop, pincode ? { pincode } : (point ?? {}), crop !== '');

  const show = (nextCrop: string, nextPincode: string, nextUnit: WeightUnit = unit) => {
    const next = new URLSearchParams();
    next.set('crop', nextCrop);
    if (nextPincode) next.set('pincode', nextPincode);
    else if (point) {
      next.set('lat', String(point.lat));
      next.set('lon', String(point.lon));
      if (place) next.set('place', place);
    }
    if (nextUnit !== 'quintal') next.set('unit', nextUnit);
    setParams(next);
  };
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const name = draftCrop.trim();
    if (name === '') {
      setCropError(t('validation.priceCropRequired'));
      return;
    }
    setCropError(undefined);
    show(name, draftPincode.trim());
  };
  const pickCrop = (key: CommonCrop) => {
    const name = t(COMMON_CROP_NAMES[key]);
    setDraftCrop(name);
    setCropError(undefined);
    show(name, draftPincode.trim());
  };

  const fields = isApiError(query.error) ? query.error.fields : undefined;
  return (
    <Page title={t('prices.pageTitle')} intro={t('prices.pageIntro')} width="prose">
      <form onSubmit={onSubmit} noValidate className="space-y-3">
        <TextField
          label={t('prices.cropField')}
          type="search"
          value={draftCrop}
          maxLength={LIMITS.productNameMax}
          onChange={(event) => setDraftCrop(event.target.value)}
          error={cropError ?? (fields?.crop ? translateMessage(fields.crop) : undefined)}
          hint={t('prices.cropHint')}
        />
        <div className="flex flex-wrap gap-2" role="group" aria-label={t('prices.commonCrops')}>
          {COMMON_CROPS.map((key) => (
            <Button key={key} type="button" variant="outline" size="sm" onClick={() => pickCrop(key)}>
              {t(COMMON_CROP_NAMES[key])}
            </Button>
          ))}
        </div>
        <PincodeField
          purpose="account"
          value={draftPincode}
          onChange={(event) => setDraftPincode(event.target.value.replace(/\D/g, ''))}
          error={fields?.pincode ? translateMessage(fields.pincode) : undefined}
          placeholder={user ? t('prices.pincodeOwnPlace') : undefined}
        />
        {!pincode && point && place ? (
          <p className="text-sm text-stone-700">{t('prices.fromPlace', { place })}</p>
        ) : null}
        <Button type="submit">{t('prices.show')}</Button>
      </form>
      <div className="mt-6">
        <Results
          crop={cropName(crop, query.data?.crop)}
          unit={unit}
          status={query.status}
          markets={query.data?.markets}
          fieldError={fields !== undefined}
          onUnit={(next) => show(crop, pincode, next)}
        >
          {query.data ? <PriceSource source={query.data.source} /> : null}
        </Results>
      </div>
    </Page>
  );
}

/** A whole point from the address (`lat` and `lon` both numbers in range), else null. */
function pointOf(params: URLSearchParams): { lat: number; lon: number } | null {
  const lat = Number(params.get('lat') ?? Number.NaN);
  const lon = Number(params.get('lon') ?? Number.NaN);
  if (!Number.isFinite(lat) || !Number.isFinite(lon) || Math.abs(lat) > 90 || Math.abs(lon) > 180)
    return null;
  return { lat, lon };
}

/** The vocabulary's name of the crop in the UI's language where the app has it, else what the person typed. */
function cropName(typed: string, key: string | undefined): string {
  const localeKey = cropNameKey(key ?? '');
  return key !== undefined && i18n.exists(localeKey) ? i18n.t(localeKey as TranslationKey) : typed;
}

function Results({
  crop,
  unit,
  status,
  markets,
  fieldError,
  onUnit,
  children,
}: {
  crop: string;
  unit: WeightUnit;
  status: 'pending' | 'error' | 'success';
  markets: MandiMarket[] | undefined;
  fieldError: boolean;
  onUnit: (unit: WeightUnit) => void;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  if (crop === '') return <StatusText>{t('prices.pickCrop')}</StatusText>;
  if (status === 'pending') return <StatusText>{t('prices.loading')}</StatusText>;
  // A field's refusal is shown under its field; anything else (offline, a server fault) here.
  if (status === 'error')
    return fieldError ? null : <StatusText tone="error">{t('prices.failed')}</StatusText>;
  if (!markets || markets.length === 0) return <StatusText>{t('prices.none', { crop })}</StatusText>;
  return (
    <section aria-labelledby="prices-results" className="space-y-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <h2 id="prices-results" className="text-xl font-bold" dir="auto">
          {t('prices.resultsHeading', { crop })}
        </h2>
        <SelectField
          label={t('prices.unitField')}
          value={unit}
          options={WEIGHT_UNITS.map((option) => ({ value: option, label: t(`unitOption.${option}`) }))}
          onChange={(event) => {
            if (isWeightUnit(event.target.value)) onUnit(event.target.value);
          }}
        />
      </div>
      <ol className="space-y-4">
        {markets.map((market) => (
          <MarketPrices
            key={`${market.market}-${market.district}-${market.state}`}
            market={market}
            unit={unit}
          />
        ))}
      </ol>
      {children}
    </section>
  );
}

function MarketPrices({ market, unit }: { market: MandiMarket; unit: WeightUnit }) {
  const { t } = useTranslation();
  const format = useFormatters();
  const money = (perQuintal: number) => format.pricePerUnit(mandiPriceIn(perQuintal, unit) ?? 0, unit);
  return (
    <li className="space-y-2 rounded-lg border border-stone-200 p-3">
      <h3 className="font-semibold">
        <MarketPlace market={market} />
      </h3>
      <p>
        <span className="text-lg font-bold">{money(market.latest.modal)}</span> <MarketDate market={market} />
      </p>
      <p className="text-sm text-stone-700">
        {t('prices.range', { min: money(market.latest.min), max: money(market.latest.max) })}
      </p>
      <PriceTrend market={market} unit={unit} />
    </li>
  );
}
