/**
 * Every validation, toast and server message text, word for word from the spec (sections 5 and 8) where the spec
 * gives one. The key is the stable id the web's locale files translate; the value is the English text the server
 * sends and the English locale shows.
 */
export const VALIDATION = {
  emailRequired: 'Email is required',
  emailNotMatched: 'Email Address not matched',
  passwordRequired: 'Password is required',
  passwordMin: 'Password must be at least 8 characters',
  passwordMax: 'Password must be at most 128 characters',
  roleRequired: 'Role is required',
  fullNameRequired: 'Full name is required',
  fullNameMax: 'Full name must be at most 100 characters',
  phoneRequired: 'Phone number is required',
  phoneMin: 'Must be at least 10 digits',
  phoneMax: 'Must be at most 15 digits',
  phoneInvalid: 'Phone number can only contain digits, spaces, + and -',
  aadhaarRequired: 'Aadhar number is required for sellers',
  aadhaarLength: 'Must be 12 digits',
  aadhaarInvalid: 'This is not a valid Aadhar number',
  aadhaarNotForBuyers: 'Aadhar number is only for sellers',
  addressRequired: 'Address is required',
  addressMax: 'Address must be at most 300 characters',
  confirmPasswordRequired: 'Confirm password is required',
  passwordsDoNotMatch: 'Password do not match',
  imageNotImage: 'Profile image must be an image file',
  currentPasswordRequired: 'Enter your current password to set a new one',
  productNameRequired: 'Product name is required',
  productNameMax: 'Product name must be at most 100 characters',
  priceRequired: 'Price is required',
  priceNotNumber: 'Price must be a number',
  priceTooLarge: 'Price is too large',
  cannotBeNegative: 'Cannot be negative',
  unitRequired: 'Unit is required',
  descriptionRequired: 'Description is required',
  descriptionMax: 'Description must be at most 2000 characters',
  quantityRequired: 'Quantity is required',
  quantityNotNumber: 'Quantity must be a number',
  quantityTooLarge: 'Quantity is too large',
  availabilityRequired: 'Availability is required',
  imagesMax: 'You can add at most 4 images',
  existingImagesInvalid: 'Kept images must be images of this product',
  searchNameRequired: 'Please enter product name',
  messageRequired: 'Message cannot be empty',
  messageMax: 'Message must be at most 2000 characters',
  clientIdInvalid: 'clientId must be 1 to 64 characters',
  pageInvalid: 'Page must be a whole number of at least 1',
  limitInvalid: 'Limit must be a whole number from 1 to 50',
  pincodeInvalid: 'PIN code must be 6 digits',
  pincodeUnknown: 'We could not find this PIN code',
  latitudeInvalid: 'Latitude must be a number from -90 to 90',
  longitudeInvalid: 'Longitude must be a number from -180 to 180',
  pointIncomplete: 'Latitude and longitude must be given together',
  radiusInvalid: 'Radius must be 10, 25, 50, 100 or 250 km',
  sortInvalid: 'Sort must be distance, relevance or newest',
  invalidValue: 'Invalid value',
} as const;

export const TOASTS = {
  failedToGetProducts: 'Failed to get products !',
  somethingWentWrong: 'Something went wrong !',
  failedToFetchProducts: 'Failed to fetch products',
  addedToCart: 'Successfully added to the cart',
  failedToAddToCart: 'Failed to add to the cart !!',
  notLoggedIn: 'You are not Logged in !',
  itemRemoved: 'Item removed from cart ✅',
  failedToRemoveItem: 'Failed to remove item ❌',
  somethingWentWrongRemoving: 'Something went wrong while removing item.',
  invalidSellerDetails: 'Invalid seller details!',
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
  productDeleted: 'Product deleted successfully!',
  failedToDeleteProduct: 'Failed to delete product!',
  somethingWentWrongDeletingProduct: 'Something went wrong while deleting the product!',
  productIdMissing: 'Product ID missing!',
  failedToGetUserProducts: "Failed to get user's products!",
  somethingWentWrongUserProducts: 'Something went wrong while fetching products!',
  profileUpdated: 'Profile updated successfully!',
  updateFailed: 'Update failed.',
  sellerDetailsFetched: 'Seller details fetched!',
  failedToFetchSellerDetails: 'Failed to fetch seller details!',
  somethingWentWrongSellerDetails: 'Something went wrong while fetching seller details!',
  pleaseEnterProductName: 'Please enter product name',
  productNotFind: 'Product Not Find!',
  signupFallback: 'Something went wrong',
  failedToLoadProduct: 'Failed to load product.',
} as const;

