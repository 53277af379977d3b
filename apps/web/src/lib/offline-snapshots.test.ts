import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiRequest, call } from './api-client';
import { clearSnapshotShown, clearSnapshots, snapshotShown } from './offline-snapshots';

const LISTING = '0190a1b2-0000-7000-8000-00000000abcd';
const answer = (data: unknown) =>
  new Response(JSON.stringify({ success: true, message: 'Product fetched', data }), {
    status: 200,
    headers: { 'Content-Type': 'application/json' },
  });
const noNetwork = () => vi.fn(() => Promise.reject(new TypeError('Failed to fetch')));

afterEach(() => {
  vi.unstubAllGlobals();
  clearSnapshots();
  clearSnapshotShown();
  localStorage.clear();
});

describe('pages seen before, offline', () => {
  it('answers a listing opened before from what was seen, and says when that was', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.resolve(answer({ product: { _id: LISTING, productName: 'Onion' } }))),
    );
    // Through the typed caller, as the listing page calls it.
    await call('GET /product/{id}', { params: { id: LISTING } });

    vi.stubGlobal('fetch', noNetwork());
    const offline = await call('GET /product/{id}', { params: { id: LISTING } });
    expect(offline.data.product.productName).toBe('Onion');
    expect(snapshotShown.get()).not.toBeNull();
  });

  it('still fails for a page never seen, and never answers a write from a snapshot', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.resolve(answer({ Cart: [] }))),
    );
    await apiRequest('cart/get');
    vi.stubGlobal('fetch', noNetwork());
    await expect(apiRequest(`product/${LISTING}`)).rejects.toMatchObject({ code: 'network_error' });
    await expect(apiRequest('cart/get', { method: 'POST' })).rejects.toMatchObject({ code: 'network_error' });
  });

  it('never keeps a page asked for with the phone’s position', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.resolve(answer({ products: [] }))),
    );
    await apiRequest('product/new', { query: { page: 1, lat: 19.99, lon: 73.79 } });
    expect(JSON.stringify({ ...localStorage })).not.toMatch(/19\.99|73\.79/);
    vi.stubGlobal('fetch', noNetwork());
    await expect(
      apiRequest('product/new', { query: { page: 1, lat: 19.99, lon: 73.79 } }),
    ).rejects.toMatchObject({
      code: 'network_error',
    });
  });

  it('keeps the last 30 listings opened, the oldest dropped, and forgets all at logout', async () => {
    for (let i = 0; i < 31; i += 1) {
      const id = `0190a1b2-0000-7000-8000-${String(i).padStart(12, '0')}`;
      vi.stubGlobal(
        'fetch',
        vi.fn(() => Promise.resolve(answer({ product: { _id: id } }))),
      );
      await apiRequest(`product/${id}`);
    }
    vi.stubGlobal('fetch', noNetwork());
    await expect(apiRequest('product/0190a1b2-0000-7000-8000-000000000000')).rejects.toMatchObject({
      code: 'network_error',
    });
    await expect(apiRequest('product/0190a1b2-0000-7000-8000-000000000030')).resolves.toBeTruthy();
    clearSnapshots();
    await expect(apiRequest('product/0190a1b2-0000-7000-8000-000000000030')).rejects.toMatchObject({
      code: 'network_error',
    });
  });
});
