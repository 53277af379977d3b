import type { TFunction } from '@/lib/i18n';
import type { useFormatters } from '@/lib/use-formatters';
import type { ProductFilterChoice } from './filter-url';

/** One filter that is on, in words, and the choice without it (what removing its chip leaves). */
export interface FilterChip {
  key: 'category' | 'price' | 'organic' | 'grade' | 'inStock';
  label: string;
  without: ProductFilterChoice;
}

/** '₹20 to ₹30 / kg', 'up to ₹30 / kg', 'from ₹20 / quintal'; null without a bound. */
export function priceRangeText(
  t: TFunction,
  format: ReturnType<typeof useFormatters>,
  choice: Pick<ProductFilterChoice, 'minPrice' | 'maxPrice' | 'priceUnit'>,
): string | null {
  const unit = format.unit(choice.priceUnit ?? 'kg');
  const { minPrice, maxPrice } = choice;
  if (minPrice !== undefined && maxPrice !== undefined)
    return t('filters.priceBetween', { min: format.price(minPrice), max: format.price(maxPrice), unit });
  if (maxPrice !== undefined) return t('filters.priceUpTo', { price: format.price(maxPrice), unit });
  if (minPrice !== undefined) return t('filters.priceFrom', { price: format.price(minPrice), unit });
  return null;
}

/**
 * The filters that are on, each in a few words ('Vegetables', 'Organic', 'Grade A', 'In stock', 'up to ₹30 / kg'): the
 * chips above the results and a saved search's line say the same, in this order.
 */
export function filterChips(
  t: TFunction,
  format: ReturnType<typeof useFormatters>,
  choice: ProductFilterChoice,
): FilterChip[] {
  const chips: FilterChip[] = [];
  const { category, organic, grade, inStock } = choice;
  if (category) {
    chips.push({
      key: 'category',
      label: t(`filters.category.${category}`),
      without: { ...choice, category: undefined },
    });
  }
  if (organic)
    chips.push({
      key: 'organic',
      label: t('filters.organicChip'),
      without: { ...choice, organic: undefined },
    });
  if (grade)
    chips.push({
      key: 'grade',
      label: t('filters.gradeName', { grade }),
      without: { ...choice, grade: undefined },
    });
  if (inStock)
    chips.push({
      key: 'inStock',
      label: t('filters.inStockChip'),
      without: { ...choice, inStock: undefined },
    });
  const price = priceRangeText(t, format, choice);
  if (price) {
    chips.push({
      key: 'price',
      label: price,
      without: { ...choice, minPrice: undefined, maxPrice: undefined, priceUnit: undefined },
    });
  }
  return chips;
}
