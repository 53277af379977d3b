import { useMemo } from 'react';
import { useTranslation } from '@/lib/i18n';
import type { Availability, Unit } from '@kisansetu/contract';
import { formatAge, formatDate, formatNumber, formatPrice, pricePerKg } from './format';

/** Prices, quantities, units, distances and dates in the current language, formatted for India. */
export function useFormatters() {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  return useMemo(
    () => ({
      price: (amount: number) => formatPrice(amount, language),
      number: (value: number) => formatNumber(value, language),
      date: (iso: string) => formatDate(iso, language),
      unit: (unit: Unit) => t(`unit.${unit}`),
      pricePerUnit: (amount: number, unit: Unit) =>
        t('product.pricePerUnit', { price: formatPrice(amount, language), unit: t(`unit.${unit}`) }),
      quantity: (quantity: number, unit: Unit) =>
        t('product.quantityValue', { quantity: formatNumber(quantity, language), unit: t(`unit.${unit}`) }),
      /** '₹24 / kg' beside a price per quintal or per ton; null for the other units. */
      perKg: (amount: number, unit: Unit) => {
        const perKg = pricePerKg(amount, unit);
        return perKg === null
          ? null
          : t('product.pricePerUnit', { price: formatPrice(perKg, language), unit: t('unit.kg') });
      },
      /** '2 days ago' in the current language; null for an unreadable date. */
      age: (iso: string, now?: number) => formatAge(iso, language, now),
      availability: (availability: Availability) => t(`availability.${availability}`),
      /** '~23 km', or '< 1 km' for a listing in the same place (the server rounds to whole km). */
      distance: (km: number) => (km < 1 ? t('near.underOneKm') : t('near.distanceKm', { km })),
    }),
    [t, language],
  );
}
