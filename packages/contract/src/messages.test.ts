import { describe, it, expect } from 'vitest';
import { DEFAULT_ALLOWED_EMAIL_DOMAINS } from './constants';
import { emailField } from './fields';
import {
  ENGLISH_TEXTS,
  ERROR_MESSAGE_KEYS,
  SERVER_MESSAGE_KEY,
  SERVER_MESSAGES,
  STATE_TEXTS,
  TOASTS,
  VALIDATION,
  VALIDATION_KEY,
  englishText,
  isMessageKey,
} from './messages';
import type { MessageKey } from './messages';
import { LISTING_VALIDATION_KEY } from './listing-messages';
import { LISTING_VALIDATION } from './listing-texts';
import { HELPER_VALIDATION } from './helper-texts';
import { CHAT_FILE_VALIDATION_KEY } from './chat-file-messages';
import { CHAT_FILE_VALIDATION } from './chat-file-texts';
import { productSearchQuerySchema } from './product';

describe('VALIDATION texts, word for word', () => {
  it.each([
    ['emailRequired', 'Email is required'],
    ['emailNotMatched', 'Email Address not matched'],
    ['passwordRequired', 'Password is required'],
    ['passwordMin', 'Password must be at least 8 characters'],
    ['roleRequired', 'Role is required'],
    ['fullNameRequired', 'Full name is required'],
    ['phoneRequired', 'Phone number is required'],
    ['phoneMin', 'Must be at least 10 digits'],
    ['phoneMax', 'Must be at most 15 digits'],
    ['aadhaarRequired', 'Aadhar number is required for sellers'],
    ['aadhaarLength', 'Must be 12 digits'],
    ['addressRequired', 'Address is required'],
    ['confirmPasswordRequired', 'Confirm password is required'],
    ['passwordsDoNotMatch', 'Password do not match'],
    ['productNameRequired', 'Product name is required'],
    ['priceRequired', 'Price is required'],
    ['cannotBeNegative', 'Cannot be negative'],
    ['unitRequired', 'Unit is required'],
    ['descriptionRequired', 'Description is required'],
    ['searchNameRequired', 'Please enter product name'],
  ] as const)('VALIDATION.%s reads %j', (key, text) => {
    expect(VALIDATION[key]).toBe(text);
  });

  it("says 'Quantity is required' for an empty quantity", () => {
    expect(VALIDATION.quantityRequired).toBe('Quantity is required');
    expect(VALIDATION.quantityRequired).not.toBe(VALIDATION.priceRequired);
  });
});

describe('TOASTS texts, word for word', () => {
  it.each([
    ['failedToGetProducts', 'Failed to get products !'],
    ['somethingWentWrong', 'Something went wrong !'],
    ['failedToFetchProducts', 'Failed to fetch products'],
    ['addedToCart', 'Successfully added to the cart'],
    ['failedToAddToCart', 'Failed to add to the cart !!'],
    ['notLoggedIn', 'You are not Logged in !'],
    ['itemRemoved', 'Item removed from cart ✅'],
    ['failedToRemoveItem', 'Failed to remove item ❌'],
    ['somethingWentWrongRemoving', 'Something went wrong while removing item.'],
    ['invalidSellerDetails', 'Invalid seller details!'],
    ['failedToGetUsers', 'Failed to get users!'],
    ['somethingWentWrongUsers', 'Something went wrong while fetching users.'],
    ['failedToDeleteMessage', 'Failed to delete message.'],
    ['somethingWentWrongDeleting', 'Something went wrong while deleting.'],
    ['errorSyncingMessages', 'Error syncing messages:'],
    ['failedToGetMessages', 'Failed to get messages!'],
    ['somethingWentWrongMessages', 'Something went wrong while fetching messages.'],
    ['errorSendingMessage', 'Error in Sending Message!'],
    ['productNotLoading', 'Product Not loading...'],
    ['failedToLoad', 'Failed to Load!'],
    ['productPosted', 'Product posted successfully!'],
    ['productNotPosted', 'Product not posted!'],
    ['failedToSubmit', 'Failed to submit. Please try again.'],
    ['productUpdated', 'Product Update successfully!'],
    ['productNotUpdated', 'Product not Updated!'],
    ['noProductId', 'No Product ID provided!'],
    ['productDeleted', 'Product deleted successfully!'],
    ['failedToDeleteProduct', 'Failed to delete product!'],
    ['somethingWentWrongDeletingProduct', 'Something went wrong while deleting the product!'],
    ['productIdMissing', 'Product ID missing!'],
    ['failedToGetUserProducts', "Failed to get user's products!"],
    ['somethingWentWrongUserProducts', 'Something went wrong while fetching products!'],
    ['profileUpdated', 'Profile updated successfully!'],
    ['updateFailed', 'Update failed.'],
    ['sellerDetailsFetched', 'Seller details fetched!'],
    ['failedToFetchSellerDetails', 'Failed to fetch seller details!'],
    ['somethingWentWrongSellerDetails', 'Something went wrong while fetching seller details!'],
    ['pleaseEnterProductName', 'Please enter product name'],
    ['productNotFind', 'Product Not Find!'],
    ['signupFallback', 'Something went wrong'],
    ['failedToLoadProduct', 'Failed to load product.'],
  ] as const)('TOASTS.%s reads %j', (key, text) => {
    expect(TOASTS[key]).toBe(text);
  });

  it('has no two toasts with the same text', () => {
    const texts = Object.values(TOASTS);
    expect(new Set(texts).size).toBe(texts.length);
  });
});

