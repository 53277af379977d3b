import { Suspense, lazy, useState } from 'react';
import { BottomSheet, Button } from '@/components/ui';
import { useTranslation, withEnglishTexts } from '@/lib/i18n';
import { FilterIcon } from '@/components/icons';

// The controls check typed prices with the contract's zod fields: loaded as a finger or the keyboard reaches the
// button, so the list itself never waits for them.
const loadControls = withEnglishTexts(() =>
  import('./filter-controls').then((module) => ({ default: module.FilterControls })),
);
const Controls = lazy(loadControls);
const preloadControls = () => void loadControls();

export interface FilterButtonProps {
  /** How many filters are on (the button shows the number). */
  count: number;
  /** 'Show results' was tapped: the page brings its results into view. */
  onApplied: () => void;
}

/**
 * The "Filters" chip of /product and /search (48 px, beside the where and sort chips) and its bottom sheet with the
 * filters. Every choice applies at once and the sheet stays open for the next; 'Show results' closes it.
 */
export function FilterButton({ count, onApplied }: FilterButtonProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);

  function apply(): void {
    setOpen(false);
    onApplied();
  }

  return (
    <div className="mb-3">
      <button
        type="button"
        aria-haspopup="dialog"
        aria-expanded={open}
        // The number is said with the name ("Filters, 2 filters on"): the badge is for the eyes.
        aria-label={count > 0 ? t('filters.buttonOn', { count }) : undefined}
        onClick={() => setOpen(true)}
        onPointerDown={preloadControls}
        onFocus={preloadControls}
        className="inline-flex min-h-12 max-w-full items-center gap-2 rounded-3xl border border-brand-700 bg-white px-4 py-1 font-semibold text-brand-800 shadow-sm hover:bg-brand-50"
      >
        <FilterIcon />
        <span className="min-w-0 text-start wrap-anywhere">{t('filters.button')}</span>
        {count > 0 ? (
          <span
            aria-hidden="true"
            className="inline-flex min-w-6 shrink-0 items-center justify-center rounded-full bg-brand-700 px-1.5 text-sm text-white"
          >
            {count}
          </span>
        ) : null}
      </button>
      <BottomSheet
        open={open}
        title={t('filters.button')}
        onClose={() => setOpen(false)}
        footer={
          <Button size="lg" className="w-full" onClick={apply}>
            {t('nearChip.showResults')}
          </Button>
        }
      >
        <Suspense
          fallback={
            <div aria-hidden="true" className="min-h-[28rem] animate-pulse rounded-xl bg-stone-100" />
          }
        >
          <Controls />
        </Suspense>
      </BottomSheet>
    </div>
  );
}
