import { Link } from 'react-router';
import type { SavedSearch } from '@kisansetu/contract';
import { SAVED_SEARCHES_MAX } from '@kisansetu/contract';
import { Page, StatusText } from '@/components/ui';
import { useTranslation } from '@/lib/i18n';
import { failureText } from '@/lib/error-text';
import { paths } from '@/lib/paths';
import { toast } from '@/lib/toast';
import { useFormatters } from '@/lib/use-formatters';
import { filterChips, filterQuery } from '../../products';
import type { ProductFilterChoice } from '../../products';
import { PushControl } from '../components/push-control';
import { useDeleteSavedSearch, useSavedSearches } from '../saved-searches-api';
import { BinIcon } from '@/components/icons';

/**
 * A saved search's filters as the search page takes them. A price with its unit compares as the page does; an older
 * saved search's most price (no unit: ₹ in each listing's own unit) has no such filter and is only said in words.
 */
function savedSearchFilters(search: SavedSearch): ProductFilterChoice {
  const choice: ProductFilterChoice = {};
  if (search.category) choice.category = search.category;
  if (search.priceUnit) {
    if (search.minPrice !== null) choice.minPrice = search.minPrice;
    if (search.maxPrice !== null) choice.maxPrice = search.maxPrice;
    if (search.priceUnit !== 'kg') choice.priceUnit = search.priceUnit;
  }
  if (search.organic) choice.organic = true;
  if (search.grade) choice.grade = search.grade;
  if (search.inStock) choice.inStock = true;
  return choice;
}

/** The /search address that runs a saved search again, with its place and filters. */
function savedSearchUrl(search: SavedSearch): string {
  const query = new URLSearchParams({ name: search.query });
  if (search.address) query.set('address', search.address);
  if (search.pincode) query.set('pincode', search.pincode);
  if (search.radiusKm) query.set('radiusKm', String(search.radiusKm));
  for (const [key, value] of Object.entries(filterQuery(savedSearchFilters(search)))) query.set(key, value);
  return `${paths.search}?${query.toString()}`;
}

function SavedSearchItem({ search }: { search: SavedSearch }) {
  const { t } = useTranslation();
  const format = useFormatters();
  const remove = useDeleteSavedSearch();
  const where = search.address ?? search.pincode;
  const details = [
    where ? t('savedSearch.near', { place: where }) : t('savedSearch.anywhere'),
    search.radiusKm ? t('savedSearch.within', { km: search.radiusKm }) : null,
    ...filterChips(t, format, savedSearchFilters(search)).map((chip) => chip.label),
    search.maxPrice !== null && search.priceUnit === null
      ? t('savedSearch.upTo', { price: format.number(search.maxPrice) })
      : null,
  ].filter((part): part is string => part !== null);
  return (
    <div className="flex items-center gap-3 rounded-xl bg-white p-4 shadow-sm">
      <div className="flex min-w-0 flex-1 flex-col">
        {/* Opens the search again, with its place and filters. */}
        <Link
          to={savedSearchUrl(search)}
          className="inline-flex min-h-11 items-center font-bold break-words text-brand-800 underline"
        >
          {search.query}
        </Link>
        <span className="text-sm text-stone-600">{details.join(' · ')}</span>
      </div>
      <button
        type="button"
        className="inline-flex size-12 shrink-0 items-center justify-center rounded-lg text-red-700 hover:bg-red-50 disabled:text-stone-400"
        aria-label={t('savedSearch.delete', { query: search.query })}
        disabled={remove.isPending}
        onClick={() =>
          remove.mutate(search._id, {
            onSuccess: () => toast.success(t('savedSearch.deleted')),
            onError: (error) => toast.error(failureText(error, t('toast.somethingWentWrong'))),
          })
        }
      >
        <BinIcon />
      </button>
    </div>
  );
}

/** /saved-searches (linked from the profile and the notifications): the saved searches, and alerts on this phone. */
export function SavedSearchesPage() {
  const { t } = useTranslation();
  const query = useSavedSearches();
  const searches = query.data ?? [];
  return (
    <Page
      title={t('savedSearch.title')}
      intro={t('savedSearch.intro', { max: SAVED_SEARCHES_MAX })}
      width="narrow"
    >
      {query.isPending ? <StatusText>{t('state.loading')}</StatusText> : null}
      {query.isError ? <StatusText tone="error">{t('toast.somethingWentWrong')}</StatusText> : null}
      {query.isSuccess && searches.length === 0 ? <StatusText>{t('savedSearch.empty')}</StatusText> : null}
      {searches.length > 0 ? (
        <ul className="mb-6 flex flex-col gap-2" aria-label={t('savedSearch.title')}>
          {searches.map((search) => (
            <li key={search._id}>
              <SavedSearchItem search={search} />
            </li>
          ))}
        </ul>
      ) : null}
      <PushControl />
    </Page>
  );
}
