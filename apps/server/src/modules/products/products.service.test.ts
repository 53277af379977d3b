import { describe, expect, it } from 'vitest';
import type { ImageService } from '../../storage';
import type { Locator } from './products.location';
import type { ProductWithSeller, ProductsRepository } from './repository';
import type { ProductSearch } from '../search';
import { createProductsService } from './products.service';

/** product/new as a signed-out visitor asks for it: no near-me fields. */
const anonymous = { callerId: null };

/** A full page of fake rows: only their number matters to the count logic under test. */
const fullPage = Array.from({ length: 12 }, () => ({}) as ProductWithSeller);

function serviceWithCounts(counts: number[], countTtlMs: number) {
  const calls = { count: 0 };
  let resolveCount: ((n: number) => void) | null = null;
  const products = {
    pageNewest: async () => fullPage,
    countAll: () => {
      calls.count += 1;
      const value = counts.shift()!;
      // The second count is held open, to look like a slow count at a million listings.
      if (calls.count === 2) return new Promise<number>((resolve) => (resolveCount = () => resolve(value)));
      return Promise.resolve(value);
    },
  } as unknown as ProductsRepository;
  const service = createProductsService({
    products,
    search: (async () => ({ rows: [], total: 0, capped: false })) as ProductSearch,
    images: {} as ImageService,
    locator: {} as Locator,
    countTtlMs,
  });
  return { service, calls, finishCount: () => resolveCount?.(0) };
}

describe('the total of product/new', () => {
  it('is counted once, then reused within the TTL', async () => {
    const { service, calls } = serviceWithCounts([500], 60_000);
    expect((await service.list(1, anonymous)).totalCount).toBe(500);
    expect((await service.list(2, anonymous)).totalCount).toBe(500);
    expect(calls.count).toBe(1);
  });

  it('answers a stale total at once while one refresh runs behind it', async () => {
    const { service, calls, finishCount } = serviceWithCounts([500, 620, 620], 0);
    expect((await service.list(1, anonymous)).totalCount).toBe(500);
    // Stale (TTL 0): answered from the cache without waiting for the held-open count.
    expect((await service.list(1, anonymous)).totalCount).toBe(500);
    expect((await service.list(1, anonymous)).totalCount).toBe(500);
    expect(calls.count).toBe(2);
    finishCount();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect((await service.list(1, anonymous)).totalCount).toBe(620);
  });

  it('is never below the listings a full page proves', async () => {
    const { service } = serviceWithCounts([3], 60_000);
    expect((await service.list(5, anonymous)).totalCount).toBe(60);
  });
});
