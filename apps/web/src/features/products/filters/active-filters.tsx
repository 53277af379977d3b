import { useTranslation } from '@/lib/i18n';
import { useFormatters } from '@/lib/use-formatters';
import type { ProductFilterChoice } from './filter-url';
import { filterChips } from './filter-words';
import { useFiltersUpdate } from './use-filters-update';
import { RemoveIcon } from '@/components/icons';

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
