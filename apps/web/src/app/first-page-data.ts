import type { QueryClient } from '@tanstack/react-query';
import { FIRST_PAGE_DATA_ID, type FirstPageData } from '@kisansetu/contract';
import { seedLatestProducts, seedProduct } from '@/features/products';
import { seedSellerDetail } from '@/features/seller';
import { keepSnapshot } from '@/lib/offline-snapshots';

/*
 * The first HTML of a listing, of /product and of a farmer's profile carries the answer of the page's first API call
 * (contract firstPageDataSchema, server modules/pages). The app starts from it: the cache holds it before the first
 * render, so the page shows the same content as the static HTML it replaces, with no spinner and no second request.
 * It is the server's own answer in the page it just sent; it is only checked for its shape, not parsed with zod
 * (which would add the schemas' weight to the first route).
 */

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

/** The embedded answer, or null when the page has none (or it is not one the app knows). */
export function readFirstPageData(doc: Document): FirstPageData | null {
  const element = doc.getElementById(FIRST_PAGE_DATA_ID);
  if (!element?.textContent) return null;
  try {
    const parsed: unknown = JSON.parse(element.textContent);
    if (!isObject(parsed) || typeof parsed.path !== 'string' || !isObject(parsed.data)) return null;
    const { kind, data } = parsed;
    const known =
      (kind === 'product' && isObject(data.product)) ||
      (kind === 'latest' && Array.isArray(data.products)) ||
      (kind === 'seller' && isObject(data.seller) && Array.isArray(data.products));
    return known ? (parsed as unknown as FirstPageData) : null;
  } catch {
    // A page cut short in transit: the app asks the API as it would without it.
    return null;
  }
}

/** A snapshot holds the whole answer as the API sent it (lib/api-client.ts parses it again offline). */
const envelope = (data: unknown) => ({ success: true, message: '', data });

/**
 * Puts the embedded answer into the query cache (as received now) and keeps it as an offline snapshot, exactly as
 * the api-client does with an answer it fetched, so the page can also be shown offline later.
 */
export function seedFirstPageData(queryClient: QueryClient, first: FirstPageData): void {
  switch (first.kind) {
    case 'product':
      seedProduct(queryClient, first.data.product);
      keepSnapshot(first.path, undefined, envelope(first.data));
      break;
    case 'latest':
      seedLatestProducts(queryClient, first.data);
      keepSnapshot(first.path, first.query, envelope(first.data));
      break;
    case 'seller':
      seedSellerDetail(queryClient, first.data.seller._id, first.data);
      break;
  }
}
