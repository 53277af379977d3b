import { useId, useState } from 'react';
import { RADIUS_KM, savedSearchCreateSchema, type SavedSearchInput } from '@kisansetu/contract';
import { Button, NetworkButton } from '@/components/ui';
import { translateMessage, useTranslation } from '@/lib/i18n';
import { failureText } from '@/lib/error-text';
import { useCurrentUser } from '@/lib/store';
import { toast } from '@/lib/toast';
import { useFormatters } from '@/lib/use-formatters';
import { filterChips } from '../../products';
import type { ProductFilterChoice } from '../../products';
import { useSaveSearch } from '../saved-searches-api';

export interface SaveSearchButtonProps {
  /** The search as the form holds it now. */
  query: string;
  address?: string;
  pincode?: string;
  radiusKm?: number;
  /** The page's filters (from its URL): kept with the search, so its alerts match what the page shows. */
  filters?: ProductFilterChoice | undefined;
}

const radiusOf = (km: number | undefined) => RADIUS_KM.find((r) => r === km);

/** The saved-search fields of the page's filters; a price range goes with its unit, so it compares as the page does. */
function filterFields(filters: ProductFilterChoice | undefined): Partial<SavedSearchInput> {
  if (!filters) return {};
  const priced = filters.minPrice !== undefined || filters.maxPrice !== undefined;
  return {
    ...(filters.category ? { category: filters.category } : {}),
    ...(priced
      ? { minPrice: filters.minPrice, maxPrice: filters.maxPrice, priceUnit: filters.priceUnit ?? 'kg' }
      : {}),
    ...(filters.organic ? { organic: true } : {}),
    ...(filters.grade ? { grade: filters.grade } : {}),
    ...(filters.inStock ? { inStock: true } : {}),
  };
}

/**
 * "Save this search" on /search: keeps the search, with the page's filters, so a matching new listing notifies the
 * person. Without a price filter it asks for an optional most they would pay (₹ per the listing's unit). Shown to
 * signed-in people with a crop or product name in the search (a saved search matches names).
 */
export function SaveSearchButton({ query, address, pincode, radiusKm, filters }: SaveSearchButtonProps) {
  const { t } = useTranslation();
  const format = useFormatters();
  const user = useCurrentUser();
  const save = useSaveSearch();
  const [open, setOpen] = useState(false);
  const [maxPrice, setMaxPrice] = useState('');
  const [error, setError] = useState<string | null>(null);
  const fieldId = useId();
  if (!user || query.trim() === '') return null;
  const kept = filterFields(filters);
  const priced = kept.priceUnit !== undefined;
  const keptWords = filters ? filterChips(t, format, filters).map((chip) => chip.label) : [];

  function submit() {
    const input: SavedSearchInput = {
      query,
      ...(address ? { address } : {}),
      ...(pincode ? { pincode } : {}),
      ...(radiusOf(radiusKm) ? { radiusKm: radiusOf(radiusKm) } : {}),
      ...(!priced && maxPrice.trim() !== '' ? { maxPrice: maxPrice.trim() } : {}),
      ...kept,
    };
    // The contract's own check, so a mistyped budget is said here as the server would say it.
    const checked = savedSearchCreateSchema.safeParse(input);
    const problem = checked.success ? undefined : checked.error.issues.find((i) => i.path[0] === 'maxPrice');
    if (problem) {
      setError(translateMessage(problem.message));
      return;
    }
    setError(null);
    save.mutate(input, {
      onSuccess: () => {
        setOpen(false);
        toast.success(t('savedSearch.saved'));
      },
      onError: (failure) => toast.error(failureText(failure, t('savedSearch.failed'))),
    });
  }

  if (!open) {
    return (
      <Button variant="outline" onClick={() => setOpen(true)}>
        {t('savedSearch.save')}
      </Button>
    );
  }
  return (
    <form
      className="flex flex-wrap items-end gap-2 rounded-xl border border-stone-200 bg-white p-3"
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      {keptWords.length > 0 ? (
        <p className="w-full text-stone-800">{t('filters.savedWith', { filters: keptWords.join(' · ') })}</p>
      ) : null}
      {priced ? null : (
        <label htmlFor={fieldId} className="flex flex-col gap-1 text-sm font-semibold text-stone-800">
          {t('savedSearch.maxPrice')}
          <input
            id={fieldId}
            inputMode="decimal"
            value={maxPrice}
            onChange={(event) => setMaxPrice(event.target.value)}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${fieldId}-error` : undefined}
            placeholder={t('savedSearch.maxPriceHint')}
            className="min-h-12 w-44 rounded-lg border border-stone-300 px-3 text-base font-normal"
          />
        </label>
      )}
      <NetworkButton type="submit" disabled={save.isPending}>
        {save.isPending ? t('savedSearch.saving') : t('savedSearch.confirm')}
      </NetworkButton>
      <Button variant="ghost" onClick={() => setOpen(false)}>
        {t('common.cancel')}
      </Button>
      {error ? (
        <p id={`${fieldId}-error`} role="alert" className="w-full text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </form>
  );
}
