/**
 * Spec section 4: more is available unless the next page is past `totalPages`, or the products already loaded
 * reach `totalCount`.
 */
export function hasMorePages(params: {
  nextPage: number;
  totalPages: number;
  loadedCount: number;
  totalCount: number;
}): boolean {
  return !(params.nextPage > params.totalPages || params.loadedCount >= params.totalCount);
}

interface PageLike {
  products: readonly unknown[];
  page: number;
  totalPages: number;
  totalCount: number;
  /** product/search: `totalCount` is a lower bound (the count stopped there), so only `totalPages` says the end. */
  totalCapped?: boolean;
}

/** `getNextPageParam` for TanStack infinite queries over product pages: the next page number, or undefined. */
export function nextPageParam(lastPage: PageLike, allPages: readonly PageLike[]): number | undefined {
  const loadedCount = allPages.reduce((sum, page) => sum + page.products.length, 0);
  const nextPage = lastPage.page + 1;
  // An empty page means the list shrank under us: stop rather than ask for ever-later empty pages.
  if (lastPage.products.length === 0) return undefined;
  if (lastPage.totalCapped) return nextPage <= lastPage.totalPages ? nextPage : undefined;
  return hasMorePages({
    nextPage,
    totalPages: lastPage.totalPages,
    loadedCount,
    totalCount: lastPage.totalCount,
  })
    ? nextPage
    : undefined;
}

/**
 * The products of loaded pages, each listing once: pages are by offset, so a listing added (or moved nearer) between
 * two requests pushes one from the end of a page onto the start of the next, and it would show twice.
 */
export function productsOfPages<T extends { _id: string }>(
  pages: readonly { products: readonly T[] }[] | undefined,
): T[] {
  const seen = new Set<string>();
  const products: T[] = [];
  for (const page of pages ?? []) {
    for (const product of page.products) {
      if (seen.has(product._id)) continue;
      seen.add(product._id);
      products.push(product);
    }
  }
  return products;
}
