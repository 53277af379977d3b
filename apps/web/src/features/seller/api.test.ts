import { HttpResponse, http } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { fail, ok, requestBody } from '@/test/fetch-mock';
import { product } from '@/test/fixtures';
import { server } from '@/test/msw-server';
import { createProduct, updateProduct } from './product-upload';

/** The product form's fields and one photo, as upload-page.tsx sends them. */
function productForm(): FormData {
  const form = new FormData();
  form.set('productName', 'Sharbati wheat');
  form.set('price', '2400');
  form.set('unit', 'quintal');
  form.append('image', new File(['photo-bytes'], 'wheat.jpg', { type: 'image/jpeg' }));
  return form;
}

describe('photo upload (XMLHttpRequest with progress, through MSW)', () => {
  it('posts the multipart form to /api/v1/product/create, reports progress up to 1 and returns the product', async () => {
    const created = product({ productName: 'Sharbati wheat' });
    let received: FormData | undefined;
    let credentials: string | undefined;
    server.use(
      http.post('*/api/v1/product/create', async ({ request }) => {
        credentials = request.credentials;
        received = (await requestBody(request)) as FormData;
        return HttpResponse.json(ok({ product: created }, 'Product created'), { status: 201 });
      }),
    );
    const onProgress = vi.fn();
    const result = await createProduct(productForm(), onProgress);
    expect(result).toEqual({ message: 'Product created', data: { product: created }, status: 201 });
    expect(received?.get('productName')).toBe('Sharbati wheat');
    expect(received?.get('unit')).toBe('quintal');
    const photo = received?.get('image') as File;
    expect(photo.name).toBe('wheat.jpg');
    expect(photo.type).toBe('image/jpeg');
    expect(await photo.text()).toBe('photo-bytes');
    expect(credentials).toBe('include');
    expect(onProgress).toHaveBeenCalled();
    for (const [fraction] of onProgress.mock.calls as [number][]) {
      expect(fraction).toBeGreaterThanOrEqual(0);
      expect(fraction).toBeLessThanOrEqual(1);
    }
    expect(onProgress).toHaveBeenLastCalledWith(1);
  });

  it('sends an edit as PUT /api/v1/product/update/{id}', async () => {
    const seen: string[] = [];
    server.use(
      http.put('*/api/v1/product/update/:id', ({ request, params }) => {
        seen.push(`${request.method} ${String(params.id)}`);
        return HttpResponse.json(ok({ product: product() }));
      }),
    );
    await updateProduct('p 1', productForm(), () => undefined);
    expect(seen).toEqual(['PUT p 1']);
  });

  it("throws the server's error envelope, with Retry-After", async () => {
    server.use(
      http.post('*/api/v1/product/create', () =>
        HttpResponse.json(fail('rate_limited', 'Too many uploads'), {
          status: 429,
          headers: { 'Retry-After': '30' },
        }),
      ),
    );
    const error = await createProduct(productForm(), () => undefined).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 429,
      code: 'rate_limited',
      message: 'Too many uploads',
      retryAfter: 30,
    });
  });

  it('reads a proxy page without an envelope as its status (413: payload_too_large)', async () => {
    server.use(
      http.post('*/api/v1/product/create', () => new HttpResponse('<html>Too large</html>', { status: 413 })),
    );
    const error = await createProduct(productForm(), () => undefined).catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 413, code: 'payload_too_large' });
  });

  it('turns a dropped connection into a network_error', async () => {
    server.use(http.post('*/api/v1/product/create', () => HttpResponse.error()));
    const error = await createProduct(productForm(), () => undefined).catch((e: unknown) => e);
    expect(error).toMatchObject({ code: 'network_error', isNetwork: true, status: 0 });
  });
});
