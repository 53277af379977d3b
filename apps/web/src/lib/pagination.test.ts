import { describe, expect, it } from 'vitest';
import { hasMorePages, nextPageParam, productsOfPages } from './pagination';

const products = (n: number) => Array.from({ length: n }, (_, i) => i);

describe('more-available', () => {
  it('is true while the next page is within totalPages and fewer than totalCount are loaded', () => {
    expect(hasMorePages({ nextPage: 2, totalPages: 3, loadedCount: 12, totalCount: 30 })).toBe(true);
  });

  it('is false when the page exceeds totalPages', () => {
    expect(hasMorePages({ nextPage: 4, totalPages: 3, loadedCount: 24, totalCount: 100 })).toBe(false);
  });

  it('is false when the accumulated count reaches totalCount, even if totalPages says otherwise', () => {
    expect(hasMorePages({ nextPage: 3, totalPages: 5, loadedCount: 30, totalCount: 30 })).toBe(false);
    expect(hasMorePages({ nextPage: 3, totalPages: 5, loadedCount: 31, totalCount: 30 })).toBe(false);
  });

  it('is false for an empty result', () => {
    expect(hasMorePages({ nextPage: 2, totalPages: 0, loadedCount: 0, totalCount: 0 })).toBe(false);
  });
});

describe('nextPageParam', () => {
  it('asks for the following page while more are available', () => {
    const first = { products: products(12), page: 1, totalPages: 3, totalCount: 30 };
    expect(nextPageParam(first, [first])).toBe(2);
  });

  it('stops after the last page', () => {
    const pages = [1, 2, 3].map((p) => ({
      products: products(p === 3 ? 6 : 12),
      page: p,
      totalPages: 3,
      totalCount: 30,
    }));
    expect(nextPageParam(pages[2]!, pages)).toBeUndefined();
  });

  it('stops when the loaded products reach totalCount before totalPages', () => {
    const pages = [1, 2].map((p) => ({ products: products(12), page: p, totalPages: 4, totalCount: 24 }));
    expect(nextPageParam(pages[1]!, pages)).toBeUndefined();
  });

  it('stops on an empty page', () => {
    const empty = { products: [], page: 2, totalPages: 5, totalCount: 50 };
    expect(nextPageParam(empty, [empty])).toBeUndefined();
  });

  it('goes on past a capped count (1,000+) while totalPages says there is more', () => {
    // 84 pages of 12 loaded: 1,008 products, past the 1,000 the count stopped at; the server says one more page.
    const pages = Array.from({ length: 84 }, (_, index) => ({
      products: products(12),
      page: index + 1,
      totalPages: 85,
      totalCount: 1000,
      totalCapped: true,
    }));
    expect(nextPageParam(pages[83]!, pages)).toBe(85);
    const last = { ...pages[83]!, page: 85 };
    expect(nextPageParam(last, [...pages, last])).toBeUndefined();
  });
});

describe('productsOfPages', () => {
  it('shows a listing once when it moved from one page onto the next between the two requests', () => {
    const page = (...ids: string[]) => ({ products: ids.map((_id) => ({ _id })) });
    expect(productsOfPages([page('a', 'b', 'c'), page('c', 'd')]).map((p) => p._id)).toEqual([
      'a',
      'b',
      'c',
      'd',
    ]);
    expect(productsOfPages(undefined)).toEqual([]);
  });
});
