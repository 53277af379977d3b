import { afterEach, describe, expect, it } from 'vitest';
import { ENDPOINTS, type RouteKey } from '@kisansetu/contract/endpoints';
import { mockFetch, ok } from '@/test/fetch-mock';
import { useActingStore } from './acting-for';
import { call } from './api-client';
import { FOR_FARMER_ROUTES } from './on-behalf-of';
import { upload } from './upload';

const farmer = { _id: 'farmer-1', fullName: 'Sita Devi', address: 'Niphad, Nashik', pincode: null };

afterEach(() => useActingStore.setState({ farmer: null }));

function routes() {
  return mockFetch([
    { path: 'deal/mine', body: ok({ deals: [], totalCount: 0, totalPages: 0, page: 1 }) },
    { path: 'message/unread', body: ok({ total: 0, byUser: {} }) },
    { path: 'product/new', body: ok({ products: [], page: 1, totalPages: 0, totalCount: 0 }) },
    {
      path: 'helper/farmers',
      body: ok({ farmers: [], totalCount: 0, totalPages: 0, page: 1, linksLeftToday: 10, linksLeft: 500 }),
    },
    { method: 'POST', path: 'product/create', status: 201, body: ok({ product: {} }) },
  ]);
}

describe('On-Behalf-Of', () => {
  it('lists exactly the endpoints the contract lets a helper call for a farmer', () => {
    const declared = Object.values(ENDPOINTS)
      .filter((endpoint) => 'forFarmer' in endpoint && endpoint.forFarmer === true)
      .map((endpoint) => `${endpoint.method} ${endpoint.path}` as RouteKey<typeof endpoint>);
    expect([...FOR_FARMER_ROUTES].sort()).toEqual(declared.sort());
  });

  it('is never sent while the helper works in their own account', async () => {
    const { requests } = routes();
    await call('GET /deal/mine', { query: { status: 'proposed' } });
    await call('GET /message/unread');
    await call('GET /product/new');
    expect(requests).toHaveLength(3);
    for (const request of requests) expect(request.headers.has('on-behalf-of')).toBe(false);
  });

  it("names the farmer acted for on a farmer's calls only, the form upload too", async () => {
    useActingStore.setState({ farmer });
    const { requests } = routes();
    await call('GET /deal/mine', { query: { status: 'proposed' } });
    await call('GET /message/unread');
    await call('GET /product/new');
    await call('GET /helper/farmers', { query: { page: 1 } });
    await upload('POST /product/create', { form: new FormData() });
    const sent = Object.fromEntries(requests.map((r) => [r.path, r.headers.get('on-behalf-of')]));
    expect(sent).toEqual({
      'deal/mine': 'farmer-1',
      'message/unread': 'farmer-1',
      'product/new': null,
      'helper/farmers': null,
      'product/create': 'farmer-1',
    });
  });
});
