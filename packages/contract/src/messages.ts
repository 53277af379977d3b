/**
 * Every validation, toast and server message text, word for word as the product shows it (these are the texts the
 * screens, toasts and the API are specified with; docs/api.md). The key is the stable id the web's locale files
 * translate (and the id the envelope's `errors.key` and the zod issues carry, see VALIDATION_KEY); the value is the English text the server sends and the English locale shows.
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
  expiresInDaysInvalid: 'Choose between 1 and 90 days',
  imagesMax: 'You can add at most 4 images',
  existingImagesInvalid: 'Kept images must be images of this product',
  searchNameRequired: 'Please enter product name',
  messageRequired: 'Message cannot be empty',
  messageMax: 'Message must be at most 2000 characters',
  clientIdInvalid: 'clientId must be 1 to 64 characters',
  pageInvalid: 'Page must be a whole number of at least 1',
  limitInvalid: 'Limit must be a whole number from 1 to 50',
  suggestQueryInvalid: 'Type at most 60 letters to get suggestions',
  languageInvalid: 'Unknown language',
  pincodeInvalid: 'PIN code must be 6 digits',
  pincodeUnknown: 'We could not find this PIN code',
  latitudeInvalid: 'Latitude must be a number from -90 to 90',
  longitudeInvalid: 'Longitude must be a number from -180 to 180',
  pointIncomplete: 'Latitude and longitude must be given together',
  radiusInvalid: 'Radius must be 10, 25, 50, 100 or 250 km',
  sortInvalid: 'Sort must be distance, relevance or newest',
  invalidValue: 'Invalid value',
  textNotAllowed: 'Contains characters that are not allowed',
  nameNeedsLetter: 'Must contain at least one letter',
  reportTargetTypeInvalid: 'Choose what you are reporting: a product, a person, a message or a request',
  reportTargetRequired: 'Say which product, person, message or request you are reporting',
  reportReasonRequired: 'Choose a reason',
  reportDetailsMax: 'Details must be at most 500 characters',
  moderationActionInvalid: 'Choose dismiss, hide listing or suspend person',
  moderationNoteMax: 'The note must be at most 500 characters',
  reportStatusInvalid: 'Status must be open or resolved',
  savedSearchQueryRequired: 'Enter the crop or product you are looking for',
  savedSearchQueryMax: 'The search must be at most 100 characters',
  maxPriceNotNumber: 'Maximum price must be a number',
  maxPriceTooLarge: 'Maximum price is too large',
  notificationIdsInvalid: 'Give at most 100 notification ids',
  pushSubscriptionInvalid: 'This push subscription is not valid',
  quantityPositive: 'Quantity must be more than 0',
  neededByInvalid: 'Enter a date',
  neededByPast: 'Choose today or a later date',
  requestDaysInvalid: 'Choose between 1 and 30 days',
  priceCropRequired: 'Enter a crop to see its mandi prices',
  priceCropMax: 'The crop must be at most 100 characters',
  priceCropUnknown: 'We do not know this crop. Try its name in English or Hindi, like onion or प्याज',
  pricePlaceRequired: 'Give a PIN code or your location to see the nearest mandis',
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

/** Texts of the screens' states (loading, empty, button states). */
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
  suggestionsFetched: 'Suggestions fetched',
  productFetched: 'Product fetched',
  productCreated: 'Product posted successfully!',
  productUpdated: 'Product Update successfully!',
  productDeleted: 'Product deleted successfully!',
  productSold: 'Marked as sold',
  productRenewed: 'Listing renewed',
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
  productNotInConversation: 'A message can only be about your own listing or theirs',
  crossSiteRequest: 'This request came from another website and was refused',
  blocked: 'You cannot message this person',
  cannotBlockSelf: 'You cannot block yourself',
  userBlocked: 'Blocked',
  userUnblocked: 'Unblocked',
  blockedFetched: 'Blocked people fetched',
  cannotReportSelf: 'You cannot report yourself',
  reportOnlyReceivedMessages: 'You can only report a message you received',
  alreadyReported: 'You have already reported this. A moderator will look at it.',
  reportFiled: 'Thank you. A moderator will review your report.',
  reportNotFound: 'Report not found',
  messageNotFound: 'Message not found',
  reportsFetched: 'Reports fetched',
  reportResolved: 'Report resolved',
  userReinstated: 'Account reinstated',
  auditFetched: 'Audit list fetched',
  conversationFetched: 'Conversation fetched',
  accountSuspended: 'This account is suspended. Write to {supportEmail} if you think this is a mistake.',
  notificationsFetched: 'Notifications fetched',
  notificationsRead: 'Notifications marked as read',
  savedSearchCreated: 'Search saved. We will tell you when a matching crop is posted.',
  savedSearchesFetched: 'Saved searches fetched',
  savedSearchDeleted: 'Saved search deleted',
  savedSearchNotFound: 'Saved search not found',
  savedSearchLimit: 'You can save at most 10 searches. Delete one to save another.',
  pushKeyFetched: 'Push key fetched',
  pushSubscribed: 'Alerts are on for this device',
  pushUnsubscribed: 'Alerts are off for this device',
  requestCreated: 'Requirement posted. Farmers nearby will be told.',
  requestsFetched: 'Requests fetched',
  requestFetched: 'Request fetched',
  requestNotFound: 'Request not found',
  requestClosedNow: 'Request closed',
  requestLimit: 'You can have at most 10 open requests. Close one to post another.',
  requestNotOpen: 'This request is closed or has expired',
  alreadyOffered: 'You have already made an offer on this request',
  offersFull: 'This request has all the offers it can take',
  offerSent: 'Offer sent. The buyer will see it in chat.',
  offerProductNotYours: 'You can only offer one of your own active listings',
  mandiPricesFetched: 'Mandi prices fetched',
  ok: 'OK',
} as const;

