import { useId, useState } from 'react';
import type { KeyboardEvent } from 'react';
import { useSearchParams } from 'react-router';
import {
  CROP_GROUPS,
  GRADES,
  KG_PER_UNIT,
  UNITS,
  productFilterFields,
  productFiltersSchema,
} from '@kisansetu/contract';
import type { CropGroup, Grade, Unit } from '@kisansetu/contract';
import { SelectField, TextField } from '@/components/ui';
import { translateMessage, useTranslation } from '@/lib/i18n';
import { ChoiceChips } from './choice-chips';
import { productFiltersFrom } from './filter-params';
import type { ProductFilterChoice } from './filter-url';
import { useFiltersUpdate } from './use-filters-update';

/**
 * The filter sheet's controls on /product and /search: category, price range (with its unit), grade, organic, in
 * stock (the order is the sort chip's alone). Each applies as it is chosen (a new history entry; the results behind the sheet follow from page 1); the
 * typed prices apply when the box is left or Enter is pressed, once the contract's rules accept them. A lazy chunk:
 * it brings the contract's zod fields.
 */
export function FilterControls() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const filters = productFiltersFrom(params);
  const updateFilters = useFiltersUpdate();

  const set = (patch: Partial<ProductFilterChoice>) => updateFilters({ ...filters, ...patch });

  return (
    <div className="flex flex-col gap-5">
      <ChoiceChips<CropGroup | 'all'>
        legend={t('filters.category')}
        name="category"
        options={[
          { value: 'all', label: t('filters.allCategories') },
          ...CROP_GROUPS.map((group) => ({ value: group, label: t(`filters.category.${group}`) })),
        ]}
        value={filters.category ?? 'all'}
        onChange={(value) => set({ category: value === 'all' ? undefined : value })}
      />
      <PriceRange filters={filters} onApply={(range) => set(range)} />
      <ChoiceChips<Grade | 'all'>
        legend={t('filters.grade')}
        name="grade"
        options={[
          { value: 'all', label: t('filters.gradeAll') },
          ...GRADES.map((grade) => ({ value: grade, label: t('filters.gradeName', { grade }) })),
        ]}
        value={filters.grade ?? 'all'}
        onChange={(value) => set({ grade: value === 'all' ? undefined : value })}
      />
      <div className="flex flex-col gap-2">
        <Toggle
          label={t('filters.organic')}
          checked={filters.organic === true}
          onChange={(on) => set({ organic: on || undefined })}
        />
        <Toggle
          label={t('filters.inStock')}
          checked={filters.inStock === true}
          onChange={(on) => set({ inStock: on || undefined })}
        />
      </div>
    </div>
  );
}

/** A yes/no filter as a 48 px tappable row. */
function Toggle({
  label,
  checked,
  onChange,
}: {
  label: string;
  checked: boolean;
  onChange: (on: boolean) => void;
}) {
  return (
    <label className="flex min-h-12 cursor-pointer items-center gap-3 rounded-lg border border-stone-300 bg-white px-3 has-checked:border-brand-700 has-checked:bg-brand-50">
      <input
        type="checkbox"
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
        className="size-5 shrink-0 accent-brand-700"
      />
      <span className="min-w-0 font-medium wrap-anywhere">{label}</span>
    </label>
  );
}

type PriceRangeChoice = Pick<ProductFilterChoice, 'minPrice' | 'maxPrice' | 'priceUnit'>;

/** A typed bound checked with the contract's field: the number, or the message to show under the box. */
function readBound(field: 'minPrice' | 'maxPrice', text: string): { value?: number; error?: string } {
  const parsed = productFilterFields[field].safeParse(text);
  if (!parsed.success) return { error: translateMessage(parsed.error.issues[0]?.message ?? '') };
  return parsed.data === undefined ? {} : { value: parsed.data };
}

