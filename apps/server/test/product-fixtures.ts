import { readdir } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { Product } from '@kisansetu/contract';
import { formData } from './fixtures';

/** The text fields of a valid product form. */
export function productFields(
  overrides: Record<string, string | undefined> = {},
): Record<string, string | undefined> {
  return {
    productName: 'Sharbati Wheat',
    price: '2450',
    unit: 'quintal',
    quantity: '40',
    description: 'Clean, sun-dried Sharbati wheat from this season, sorted and bagged.',
    address: 'Sehore, Madhya Pradesh',
    availability: 'in_stock',
    ...overrides,
  };
}

export type Files = [string, Buffer, string][];

/** POST product/create as the holder of `cookie`. */
export function postProduct(
  app: FastifyInstance,
  cookie: string | undefined,
  fields = productFields(),
  files: Files = [],
) {
  return app.inject({
    method: 'POST',
    url: '/api/v1/product/create',
    payload: formData(fields, files),
    ...(cookie ? { headers: { cookie } } : {}),
  });
}

/** Creates a product and returns it; fails the test when the server refuses. */
export async function createProduct(
  app: FastifyInstance,
  cookie: string,
  overrides: Record<string, string | undefined> = {},
  files: Files = [],
): Promise<Product> {
  const response = await postProduct(app, cookie, productFields(overrides), files);
  if (response.statusCode !== 201) throw new Error(`create failed: ${response.statusCode} ${response.body}`);
  return response.json<{ data: { product: Product } }>().data.product;
}

/** PUT product/update/{id}. */
export function putProduct(
  app: FastifyInstance,
  cookie: string | undefined,
  id: string,
  fields: Record<string, string | undefined>,
  files: Files = [],
) {
  return app.inject({
    method: 'PUT',
    url: `/api/v1/product/update/${id}`,
    payload: formData(fields, files),
    ...(cookie ? { headers: { cookie } } : {}),
  });
}

/** The files under the test's uploads directory, sorted. */
export async function uploadedFiles(dataDir: string): Promise<string[]> {
  return (await readdir(path.join(dataDir, 'uploads')).catch(() => [])).sort();
}

/** The error code of a failure envelope. */
export function errorCode(response: LightMyRequestResponse): string {
  return response.json<{ errors: { code: string } }>().errors.code;
}