describe('STATE_TEXTS of the screens', () => {
  it.each([
    ['noMoreProducts', 'No more products to show.'],
    ['noProductsFound', 'No products found. Try searching above!'],
    ['wishlistEmpty', 'Your Wishlist is empty.'],
    ['wishlistTitle', 'Your Wishlist'],
    ['loading', 'Loading...'],
    ['loggingIn', 'Logging in...'],
    ['signingUp', 'Signing... '],
    ['posting', 'Posting...'],
    ['updating', 'Updating...'],
    ['addToWishlist', 'Add to Wishlist'],
    ['wishlisted', 'Wishlisted'],
    ['searchUsers', 'Search users...'],
    ['online', 'Online'],
    ['offline', 'Offline'],
    ['postProduct', 'Post Product'],
    ['updateProduct', 'Update Product'],
    ['postNewCrop', 'Post New Crop'],
  ] as const)('STATE_TEXTS.%s reads %j', (key, text) => {
    expect(STATE_TEXTS[key]).toBe(text);
  });
});

describe('ENGLISH_TEXTS', () => {
  it('holds every text under a prefixed locale key', () => {
    expect(ENGLISH_TEXTS['validation.emailRequired']).toBe('Email is required');
    expect(ENGLISH_TEXTS['toast.itemRemoved']).toBe('Item removed from cart ✅');
    expect(ENGLISH_TEXTS['state.wishlistEmpty']).toBe('Your Wishlist is empty.');
    expect(ENGLISH_TEXTS['server.invalidCredentials']).toBe(SERVER_MESSAGES.invalidCredentials);
  });

  it('has one entry per text of the four groups and no others', () => {
    const expected =
      Object.keys(VALIDATION).length +
      Object.keys(LISTING_VALIDATION).length +
      Object.keys(CHAT_FILE_VALIDATION).length +
      Object.keys(HELPER_VALIDATION).length +
      Object.keys(TOASTS).length +
      Object.keys(STATE_TEXTS).length +
      Object.keys(SERVER_MESSAGES).length;
    const keys = Object.keys(ENGLISH_TEXTS);
    expect(keys).toHaveLength(expected);
    for (const key of keys) {
      expect(key).toMatch(/^(validation|toast|state|server)\.[a-zA-Z]+$/);
    }
  });
});

describe('message keys', () => {
  it('names each text by its group and name, and gives its English text back', () => {
    expect(VALIDATION_KEY.emailRequired).toBe('validation.emailRequired');
    expect(SERVER_MESSAGE_KEY.emailTaken).toBe('server.emailTaken');
    expect(englishText(VALIDATION_KEY.passwordsDoNotMatch)).toBe('Password do not match');
    expect(englishText(SERVER_MESSAGE_KEY.emailTaken)).toBe(SERVER_MESSAGES.emailTaken);
    for (const [key, text] of Object.entries(ENGLISH_TEXTS))
      expect(englishText(key as MessageKey)).toBe(text);
  });

  it('keeps the listing rules’ keys and texts apart, one key a text', () => {
    expect(Object.keys(LISTING_VALIDATION_KEY)).toEqual(Object.keys(LISTING_VALIDATION));
    expect(englishText(LISTING_VALIDATION_KEY.gradeInvalid)).toBe('Choose grade A, B or C');
    for (const name of Object.keys(LISTING_VALIDATION)) expect(Object.hasOwn(VALIDATION, name)).toBe(false);
  });

  it('keeps the chat file rules’ keys and texts apart, one key a text', () => {
    expect(Object.keys(CHAT_FILE_VALIDATION_KEY)).toEqual(Object.keys(CHAT_FILE_VALIDATION));
    expect(englishText(CHAT_FILE_VALIDATION_KEY.voiceNoteTooLong)).toBe(
      'A voice note can be at most 2 minutes',
    );
    for (const name of Object.keys(CHAT_FILE_VALIDATION)) expect(Object.hasOwn(VALIDATION, name)).toBe(false);
  });

  it('the schemas put the key of the rule that failed in the issue, not its English text', () => {
    // 'Please enter product name' is the text of a validation rule and of a toast: by key they stay two texts.
    expect(VALIDATION.searchNameRequired).toBe(TOASTS.pleaseEnterProductName);
    const result = productSearchQuerySchema.safeParse({});
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.message)).toContain('validation.searchNameRequired');
    expect(emailField(DEFAULT_ALLOWED_EMAIL_DOMAINS).safeParse('').error?.issues[0]?.message).toBe(
      'validation.emailRequired',
    );
  });

  it('knows its own keys only', () => {
    expect(isMessageKey('validation.emailRequired')).toBe(true);
    expect(isMessageKey('Email is required')).toBe(false);
    expect(isMessageKey('validation.nope')).toBe(false);
    expect(isMessageKey('toString')).toBe(false);
  });

  it('lists every validation and server key an error can carry, and no others', () => {
    expect(ERROR_MESSAGE_KEYS).toHaveLength(
      Object.keys(VALIDATION).length +
        Object.keys(LISTING_VALIDATION).length +
        Object.keys(CHAT_FILE_VALIDATION).length +
        Object.keys(HELPER_VALIDATION).length +
        Object.keys(SERVER_MESSAGES).length,
    );
    expect(ERROR_MESSAGE_KEYS).toContain('validation.gradeInvalid');
    expect(ERROR_MESSAGE_KEYS).toContain('server.notFound');
    expect(ERROR_MESSAGE_KEYS).not.toContain('toast.notLoggedIn');
  });
});
