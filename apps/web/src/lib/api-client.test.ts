import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { ApiError, apiRequest, apiUrl } from './api-client';
import { fail, mockFetch, ok } from '@/test/fetch-mock';
import { server } from '@/test/msw-server';

describe('api client', () => {
  it('calls /api/v1 with credentials and returns the envelope data', async () => {
    const { fetchMock } = mockFetch([
      { path: 'product/new', body: ok({ products: [] }, 'Products fetched') },
    ]);
    const result = await apiRequest<{ products: unknown[] }>('product/new', { query: { page: 2, name: '' } });
    expect(result).toEqual({ message: 'Products fetched', data: { products: [] }, status: 200 });
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/v1/product/new?page=2');
    expect(init?.credentials).toBe('include');
  });

  it('throws an ApiError with the code, message, key and fields (by key) of a failure', async () => {
    mockFetch([
      {
        method: 'POST',
        path: 'user/register',
        status: 400,
        body: fail('validation_failed', 'server.validationFailed', {
          email: 'validation.emailRequired',
        }),
      },
    ]);
    const error = await apiRequest('user/register', { method: 'POST', json: {} }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 400,
      code: 'validation_failed',
      message: 'Please correct the highlighted fields',
      key: 'server.validationFailed',
      // Each field by its key, for translating; the English text only when the server sent no key for it.
      fields: { email: 'validation.emailRequired' },
    });
  });

  it('turns an unreachable server into a network_error', async () => {
    server.use(http.get('*/api/v1/product/new', () => HttpResponse.error()));
    const error = await apiRequest('product/new').catch((e: unknown) => e);
    expect(error).toMatchObject({ code: 'network_error', isNetwork: true, status: 0 });
  });

  it('does not mistake a proxy error page for success', async () => {
    server.use(
      http.get('*/api/v1/product/new', () => new HttpResponse('<html>Bad gateway</html>', { status: 502 })),
    );
    const error = await apiRequest('product/new').catch((e: unknown) => e);
    expect(error).toMatchObject({ code: 'service_unavailable', status: 502 });
  });

  it('leaves out empty query values', () => {
    expect(apiUrl('product/search', { name: 'wheat', address: '', page: 1 })).toBe(
      '/api/v1/product/search?name=wheat&page=1',
    );
  });
});
