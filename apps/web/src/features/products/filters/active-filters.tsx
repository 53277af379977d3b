import { useTranslation } from '@/lib/i18n';
import type { TFunction } from '@/lib/i18n';
import { useFormatters } from '@/lib/use-formatters';
import type { ProductFilterChoice } from './filter-url';
import { useFiltersUpdate } from './use-filters-update';
import { RemoveIcon } from '@/components/icons';

// The filters in words and their chips are one module, shared with the saved searches' page: apart, the words alone
// would be a chunk small enough for the build to fold into the first route's (vite.config.ts experimentalMinChunkSize).

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

/**
 * What the filters keep, above the results: a chip a filter ('Vegetables ×', 'up to ₹30 / kg ×'), each removed with
 * one tap, and one 'Clear all'. Nothing when no filter is on.
 */
export function ActiveFilters({ filters }: { filters: ProductFilterChoice | undefined }) {
  const { t } = useTranslation();
  const format = useFormatters();
  const update = useFiltersUpdate();
  const chips = filters ? filterChips(t, format, filters) : [];
  if (chips.length === 0) return null;
  return (
    <div className="mb-3 flex flex-wrap items-center gap-2">
      <ul aria-label={t('filters.active')} className="flex max-w-full flex-wrap gap-2">
        {chips.map((chip) => (
          <li key={chip.key} className="max-w-full">
            <button
              type="button"
              aria-label={t('filters.remove', { filter: chip.label })}
              onClick={() => update(chip.without)}
              className="inline-flex min-h-12 max-w-full items-center gap-1 rounded-full bg-brand-50 py-1 pr-2 pl-3 font-medium text-brand-900 ring-1 ring-brand-700 hover:bg-brand-100"
            >
              <span className="min-w-0 text-start wrap-anywhere">{chip.label}</span>
              <RemoveIcon />
            </button>
          </li>
        ))}
      </ul>
      <button
        type="button"
        onClick={() => update({})}
        className="inline-flex min-h-12 items-center rounded-lg px-3 font-semibold text-brand-800 underline hover:bg-stone-100"
      >
        {t('filters.clearAll')}
      </button>
    </div>
  );
}
