import { useMemo } from 'react';
import { useTranslation } from '@/lib/i18n';
import type { Availability, Unit } from '@kisansetu/contract';
import { formatDate, formatNumber, formatPrice } from './format';

/** Prices, quantities, units and dates in the current language, formatted for India. */
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
      availability: (availability: Availability) => t(`availability.${availability}`),
    }),
    [t, language],
  );
}
