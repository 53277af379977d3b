import { useTranslation } from '@/lib/i18n';
import { useNavigate } from 'react-router';
import { MOST_SEARCHED } from '@kisansetu/contract';
import { SEARCH_ARRIVAL, searchUrl } from '../../search';

/**
 * The 11 Most Searched crops: a click opens /search?name=<crop> with its results in view. On a phone they
 * are one row that scrolls sideways (four rows of chips pushed the latest products below the screen).
 */
export function MostSearched() {
  const { t } = useTranslation();
  const navigate = useNavigate();

  function searchFor(crop: string): void {
    try {
      void navigate(searchUrl({ name: crop }), { state: SEARCH_ARRIVAL });
    } catch (error) {
      // Spec section 2: a failure here is only logged.
      console.warn('Most Searched failed', error);
    }
  }

  return (
    <section aria-labelledby="most-searched-heading" className="mx-auto w-full max-w-6xl px-4 pt-4 sm:pt-8">
      <h2 id="most-searched-heading" className="text-xl font-bold text-stone-900 sm:text-2xl">
        {t('home.mostSearched')}
      </h2>
      <p className="mt-1 text-stone-700">{t('home.mostSearchedHint')}</p>
      <ul className="-mx-4 mt-2 flex gap-2 overflow-x-auto px-4 pb-1 sm:mx-0 sm:mt-3 sm:flex-wrap sm:overflow-visible sm:px-0">
        {MOST_SEARCHED.map((crop) => (
          <li key={crop}>
            <button
              type="button"
              onClick={() => searchFor(crop)}
              className="min-h-12 rounded-full border whitespace-nowrap border-brand-700 bg-white px-4 font-semibold text-brand-800 hover:bg-brand-50"
            >
              {t(`crop.${crop}`)}
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
