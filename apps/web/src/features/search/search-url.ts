import { paths } from '@/lib/paths';
import type { SearchCriteria } from './api';

/**
 * The /search address of a search: its name and address (blank ones left out), then whatever else `keep` (the
 * current page's query) says beside them, such as the near-me choice. Free of zod, unlike its inverse
 * `searchCriteriaFrom`, because the home page's search bar and Most Searched crops use it on the first route.
 */
export function searchUrl(criteria: Partial<SearchCriteria>, keep?: URLSearchParams): string {
  const query = new URLSearchParams();
  const name = criteria.name?.trim();
  const address = criteria.address?.trim();
  if (name) query.set('name', name);
  if (address) query.set('address', address);
  keep?.forEach((value, key) => {
    if (key !== 'name' && key !== 'address') query.append(key, value);
  });
  const text = query.toString();
  return text ? `${paths.search}?${text}` : paths.search;
}
