import { useLayoutEffect, useRef } from 'react';
import { Link } from 'react-router';
import { CROP_GROUPS } from '@kisansetu/contract';
import type { CropGroup } from '@kisansetu/contract';
import { useTranslation } from '@/lib/i18n';

export interface CategoryLinksProps {
  /** The address each category opens. */
  hrefOf: (category: CropGroup) => string;
  /** The address of "All" (the list without a category), the row's first link. */
  allHref: string;
  /** The list's category now (null: all of them), marked as the current link; undefined while not yet known. */
  current: CropGroup | null | undefined;
  /** Names the row for screen readers. */
  label: string;
}

/**
 * The list page's categories as a row of 48 px links, "All" first: on a phone one row that scrolls sideways (it would
 * push the results down otherwise), wrapped on a wider screen. A category opens the list narrowed to it, keeping the
 * place on the page; the current one is marked and scrolled into the row's view.
 */
export function CategoryLinks({ hrefOf, allHref, current, label }: CategoryLinksProps) {
  const { t } = useTranslation();
  const listRef = useRef<HTMLUListElement>(null);

  useLayoutEffect(() => {
    const list = listRef.current;
    const link = list?.querySelector<HTMLElement>('[aria-current="true"]');
    if (!list || !link) return;
    // Sideways only: the page itself must not move.
    const start = link.offsetLeft - list.offsetLeft;
    const visible =
      start >= list.scrollLeft && start + link.offsetWidth <= list.scrollLeft + list.clientWidth;
    if (!visible) list.scrollLeft = start - (list.clientWidth - link.offsetWidth) / 2;
  }, [current]);

  return (
    <nav aria-label={label}>
      <ul
        ref={listRef}
        className="-mx-4 flex gap-2 overflow-x-auto px-4 pb-1 sm:mx-0 sm:flex-wrap sm:overflow-visible sm:px-0"
      >
        {[null, ...CROP_GROUPS].map((category) => {
          const selected = category === current;
          return (
            <li key={category ?? 'all'} className="shrink-0">
              <Link
                to={category === null ? allHref : hrefOf(category)}
                preventScrollReset
                aria-current={selected ? 'true' : undefined}
                className={
                  selected
                    ? 'inline-flex min-h-12 items-center rounded-full border border-brand-700 bg-brand-700 px-4 font-semibold whitespace-nowrap text-white'
                    : 'inline-flex min-h-12 items-center rounded-full border border-brand-700 bg-white px-4 font-semibold whitespace-nowrap text-brand-800 hover:bg-brand-50'
                }
              >
                {category === null ? t('filters.allCategories') : t(`filters.category.${category}`)}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
