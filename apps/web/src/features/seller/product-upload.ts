import type { Product } from '@kisansetu/contract';
import { uploadRequest } from '@/lib/upload';

/*
 * Posting and editing a crop with its photos: apart from api.ts, which the app shell imports (seedSellerDetail), so
 * the upload code travels only with the pages that send a crop.
 */

export function createProduct(form: FormData, onProgress: (fraction: number) => void) {
  return uploadRequest<{ product: Product }>('product/create', { method: 'POST', form, onProgress });
}

export function updateProduct(id: string, form: FormData, onProgress: (fraction: number) => void) {
  return uploadRequest<{ product: Product }>(`product/update/${encodeURIComponent(id)}`, {
    method: 'PUT',
    form,
    onProgress,
  });
}
