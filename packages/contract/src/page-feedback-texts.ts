/**
 * The toasts and state texts of the pages beyond the home page, word for word as the product shows them (see
 * card-texts.ts for why they are apart from the cards').
 */
export const PAGE_TOASTS = {
  failedToFetchProducts: 'Failed to fetch products',
  failedToGetUsers: 'Failed to get users!',
  somethingWentWrongUsers: 'Something went wrong while fetching users.',
  failedToDeleteMessage: 'Failed to delete message.',
  somethingWentWrongDeleting: 'Something went wrong while deleting.',
  errorSyncingMessages: 'Error syncing messages:',
  failedToGetMessages: 'Failed to get messages!',
  somethingWentWrongMessages: 'Something went wrong while fetching messages.',
  errorSendingMessage: 'Error in Sending Message!',
  productNotLoading: 'Product Not loading...',
  failedToLoad: 'Failed to Load!',
  productPosted: 'Product posted successfully!',
  productNotPosted: 'Product not posted!',
  failedToSubmit: 'Failed to submit. Please try again.',
  productUpdated: 'Product Update successfully!',
  productNotUpdated: 'Product not Updated!',
  noProductId: 'No Product ID provided!',
  failedToGetUserProducts: "Failed to get user's products!",
  somethingWentWrongUserProducts: 'Something went wrong while fetching products!',
  profileUpdated: 'Profile updated successfully!',
  updateFailed: 'Update failed.',
  sellerDetailsFetched: 'Seller details fetched!',
  failedToFetchSellerDetails: 'Failed to fetch seller details!',
  somethingWentWrongSellerDetails: 'Something went wrong while fetching seller details!',
  productNotFind: 'Product Not Find!',
  signupFallback: 'Something went wrong',
  failedToLoadProduct: 'Failed to load product.',
} as const;

/** The states of the pages' lists, forms and chat. */
export const PAGE_STATE_TEXTS = {
  noMoreProducts: 'No more products to show.',
  noProductsFound: 'No products found. Try searching above!',
  wishlistEmpty: 'Your Wishlist is empty.',
  wishlistTitle: 'Your Wishlist',
  loggingIn: 'Logging in...',
  signingUp: 'Signing... ',
  posting: 'Posting...',
  updating: 'Updating...',
  searchUsers: 'Search users...',
  online: 'Online',
  offline: 'Offline',
  postProduct: 'Post Product',
  updateProduct: 'Update Product',
  postNewCrop: 'Post New Crop',
} as const;
