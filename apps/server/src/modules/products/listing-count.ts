/**
 * The number of all listings for the pages of product/new. Counting a million rows takes a few hundred ms, so a count
 * is reused for `ttlMs`, and a stale one is still answered while a single refresh runs behind it: no request waits
 * for a count except the very first. This process's own creates and deletes adjust it at once.
 */
export function createListingCount(
  countAll: () => Promise<number>,
  ttlMs: number,
  onBackgroundError?: (error: unknown, what: string) => void,
) {
  let cachedTotal: { value: number; at: number } | null = null;
  let refreshing: Promise<number> | null = null;
  /** Listings this process made (+1) or deleted (-1), so a count that was running meanwhile can be brought up to date. */
  let changes = 0;
  function adjust(by: 1 | -1): void {
    changes += by;
    if (cachedTotal) cachedTotal.value = Math.max(0, cachedTotal.value + by);
  }
  function refreshTotal(): Promise<number> {
    const changesBefore = changes;
    refreshing ??= countAll()
      .then((counted) => {
        const value = Math.max(0, counted + changes - changesBefore);
        cachedTotal = { value, at: Date.now() };
        return value;
      })
      .finally(() => {
        refreshing = null;
      });
    return refreshing;
  }

  async function totalListings(): Promise<number> {
    if (!cachedTotal) return refreshTotal();
    if (Date.now() - cachedTotal.at >= ttlMs) {
      refreshTotal().catch((error: unknown) =>
        onBackgroundError?.(error, 'the listing count could not be refreshed'),
      );
    }
    return cachedTotal.value;
  }

  /**
   * The total for a page of all listings: exact whenever the page is not full (it is then the last page); otherwise
   * it may be up to `ttlMs` old, which only matters for listings made on another server process in that time.
   */
  async function totalFor(rowCount: number, offset: number, size: number): Promise<number> {
    if (rowCount < size && (rowCount > 0 || offset === 0)) {
      const exact = offset + rowCount;
      cachedTotal = { value: exact, at: Date.now() };
      return exact;
    }
    if (rowCount === 0) return totalListings(); // past the end
    // A full page: at least this many exist, whatever a cached count says.
    return Math.max(await totalListings(), offset + rowCount);
  }

  return { adjust, totalFor };
}
