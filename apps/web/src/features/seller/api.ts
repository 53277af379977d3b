import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { QueryClient } from '@tanstack/react-query';
import { useTranslation } from '@/lib/i18n';
import { toast } from '@/lib/toast';
import type { Product, SellerDetailResponse } from '@kisansetu/contract';
import { call, isApiError } from '@/lib/api-client';
import { productKeys } from '../products';

export const sellerKeys = {
  myProducts: (userId: string) => ['my-products', userId] as const,
  detail: (id: string) => ['seller', id] as const,
};

export async function fetchMyProducts(userId: string, signal?: AbortSignal): Promise<Product[]> {
  const { data } = await call('GET /product/my/{userId}', { params: { userId }, signal });
  return data.myProduct;
}

export async function fetchSellerDetail(id: string, signal?: AbortSignal) {
  const { data } = await call('GET /user/detail/{id}', { params: { id }, signal });
  return data;
}

export function useMyProducts(userId: string | undefined) {
  return useQuery({
    queryKey: sellerKeys.myProducts(userId ?? ''),
    queryFn: ({ signal }) => fetchMyProducts(userId ?? '', signal),
    enabled: Boolean(userId),
  });
}

export function useSellerDetail(id: string | undefined) {
  return useQuery({
    queryKey: sellerKeys.detail(id ?? ''),
    queryFn: ({ signal }) => fetchSellerDetail(id ?? '', signal),
    enabled: Boolean(id),
  });
}

export function useDeleteProduct() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: string | undefined) => {
      if (!id) throw new Error('missing id');
      await call('DELETE /product/delete/{id}', { params: { id } });
    },
    onMutate: (id) => {
      if (!id) toast.error(t('toast.productIdMissing'));
    },
    onSuccess: () => {
      toast.success(t('toast.productDeleted'));
      void queryClient.invalidateQueries({ queryKey: ['my-products'] });
      void queryClient.invalidateQueries({ queryKey: productKeys.all });
      void queryClient.invalidateQueries({ queryKey: ['wishlist'] });
    },
    onError: (error) => {
      if (!isApiError(error)) return;
      toast.error(
        error.isNetwork ? t('toast.somethingWentWrongDeletingProduct') : t('toast.failedToDeleteProduct'),
      );
    },
  });
}

/** Puts a farmer's profile the first HTML carried into the cache (app/first-page-data.ts), as if fetched now. */
export function seedSellerDetail(queryClient: QueryClient, id: string, detail: SellerDetailResponse): void {
  queryClient.setQueryData(sellerKeys.detail(id), detail);
}
