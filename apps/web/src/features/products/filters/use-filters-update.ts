import { useNavigate, useSearchParams } from 'react-router';
import type { ProductFilterChoice } from './filter-url';
import { FILTER_URL_KEYS, rawFilterQuery } from './filter-keys';
import { filterQuery, withFilters } from './filter-url';

/**
 * Writes a new set of filters into the page's URL as a new history entry (Back undoes it, a link shares it); the
 * list's query changes with it, so the results start again from page 1. Says whether anything changed.
 */
export function useFiltersUpdate(): (choice: ProductFilterChoice) => boolean {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  return (choice) => {
    const wanted = filterQuery(choice);
    const written = rawFilterQuery(params);
    if (FILTER_URL_KEYS.every((key) => wanted[key] === written[key])) return false;
    const search = withFilters(params, choice).toString();
    void navigate({ search: search ? `?${search}` : '' }, { preventScrollReset: true });
    return true;
  };
}
