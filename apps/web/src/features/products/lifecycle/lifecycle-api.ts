import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { QueryClient } from '@tanstack/react-query';
import type { Product } from '@kisansetu/contract';
import { call } from '@/lib/api-client';
import { useTranslation } from '@/lib/i18n';
import { failureText } from '@/lib/error-text';
import { toast } from '@/lib/toast';
import { productKeys } from '../api';
import type { ProductView } from '../api';

/** POST product/sold/{id}: the listing leaves lists and search; its URL and wishlists show it sold. */
export async function markProductSold(id: string): Promise<{ product: Product; message: string }> {
  const { data, message } = await call('POST /product/sold/{id}', { params: { id } });
  return { product: data.product, message };
}

/** POST product/renew/{id}: active again for `expiresInDays` from now (no body: the server's 30 days). */
export async function renewProduct(
  id: string,
  expiresInDays?: number,
): Promise<{ product: Product; message: string }> {
  const { data, message } = await call('POST /product/renew/{id}', {
    params: { id },
    json: expiresInDays === undefined ? undefined : { expiresInDays },
  });
  return { product: data.product, message };
}

/**
 * Puts the server's answer where the listing is shown and refreshes the lists it enters or leaves. My Products is
 * keyed by the seller feature (['my-products', userId]); its key is spelled here because the seller feature imports
 * this one, not the other way round.
 */
function applyListing(queryClient: QueryClient, product: Product): void {
  // The detail query keeps the farmer's trust signals, which this answer does not carry.
  queryClient.setQueryData<ProductView>(productKeys.detail(product._id), (shown) =>
    shown ? { ...shown, ...product } : product,
  );
  queryClient.setQueriesData<Product[]>({ queryKey: ['my-products'] }, (list) =>
    list?.map((item) => (item._id === product._id ? product : item)),
  );
  // The answer above is the detail page's truth; every other product query (latest, search) is a list to refetch.
  void queryClient.invalidateQueries({
    queryKey: productKeys.all,
    predicate: (query) => query.queryKey[1] !== 'detail',
  });
  void queryClient.invalidateQueries({ queryKey: ['seller'] });
  void queryClient.invalidateQueries({ queryKey: ['wishlist'] });
}

/** "Mark as sold", one tap: toasts the server's message in the reader's language and updates every view of it. */
export function useMarkSold() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => markProductSold(id),
    onSuccess: ({ product }) => {
      applyListing(queryClient, product);
      // The server's text is English; the web says the same thing by its key, in the chosen language.
      toast.success(t('server.productSold'));
    },
    onError: (error) => toast.error(failureText(error, t('listing.notSold'))),
  });
}

/** "Renew", one tap: the listing is active again (30 days unless `expiresInDays` is given). */
export function useRenewListing() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, expiresInDays }: { id: string; expiresInDays?: number }) =>
      renewProduct(id, expiresInDays),
    onSuccess: ({ product }) => {
      applyListing(queryClient, product);
      toast.success(t('server.productRenewed'));
    },
    onError: (error) => toast.error(failureText(error, t('listing.notRenewed'))),
  });
}
