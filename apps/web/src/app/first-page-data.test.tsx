import { QueryClientProvider } from '@tanstack/react-query';
import { render, renderHook, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FIRST_PAGE_DATA_ID, type FirstPageData, type ProductPage } from '@kisansetu/contract';
import { useLatestProducts } from '@/features/products';
import { ProductDetailPage } from '@/features/products/pages/product-detail-page';
import { clearSnapshots, snapshotOf } from '@/lib/offline-snapshots';
import { createQueryClient } from '@/lib/query-client';
import { INITIAL_CHAT, useRootStore } from '@/lib/store';
import { mockFetch, ok } from '@/test/fetch-mock';
import { product } from '@/test/fixtures';
import { readFirstPageData, seedFirstPageData } from './first-page-data';

/** Puts the data element into the document as the server writes it (`<` as \u003c). */
function embed(data: unknown): void {
  const script = document.createElement('script');
  script.type = 'application/json';
  script.id = FIRST_PAGE_DATA_ID;
  script.textContent = JSON.stringify(data).replace(/</g, '\\u003c');
  document.body.append(script);
}

afterEach(() => {
  document.getElementById(FIRST_PAGE_DATA_ID)?.remove();
  clearSnapshots();
  vi.unstubAllGlobals();
  useRootStore.setState({ user: null, chat: INITIAL_CHAT });
});

describe('the data of the first HTML', () => {
  it('makes the product page render the listing at once, without asking the API for it', async () => {
    const onion = product({ productName: 'Onion </script><b>red</b>', price: 32, unit: 'kg' });
    embed({ kind: 'product', path: `product/${onion._id}`, data: { product: onion } });
    const { requests } = mockFetch([{ path: 'cart/get', body: ok({ Cart: [] }) }]);
    const queryClient = createQueryClient();
    const first = readFirstPageData(document);
    expect(first).not.toBeNull();
    seedFirstPageData(queryClient, first!);

    render(
      <QueryClientProvider client={queryClient}>
        <MemoryRouter initialEntries={[`/description/${onion._id}`]}>
          <Routes>
            <Route path="/description/:id" element={<ProductDetailPage />} />
          </Routes>
        </MemoryRouter>
      </QueryClientProvider>,
    );
    // The first render already has it: no 'Loading...' in between.
    expect(screen.getByRole('heading', { level: 1, name: onion.productName })).toBeInTheDocument();
    expect(screen.queryByText('Loading...')).not.toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(requests.filter((request) => request.path === `product/${onion._id}`)).toHaveLength(0);
    // Kept for offline as a fetched answer would be.
    expect(snapshotOf(`product/${onion._id}`)?.body).toEqual({
      success: true,
      message: '',
      data: { product: onion },
    });
  });

  it("fills the newest list under the key /product's first query uses, page 1 of it", () => {
    const page: ProductPage = {
      products: [product({ productName: 'Garlic' })],
      origin: null,
      totalCount: 13,
      totalPages: 2,
      page: 1,
    };
    const queryClient = createQueryClient();
    const first: FirstPageData = { kind: 'latest', path: 'product/new', query: { page: 1 }, data: page };
    seedFirstPageData(queryClient, first);
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    );
    const { result } = renderHook(() => useLatestProducts(), { wrapper });
    expect(result.current.data?.pages).toEqual([page]);
    expect(result.current.hasNextPage).toBe(true);
    expect(snapshotOf('product/new', { page: 1 })).not.toBeNull();
  });

  it('ignores a missing, cut or unknown data element', () => {
    expect(readFirstPageData(document)).toBeNull();
    embed({ kind: 'weather', path: 'x', data: {} });
    expect(readFirstPageData(document)).toBeNull();
    document.getElementById(FIRST_PAGE_DATA_ID)!.textContent = '{"kind":"product","pa';
    expect(readFirstPageData(document)).toBeNull();
  });
});
