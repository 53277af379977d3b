import { useId } from 'react';
import { useSearchParams } from 'react-router';
import type { ProductSort } from '@kisansetu/contract';
import { useTranslation } from '@/lib/i18n';
import { ChevronDownIcon, SortIcon } from '@/components/icons';
import { defaultSort, nearMeChoiceFrom } from './near-me-params';
import { useNearMeUpdate } from './use-near-me-update';

export interface SortChipProps {
  /** 'list' (/product: newest first by default) or 'search' (/search: best match first). */
  mode: 'list' | 'search';
  /** Whether distances can be measured (a position, a PIN code or the person's own address): "Nearest" needs one. */
  hasPoint: boolean;
}

/** The orders a page offers; nearest only with a point to measure from (or when the URL already asks for it). */
export function sortsFor(
  mode: SortChipProps['mode'],
  hasPoint: boolean,
  current: ProductSort,
): ProductSort[] {
  const sorts: ProductSort[] = mode === 'list' ? ['newest'] : ['relevance', 'newest'];
  if (hasPoint || current === 'distance') sorts.splice(1, 0, 'distance');
  sorts.push('price_asc', 'price_desc');
  return sorts;
}

/**
 * The one control for the order of /product and /search: a chip that is the phone's own picker (two taps: open,
 * choose), applied as it is chosen, as a new history entry so Back undoes it.
 */
export function SortChip({ mode, hasPoint }: SortChipProps) {
  const { t } = useTranslation();
  const id = useId();
  const [params] = useSearchParams();
  const update = useNearMeUpdate();
  const sort = nearMeChoiceFrom(params).sort ?? defaultSort(mode);
  return (
    <div className="relative mb-3 inline-flex max-w-full items-center text-brand-800">
      <label htmlFor={id} className="sr-only">
        {t('near.sort')}
      </label>
      <span className="pointer-events-none absolute start-4 inline-flex">
        <SortIcon />
      </span>
      <select
        id={id}
        value={sort}
        onChange={(event) => update({ sort: event.target.value })}
        className="min-h-12 max-w-full cursor-pointer appearance-none truncate rounded-3xl border border-brand-700 bg-white py-1 ps-11 pe-10 font-semibold text-brand-800 shadow-sm hover:bg-brand-50 focus-visible:ring-2 focus-visible:ring-brand-700 focus-visible:outline-none"
      >
        {sortsFor(mode, hasPoint, sort).map((value) => (
          <option key={value} value={value}>
            {t(`near.sort.${value}`)}
          </option>
        ))}
      </select>
      <span className="pointer-events-none absolute end-4 inline-flex">
        <ChevronDownIcon />
      </span>
    </div>
  );
}
