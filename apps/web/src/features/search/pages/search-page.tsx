import { useState } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from '@/lib/i18n';
import { Button, Page } from '@/components/ui';
import { useGoBack } from '@/lib/navigation';
import { useResultsFocus } from '@/lib/use-results-focus';
import { SaveSearchButton } from '../../notifications';
import {
  ActiveFilters,
  FilterButton,
  NearMeChip,
  SortChip,
  countFilters,
  filterQuery,
  nearMeChoiceFrom,
  useProductFilters,
  useSessionPosition,
} from '../../products';
import { useSearchResults } from '../api';
import { SEARCH_ARRIVAL } from '../arrival';
import type { SearchArrivalState } from '../arrival';
import { SearchForm } from '../components/search-form';
import { SearchResults, resultsView } from '../components/search-results';
import { searchCriteriaFrom } from '../search-criteria';
import { searchUrl } from '../search-url';
import { useErrorToast } from '@/lib/use-error-toast';

/**
 * /search?name=…&address=… (with the near-me choice and the filters beside them): the URL is the search, so a search
 * can be shared, bookmarked and reloaded, and Back returns to the one before.
 */
export function SearchPage() {
  const { t } = useTranslation();
  const goBack = useGoBack();
  const navigate = useNavigate();
  const location = useLocation();
  const [params] = useSearchParams();
  const criteria = searchCriteriaFrom(params);
  const submitted = criteria.name !== '' || criteria.address !== '';
  const choice = nearMeChoiceFrom(params);
  const filters = useProductFilters(params);
  const position = useSessionPosition();
  // 'Only in <address>' for this search (the key): a new search shows the fallback again.
  const [onlyAddressFor, setOnlyAddressFor] = useState<string | null>(null);
  const searchKey = `${criteria.name}|${criteria.address}`;
  const fallbackDismissed = onlyAddressFor === searchKey;
  const results = useSearchResults(
    criteria,
    choice,
    !fallbackDismissed,
    filters ? filterQuery(filters) : null,
  );
  const filterCount = filters ? countFilters(filters) : 0;
  const origin = submitted ? results.main.data?.pages[0]?.origin : undefined;
  useErrorToast(results.main.error, t('toast.failedToFetchProducts'), t('toast.failedToFetchProducts'));
  const { view, settled } = resultsView(
    results,
    submitted,
    fallbackDismissed,
    choice.radiusKm,
    filterCount > 0,
  );

  const arrival = location.state as SearchArrivalState | null;
  const { ref: headingRef, focusResults } = useResultsFocus<HTMLHeadingElement>(
    settled,
    arrival?.focusResults === true ? location.key : undefined,
  );

  /** A new search is a new history entry, so Back returns to the one before; the same search again replaces its own. */
  function goTo(next: { name?: string; address?: string }, state?: SearchArrivalState): void {
    const to = searchUrl(next, params);
    void navigate(to, { state, replace: to === `${location.pathname}${location.search}` });
  }

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
        initial={{ name: criteria.name }}
        busy={results.main.isFetching && !results.main.isFetchingNextPage}
        onSearch={(name) => goTo({ name, address: criteria.address }, SEARCH_ARRIVAL)}
        onClear={criteria.name ? () => goTo({ address: criteria.address }) : undefined}
      />
      <div className="mt-3 flex flex-wrap items-start gap-x-2">
        <NearMeChip mode="search" origin={origin} error={results.main.error} onApplied={focusResults} />
        <SortChip
          mode="search"
          hasPoint={position !== null || choice.pincode !== undefined || Boolean(origin)}
        />
        <FilterButton count={filterCount} onApplied={focusResults} />
      </div>
      <ActiveFilters filters={filters} />
      {submitted ? (
        <div className="mt-3">
          <SaveSearchButton
            query={criteria.name}
            address={results.addressSetAside === null ? criteria.address : ''}
            pincode={choice.pincode}
            radiusKm={choice.radiusKm}
            filters={filters}
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