/** Texts of the screens' states (spec sections 2 and 8). */
export const STATE_TEXTS = {
  noMoreProducts: 'No more products to show.',
  noProductsFound: 'No products found. Try searching above!',
  wishlistEmpty: 'Your Wishlist is empty.',
  wishlistTitle: 'Your Wishlist',
  loading: 'Loading...',
  loggingIn: 'Logging in...',
  signingUp: 'Signing... ',
  posting: 'Posting...',
  updating: 'Updating...',
  addToWishlist: 'Add to Wishlist',
  wishlisted: 'Wishlisted',
  searchUsers: 'Search users...',
  online: 'Online',
  offline: 'Offline',
  postProduct: 'Post Product',
  updateProduct: 'Update Product',
  postNewCrop: 'Post New Crop',
} as const;

/** Texts the server puts in `message` and `errors.message`. */
export const SERVER_MESSAGES = {
  registered: 'Account created. Please log in.',
  loggedIn: 'Logged in successfully',
  loggedOut: 'Logged out successfully',
  invalidCredentials: 'Invalid email, password or role',
  unauthorized: 'Please log in to continue',
  forbidden: 'You are not allowed to do this',
  notFound: 'Not found',
  userNotFound: 'User not found',
  sellerNotFound: 'Seller not found',
  productNotFound: 'Product not found',
  wishlistEntryNotFound: 'Wishlist entry not found',
  emailTaken: 'An account with this email already exists',
  alreadyWishlisted: 'This product is already in your wishlist',
  validationFailed: 'Please correct the highlighted fields',
  badRequest: 'The request could not be read',
  methodNotAllowed: 'Method not allowed',
  payloadTooLarge: 'The upload is too large (at most 8 MB an image)',
  unsupportedMediaType: 'Only JPEG, PNG and WebP images are accepted',
  unsupportedContentType: 'This content type is not accepted here',
  rateLimited: 'Too many attempts. Please wait a moment and try again.',
  serviceUnavailable: 'The service is temporarily unavailable. Please try again shortly.',
  internalError: 'Something went wrong on our side. Please try again.',
  wrongCurrentPassword: 'Your current password is not correct',
  profileFetched: 'Profile fetched',
  sellerDetailsFetched: 'Seller details fetched!',
  profileUpdated: 'Profile updated successfully!',
  productsFetched: 'Products fetched',
  productFetched: 'Product fetched',
  productCreated: 'Product posted successfully!',
  productUpdated: 'Product Update successfully!',
  productDeleted: 'Product deleted successfully!',
  addedToWishlist: 'Successfully added to the cart',
  wishlistFetched: 'Wishlist fetched',
  removedFromWishlist: 'Item removed from cart ✅',
  usersFetched: 'Users fetched',
  messagesFetched: 'Messages fetched',
  messageSent: 'Message sent',
  conversationSynced: 'Conversation synced',
  conversationDeleted: 'Conversation deleted',
  conversationNotAllowed: 'You can only reply to buyers who have written to you',
  cannotMessageSelf: 'You cannot send a message to yourself',
  ok: 'OK',
} as const;

export type ValidationKey = keyof typeof VALIDATION;
export type ToastKey = keyof typeof TOASTS;
export type StateTextKey = keyof typeof STATE_TEXTS;
export type ServerMessageKey = keyof typeof SERVER_MESSAGES;

const ALL_TEXTS: Record<string, string> = {
  ...prefixed('validation', VALIDATION),
  ...prefixed('toast', TOASTS),
  ...prefixed('state', STATE_TEXTS),
  ...prefixed('server', SERVER_MESSAGES),
};

function prefixed(prefix: string, texts: Record<string, string>): Record<string, string> {
  return Object.fromEntries(Object.entries(texts).map(([key, text]) => [`${prefix}.${key}`, text]));
}

const KEY_BY_TEXT = new Map<string, string>(Object.entries(ALL_TEXTS).map(([key, text]) => [text, key]));

/**
 * The locale key ('validation.emailRequired') of an English text from this file, so a client can translate a
 * message that reached it as text (a zod issue, a server error). Undefined for a text not from here.
 */
export function messageKeyOf(text: string): string | undefined {
  return KEY_BY_TEXT.get(text);
}

/** Every text of this file by its locale key: the English locale is built from it. */
export const ENGLISH_TEXTS: Readonly<Record<string, string>> = ALL_TEXTS;
