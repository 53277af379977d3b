import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { CROP_GROUPS } from '@kisansetu/contract';
import type { CropGroup } from '@kisansetu/contract';
import { useTranslation, withEnglishTexts } from '@/lib/i18n';
import { paths } from '@/lib/paths';

// The row's words are beyond the first route's texts: English brings them in (a language's own table has them).
const textsReady = withEnglishTexts(() => Promise.resolve());

const nearScreen = new Map<Element, () => void>();
let shared: IntersectionObserver | undefined;

/** One observer for every row, made when the first one mounts; null where the browser has none. */
function nearScreenObserver(): IntersectionObserver | null {
  if (typeof IntersectionObserver === 'undefined') return null;
  shared ??= new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        if (!entry.isIntersecting) continue;
        nearScreen.get(entry.target)?.();
        nearScreen.delete(entry.target);
        shared?.unobserve(entry.target);
      }
    },
    { rootMargin: '300px 0px' },
  );
  return shared;
}

/** /product narrowed to one category. */
const listOf = (category: CropGroup) => `${paths.products}?category=${category}`;

/**
 * "Browse by category" on the home page, below the latest products: the crop categories as 48 px links, each opening
 * /product narrowed to it (one row that scrolls sideways on a phone). Its own chunk, and its texts are fetched only as
 * the row nears the screen, so a visit that never scrolls down pays nothing for it; the box keeps the row's height
 * meanwhile, so nothing below it moves.
 */
export function BrowseCategories() {
  const { t } = useTranslation();
  const ref = useRef<HTMLElement>(null);
  const [shown, setShown] = useState(false);

  useEffect(() => {
    const element = ref.current;
    if (shown || !element) return;
    let active = true;
    const reveal = () => void textsReady().then(() => active && setShown(true));
    const observer = nearScreenObserver();
    if (observer) {
      nearScreen.set(element, reveal);
      observer.observe(element);
    } else reveal();
    return () => {
      active = false;
      nearScreen.delete(element);
      observer?.unobserve(element);
    };
  }, [shown]);

  return (
    <section
      ref={ref}
      aria-labelledby={shown ? 'browse-categories-heading' : undefined}
      className="mx-auto min-h-28 w-full max-w-6xl px-4 pt-5 sm:pt-8"
    >
      {shown ? (
        <>
          <h2 id="browse-categories-heading" className="mb-3 text-xl font-bold text-stone-900 sm:text-2xl">
            {t('filters.browse')}
          </h2>
          <ul className="-mx-4 flex gap-2 overflow-x-auto px-4 pb-1 sm:mx-0 sm:flex-wrap sm:overflow-visible sm:px-0">
            {CROP_GROUPS.map((category) => (
              <li key={category} className="shrink-0">
                <Link
                  to={listOf(category)}
                  className="inline-flex min-h-12 items-center rounded-full border border-brand-700 bg-white px-4 font-semibold whitespace-nowrap text-brand-800 hover:bg-brand-50"
                >
                  {t(`filters.category.${category}`)}
                </Link>
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </section>
  );
}
