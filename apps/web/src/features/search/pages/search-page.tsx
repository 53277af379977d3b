import { useEffect, useState } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import { useTranslation } from '@/lib/i18n';
import { Button, Page } from '@/components/ui';
import { useGoBack } from '@/lib/navigation';
import { useRootStore } from '@/lib/store';
import { useProfile } from '../../auth';
import { useResultsFocus } from '@/lib/use-results-focus';
import { SaveSearchButton } from '../../notifications';
import { NearMeChip, nearMeChoiceFrom } from '../../products';
import { useSearchResults } from '../api';
import type { SearchArrivalState } from '../arrival';
import { SearchForm } from '../components/search-form';
import { SearchResults, resultsView } from '../components/search-results';
import { useErrorToast } from '@/lib/use-error-toast';

/**
 * History entries whose arrival already brought the results into view: coming Back to one of them keeps the place
 * the person left instead of jumping to the results again.
 */
const focusedArrivals = new Set<string>();

export function SearchPage() {
  const { t } = useTranslation();
  const goBack = useGoBack();
  const { profile } = useProfile();
  const location = useLocation();
  const search = useRootStore((state) => state.search);
  const setSearch = useRootStore((state) => state.setSearch);
  const resetSearch = useRootStore((state) => state.resetSearch);
  const criteria = { name: search.query, address: search.address };
  const submitted = criteria.name !== '' || criteria.address !== '';
  const [params] = useSearchParams();
  const choice = nearMeChoiceFrom(params);
  // 'Only in <address>' for this search (the key): a new search shows the fallback again.
  const [onlyAddressFor, setOnlyAddressFor] = useState<string | null>(null);
  const searchKey = `${criteria.name}|${criteria.address}`;
  const fallbackDismissed = onlyAddressFor === searchKey;
  const results = useSearchResults(criteria, choice, !fallbackDismissed);
  useErrorToast(results.main.error, t('toast.failedToFetchProducts'), t('toast.failedToFetchProducts'));
  const { view, settled } = resultsView(results, submitted, fallbackDismissed, choice.radiusKm);

  const arrival = location.state as SearchArrivalState | null;
  const [focusOnArrival] = useState(
    () => arrival?.focusResults === true && !focusedArrivals.has(location.key),
  );
  useEffect(() => {
    if (focusOnArrival) focusedArrivals.add(location.key);
  }, [focusOnArrival, location.key]);
  const { ref: headingRef, focusResults } = useResultsFocus<HTMLHeadingElement>(settled, focusOnArrival);

  const shown = view.kind === 'found' && view.fallback ? results.fallback : results.main;
  const pages = shown.data?.pages;
  const totalCount = pages?.at(-1)?.totalCount ?? 0;
  const loadedPage = pages?.length ?? 1;
  useEffect(() => {
    if (pages) setSearch({ page: loadedPage, totalCount });
  }, [pages, loadedPage, totalCount, setSearch]);

  // The address is prefilled from the signed-in user's address until a search has been made (the form fills it in
  // when the profile arrives after the page).
  const initial = submitted ? criteria : { name: '', address: profile?.address ?? '' };

  return (
    <Page
      title={t('search.title')}
      actions={
        <Button variant="ghost" onClick={goBack}>
          {t('common.back')}
        </Button>
      }
    >
      <SearchForm
        key={searchKey}
        initial={initial}
        busy={results.main.isFetching && !results.main.isFetchingNextPage}
        onSearch={(next) => {
          setSearch({ query: next.name, address: next.address, page: 1, totalCount: 0 });
          focusResults();
        }}
        onClear={submitted ? resetSearch : undefined}
      />
      <div className="mt-3">
        <NearMeChip
          mode="search"
          origin={submitted ? results.main.data?.pages[0]?.origin : undefined}
          error={results.main.error}
          onApplied={focusResults}
        />
      </div>
      {submitted ? (
        <div className="mt-3">
          <SaveSearchButton
            query={criteria.name}
            address={criteria.address}
            pincode={choice.pincode}
            radiusKm={choice.radiusKm}
          />
        </div>
      ) : null}
      <SearchResults
        criteria={criteria}
        results={results}
        view={view}
        headingRef={headingRef}
        onFallback={(show) => {
          setOnlyAddressFor(show ? null : searchKey);
          focusResults();
        }}
        onApplied={focusResults}
      />
    </Page>
  );
}
