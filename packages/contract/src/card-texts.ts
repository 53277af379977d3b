/**
 * The toasts and state texts a product card and the home page's search can show, word for word as the product shows
 * them (the pages' are in page-feedback-texts.ts, the validation texts in messages.ts). The web's
 * first route bundles these, while the pages that show the others load later, and a module's exports travel with the
 * chunk that holds the module.
 */
export const CARD_TOASTS = {
  failedToGetProducts: 'Failed to get products !',
  somethingWentWrong: 'Something went wrong !',
  addedToCart: 'Successfully added to the cart',
  failedToAddToCart: 'Failed to add to the cart !!',
  notLoggedIn: 'You are not Logged in !',
  itemRemoved: 'Item removed from cart ✅',
  failedToRemoveItem: 'Failed to remove item ❌',
  somethingWentWrongRemoving: 'Something went wrong while removing item.',
  invalidSellerDetails: 'Invalid seller details!',
  productDeleted: 'Product deleted successfully!',
  failedToDeleteProduct: 'Failed to delete product!',
  somethingWentWrongDeletingProduct: 'Something went wrong while deleting the product!',
  productIdMissing: 'Product ID missing!',
  pleaseEnterProductName: 'Please enter product name',
} as const;

/** The states a product card shows (its wishlist button, a list loading). */
export const CARD_STATE_TEXTS = {
  loading: 'Loading...',
  addToWishlist: 'Add to Wishlist',
  wishlisted: 'Wishlisted',
} as const;
