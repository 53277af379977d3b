import { upload } from '@/lib/upload';

/*
 * Posting and editing a crop with its photos: apart from api.ts, which the app shell imports (seedSellerDetail), so
 * the upload code travels only with the pages that send a crop.
 */

export function createProduct(form: FormData, onProgress: (fraction: number) => void) {
  return upload('POST /product/create', { form, onProgress });
}

export function updateProduct(id: string, form: FormData, onProgress: (fraction: number) => void) {
  return upload('PUT /product/update/{id}', { params: { id }, form, onProgress });
}
