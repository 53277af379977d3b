import { ROLE } from '@kisansetu/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { QueryClient } from '@tanstack/react-query';
import { i18n, useTranslation } from '@/lib/i18n';
import { useNavigate } from 'react-router';
import { toast } from '@/lib/toast';
import type { WishlistEntry } from '@kisansetu/contract';
import { call, isApiError } from '@/lib/api-client';
import { useCurrentUser } from '@/lib/store';
import { paths } from '@/lib/paths';

export const wishlistQueryKey = ['wishlist'] as const;

export async function fetchWishlist(signal?: AbortSignal): Promise<WishlistEntry[]> {
  const { data } = await call('GET /cart/get', { signal });
  return data.Cart;
}

export async function addToWishlist(productId: string): Promise<WishlistEntry> {
  const { data } = await call('POST /cart/add/{productId}', { params: { productId } });
  return data.entry;
}

export async function removeFromWishlist(entryId: string): Promise<void> {
  await call('DELETE /cart/remove/{entryId}', { params: { entryId } });
}

/** The signed-in buyer's wishlist; nothing is fetched for visitors and sellers. */
export function useWishlist() {
  const user = useCurrentUser();
  return useQuery({
    queryKey: wishlistQueryKey,
    queryFn: ({ signal }) => fetchWishlist(signal),
    enabled: user?.role === ROLE.buyer,
  });
}

export function useWishlistCount(): number {
  const { data } = useWishlist();
  return data?.length ?? 0;
}

export function useIsWishlisted(productId: string): boolean {
  const { data } = useWishlist();
  return data?.some((entry) => entry.product._id === productId) ?? false;
}

export function useAddToWishlist() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: addToWishlist,
    onSuccess: (entry) => {
      queryClient.setQueryData<WishlistEntry[]>(wishlistQueryKey, (entries) =>
        entries ? [entry, ...entries.filter((e) => e._id !== entry._id)] : [entry],
      );
      toast.success(t('toast.addedToCart'));
    },
    onError: (error) => {
      if (isApiError(error) && error.code === 'already_wishlisted') {
        // Added from another tab or phone: the list is simply out of date.
        void queryClient.invalidateQueries({ queryKey: wishlistQueryKey });
        return;
      }
      if (isApiError(error) && error.code === 'unauthorized') {
        toast.error(t('toast.notLoggedIn'));
        void navigate(paths.login);
        return;
      }
      toast.error(t('toast.failedToAddToCart'));
    },
  });
}

/**
 * The wish of a visitor who pressed Add to Wishlist and then logged in: added now, with the usual toast. Already in
 * the wishlist counts as done. The list is fetched again afterwards, so a request that started before the add
 * cannot show the product as missing.
 */
export async function addToWishlistAfterLogin(queryClient: QueryClient, productId: string): Promise<void> {
  try {
    const entry = await addToWishlist(productId);
    queryClient.setQueryData<WishlistEntry[]>(wishlistQueryKey, (entries) =>
      entries ? [entry, ...entries.filter((e) => e._id !== entry._id)] : [entry],
    );
    toast.success(i18n.t('toast.addedToCart'));
  } catch (error) {
    if (!(isApiError(error) && error.code === 'already_wishlisted'))
      toast.error(i18n.t('toast.failedToAddToCart'));
  }
  await queryClient.invalidateQueries({ queryKey: wishlistQueryKey });
}

export function useRemoveFromWishlist() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeFromWishlist,
    onSuccess: (_result, entryId) => {
      queryClient.setQueryData<WishlistEntry[]>(wishlistQueryKey, (entries) =>
        entries?.filter((entry) => entry._id !== entryId),
      );
      toast.success(t('toast.itemRemoved'));
    },
    onError: (error) => {
      if (isApiError(error) && error.code === 'not_found') {
        void queryClient.invalidateQueries({ queryKey: wishlistQueryKey });
      }
      toast.error(
        isApiError(error) && error.isNetwork
          ? t('toast.somethingWentWrongRemoving')
          : t('toast.failedToRemoveItem'),
      );
    },
  });
}