export type ValidationKey = keyof typeof VALIDATION;
export type ToastKey = keyof typeof TOASTS;
export type StateTextKey = keyof typeof STATE_TEXTS;
export type ServerMessageKey = keyof typeof SERVER_MESSAGES;

/** A contract text's locale key: 'validation.emailRequired', 'toast.notLoggedIn', 'state.loading', 'server.notFound'. */
export type MessageKey =
  | `validation.${ValidationKey}`
  | `toast.${ToastKey}`
  | `state.${StateTextKey}`
  | `server.${ServerMessageKey}`;
/** The keys an error can carry (`errors.key`, `errors.fieldKeys`, a zod issue's message): validation and server texts. */
export type ErrorMessageKey = `validation.${ValidationKey}` | `server.${ServerMessageKey}`;

type KeysOf<Prefix extends string, Texts> = { readonly [K in keyof Texts & string]: `${Prefix}.${K}` };

function keysOf<Prefix extends string, Texts extends Record<string, string>>(
  prefix: Prefix,
  texts: Texts,
): KeysOf<Prefix, Texts> {
  return Object.fromEntries(Object.keys(texts).map((key) => [key, `${prefix}.${key}`])) as KeysOf<
    Prefix,
    Texts
  >;
}

/**
 * The locale key of each validation text. The contract's zod schemas put these keys (not the English texts) in their
 * issues, so a client translates an issue by which rule produced it: two rules that share an English text still have
 * their own keys. The server turns a key back into its English text for `errors.fields` (see `englishText`).
 */
export const VALIDATION_KEY = keysOf('validation', VALIDATION);
/** The locale key of each server text: what `errors.key` carries beside `errors.message`. */
export const SERVER_MESSAGE_KEY = keysOf('server', SERVER_MESSAGES);

const ALL_TEXTS: Record<string, string> = {
  ...prefixed('validation', VALIDATION),
  ...prefixed('toast', TOASTS),
  ...prefixed('state', STATE_TEXTS),
  ...prefixed('server', SERVER_MESSAGES),
};

function prefixed(prefix: string, texts: Record<string, string>): Record<string, string> {
  return Object.fromEntries(Object.entries(texts).map(([key, text]) => [`${prefix}.${key}`, text]));
}

/** Every text of this file by its locale key: the English locale is built from it. */
export const ENGLISH_TEXTS: Readonly<Record<MessageKey, string>> = ALL_TEXTS as Record<MessageKey, string>;

/** Every key an error can carry, for the envelope's schema (and so the OpenAPI document lists them). */
export const ERROR_MESSAGE_KEYS = Object.keys(ALL_TEXTS).filter(
  (key) => key.startsWith('validation.') || key.startsWith('server.'),
) as [ErrorMessageKey, ...ErrorMessageKey[]];

/** Whether `value` is one of this file's keys (a zod issue's message is one, unless zod wrote it itself). */
export function isMessageKey(value: string): value is MessageKey {
  return Object.hasOwn(ALL_TEXTS, value);
}

/** The English text of a key, word for word as the spec has it: what the server sends in `message` and `fields`. */
export function englishText(key: MessageKey): string {
  return ALL_TEXTS[key]!;
}
