import { productSearchQuerySchema } from '@kisansetu/contract';
import type { SearchCriteria } from './api';

// The contract's own fields (trimmed, blank as none, within their limits); a value they refuse is read as none.
const nameField = productSearchQuerySchema.shape.name.catch(undefined);
const addressField = productSearchQuerySchema.shape.address.catch(undefined);

/**
 * The search a /search address asks for (?name=…&address=…, the URL being its only source): trimmed, with a missing,
 * blank or over-long part read as empty. Its inverse is `searchUrl` (search-url.ts).
 */
export function searchCriteriaFrom(params: URLSearchParams): SearchCriteria {
  return {
    name: nameField.parse(params.get('name')) ?? '',
    address: addressField.parse(params.get('address')) ?? '',
  };
}
