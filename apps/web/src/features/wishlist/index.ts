import { withEnglishTexts } from '@/lib/i18n';
/** Wishlist (the API's "cart"): the buyer's saved products. */
export {
  addToWishlistAfterLogin,
  useIsWishlisted,
  useWishlist,
  useWishlistCount,
  wishlistQueryKey,
} from './api';
export { WishlistButton } from './components/wishlist-button';

export const loadWishlistPage = withEnglishTexts(() =>
  import('./pages/wishlist-page').then((m) => ({ Component: m.WishlistPage })),
);