/**
 * The price range: from, up to (₹, either may be blank) and the unit they are in (per kg unless chosen). Applied when
 * a box is left, on Enter or when the unit changes; a range the contract refuses (not a number, minimum above maximum)
 * stays here with its message and is not applied.
 */
function PriceRange({
  filters,
  onApply,
}: {
  filters: ProductFilterChoice;
  onApply: (range: PriceRangeChoice) => void;
}) {
  const { t } = useTranslation();
  const hintId = useId();
  const text = (value: number | undefined) => (value === undefined ? '' : String(value));
  const [min, setMin] = useState(text(filters.minPrice));
  const [max, setMax] = useState(text(filters.maxPrice));
  const [unit, setUnit] = useState<Unit>(filters.priceUnit ?? 'kg');
  const [errors, setErrors] = useState<{ minPrice?: string; maxPrice?: string }>({});
  // The URL's range changed (applied from here, Back, a chip removed): the boxes show it. Not a remount, which would
  // take the focus from the box the person just moved to.
  const applied = `${text(filters.minPrice)}|${text(filters.maxPrice)}|${filters.priceUnit ?? 'kg'}`;
  const [shown, setShown] = useState(applied);
  if (applied !== shown) {
    setShown(applied);
    setMin(text(filters.minPrice));
    setMax(text(filters.maxPrice));
    setUnit(filters.priceUnit ?? 'kg');
    setErrors({});
  }

  function apply(nextUnit: Unit = unit): void {
    const low = readBound('minPrice', min);
    const high = readBound('maxPrice', max);
    const found = { minPrice: low.error, maxPrice: high.error };
    if (!found.minPrice && !found.maxPrice) {
      const range = productFiltersSchema.safeParse({ minPrice: low.value, maxPrice: high.value });
      const problem = range.success ? undefined : range.error.issues[0];
      if (problem) found.minPrice = translateMessage(problem.message);
    }
    setErrors(found);
    if (found.minPrice || found.maxPrice) return;
    onApply({ minPrice: low.value, maxPrice: high.value, priceUnit: nextUnit });
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>): void {
    // Enter (a phone keyboard's "go") applies the range, as leaving the box does.
    if (event.key !== 'Enter') return;
    event.preventDefault();
    apply();
  }

  const byWeight = KG_PER_UNIT[unit] !== undefined;
  const hint = byWeight
    ? t('filters.priceHintWeight', { unit: t('unit.kg') })
    : t('filters.priceHintOther', { unit: t(`unit.${unit}`) });

  return (
    <fieldset aria-describedby={hintId} className="flex min-w-0 flex-col gap-2">
      <legend className="mb-1 text-sm font-semibold text-stone-800">{t('filters.price')}</legend>
      <div className="grid grid-cols-2 gap-3">
        <TextField
          label={t('filters.minPrice')}
          inputMode="decimal"
          enterKeyHint="go"
          autoComplete="off"
          value={min}
          error={errors.minPrice}
          onChange={(event) => setMin(event.target.value)}
          onBlur={() => apply()}
          onKeyDown={onKeyDown}
        />
        <TextField
          label={t('filters.maxPrice')}
          inputMode="decimal"
          enterKeyHint="go"
          autoComplete="off"
          value={max}
          error={errors.maxPrice}
          onChange={(event) => setMax(event.target.value)}
          onBlur={() => apply()}
          onKeyDown={onKeyDown}
        />
      </div>
      <SelectField
        label={t('filters.priceUnit')}
        value={unit}
        options={UNITS.map((value) => ({ value, label: t('filters.perUnit', { unit: t(`unit.${value}`) }) }))}
        onChange={(event) => {
          const next = UNITS.find((value) => value === event.target.value) ?? 'kg';
          setUnit(next);
          if (min.trim() !== '' || max.trim() !== '') apply(next);
        }}
      />
      <p id={hintId} className="text-sm text-stone-600">
        {hint}
      </p>
    </fieldset>
  );
}
