import { SERVER_MESSAGES, type ServerMessageKey } from './server-messages';
import type { ListingValidationName } from './listing-messages';
import { LISTING_VALIDATION } from './listing-texts';
import type { ChatFileValidationName } from './chat-file-messages';
import { CHAT_FILE_VALIDATION } from './chat-file-texts';
import type { HelperValidationName } from './helper-messages';
import { HELPER_VALIDATION } from './helper-texts';
import { CARD_STATE_TEXTS, CARD_TOASTS } from './card-texts';
import { PAGE_STATE_TEXTS, PAGE_TOASTS } from './page-feedback-texts';

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
  sortInvalid: 'Sort must be distance, relevance, newest, price_asc or price_desc',
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
  pushEndpointNotAllowed: "Alerts can only be sent through your browser's own push service",
  quantityPositive: 'Quantity must be more than 0',
  neededByInvalid: 'Enter a date',
  neededByPast: 'Choose today or a later date',
  requestDaysInvalid: 'Choose between 1 and 30 days',
  priceCropRequired: 'Enter a crop to see its mandi prices',
  priceCropMax: 'The crop must be at most 100 characters',
  priceCropUnknown: 'We do not know this crop. Try its name in English or Hindi, like onion or प्याज',
  pricePlaceRequired: 'Give a PIN code or your location to see the nearest mandis',
  mobileNumberInvalid: 'Enter a 10-digit mobile number',
  codeWrong: 'Wrong or expired code',
  signupTokenInvalid: 'This code has expired or was already used. Ask for a new code.',
  emailAndPasswordTogether: 'Give both an email and a password, or neither',
  pricePositive: 'Price must be more than 0',
  pickupByInvalid: 'Enter a pickup date',
  pickupByPast: 'Choose today or a later pickup date',
  dealNoteMax: 'The note must be at most 300 characters',
  dealQuantityTooLarge: 'This is more than the farmer has listed',
  dealBuyerRequired: 'Choose the buyer this offer is for',
  starsInvalid: 'Choose 1 to 5 stars',
  reviewTextMax: 'The review must be at most 500 characters',
  alertChannelInvalid: 'Choose SMS, WhatsApp or none',
  alertNeedsPhone: 'Verify your mobile number to get alerts on it',
  alertChannelUnavailable: 'Alerts cannot be sent this way yet',
  alertLinkInvalid: 'This link is not valid or has expired',
} as const;

/** Every toast text: the cards' (toast-texts.ts) and the pages' (page-toast-texts.ts). */
export const TOASTS = { ...CARD_TOASTS, ...PAGE_TOASTS } as const;
export type ToastKey = keyof typeof TOASTS;
/** Every state text: the cards' and the pages'. */
export const STATE_TEXTS = { ...CARD_STATE_TEXTS, ...PAGE_STATE_TEXTS } as const;
export type StateTextKey = keyof typeof STATE_TEXTS;

export { SERVER_MESSAGES, type ServerMessageKey } from './server-messages';

export type ValidationKey =
  keyof typeof VALIDATION | ListingValidationName | ChatFileValidationName | HelperValidationName;

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
export const VALIDATION_KEY = /* @__PURE__ */ keysOf('validation', VALIDATION);
/** The locale key of each server text: what `errors.key` carries beside `errors.message`. */
export const SERVER_MESSAGE_KEY = /* @__PURE__ */ keysOf('server', SERVER_MESSAGES);

// Built by a call marked pure, so a bundle that uses none of what follows (the web's first route) leaves it out.
const ALL_TEXTS: Record<string, string> = /* @__PURE__ */ allTexts();

function allTexts(): Record<string, string> {
  return {
    ...prefixed('validation', VALIDATION),
    ...prefixed('validation', LISTING_VALIDATION),
    ...prefixed('validation', CHAT_FILE_VALIDATION),
    ...prefixed('validation', HELPER_VALIDATION),
    ...prefixed('toast', TOASTS),
    ...prefixed('state', STATE_TEXTS),
    ...prefixed('server', SERVER_MESSAGES),
  };
}

function prefixed(prefix: string, texts: Record<string, string>): Record<string, string> {
  return Object.fromEntries(Object.entries(texts).map(([key, text]) => [`${prefix}.${key}`, text]));
}

/** Every text of this file by its locale key: the English locale is built from it. */
export const ENGLISH_TEXTS: Readonly<Record<MessageKey, string>> = ALL_TEXTS as Record<MessageKey, string>;

/** Every key an error can carry, for the envelope's schema (and so the OpenAPI document lists them). */
export const ERROR_MESSAGE_KEYS = /* @__PURE__ */ errorMessageKeys();

function errorMessageKeys(): [ErrorMessageKey, ...ErrorMessageKey[]] {
  return Object.keys(ALL_TEXTS).filter(
    (key) => key.startsWith('validation.') || key.startsWith('server.'),
  ) as [ErrorMessageKey, ...ErrorMessageKey[]];
}

/** Whether `value` is one of this file's keys (a zod issue's message is one, unless zod wrote it itself). */
export function isMessageKey(value: string): value is MessageKey {
  return Object.hasOwn(ALL_TEXTS, value);
}

/** The English text of a key, word for word as the spec has it: what the server sends in `message` and `fields`. */
export function englishText(key: MessageKey): string {
  return ALL_TEXTS[key]!;
}
