import { describe, it, expect } from 'vitest';
import { ENGLISH_TEXTS, SERVER_MESSAGES, STATE_TEXTS, TOASTS, VALIDATION, messageKeyOf } from './messages';

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

describe('messageKeyOf', () => {
  it('finds the locale key of a text that only one key holds', () => {
    expect(messageKeyOf('Email is required')).toBe('validation.emailRequired');
    expect(messageKeyOf('Password do not match')).toBe('validation.passwordsDoNotMatch');
    expect(messageKeyOf('Aadhar number is required for sellers')).toBe('validation.aadhaarRequired');
    expect(messageKeyOf('Failed to add to the cart !!')).toBe('toast.failedToAddToCart');
    expect(messageKeyOf('No more products to show.')).toBe('state.noMoreProducts');
    expect(messageKeyOf(SERVER_MESSAGES.emailTaken)).toBe('server.emailTaken');
  });

  it("finds each text's own key; only the known pairs of a toast and its server message share a text", () => {
    // A text two keys share can only be looked up as one of them: every such pair is listed here, so a new one
    // (which would make a lookup ambiguous) fails this test instead of passing silently.
    const shared = new Map<string, string[]>();
    for (const [key, text] of Object.entries(ENGLISH_TEXTS))
      shared.set(text, [...(shared.get(text) ?? []), key]);
    const ambiguous = [...shared.values()].filter((keys) => keys.length > 1).map((keys) => keys.sort());
    expect(ambiguous.sort()).toEqual(
      [
        ['toast.pleaseEnterProductName', 'validation.searchNameRequired'],
        ['server.addedToWishlist', 'toast.addedToCart'],
        ['server.removedFromWishlist', 'toast.itemRemoved'],
        ['server.productCreated', 'toast.productPosted'],
        ['server.productUpdated', 'toast.productUpdated'],
        ['server.productDeleted', 'toast.productDeleted'],
        ['server.profileUpdated', 'toast.profileUpdated'],
        ['server.sellerDetailsFetched', 'toast.sellerDetailsFetched'],
      ].sort(),
    );
    for (const [key, text] of Object.entries(ENGLISH_TEXTS)) {
      const found = messageKeyOf(text);
      if (shared.get(text)!.length === 1) expect(found, text).toBe(key);
      else expect(shared.get(text), text).toContain(found);
    }
  });

  it('is exact: other casing, spacing or unknown texts have no key', () => {
    expect(messageKeyOf('email is required')).toBeUndefined();
    expect(messageKeyOf('Email is required ')).toBeUndefined();
    expect(messageKeyOf('Invalid input: expected string, received undefined')).toBeUndefined();
    expect(messageKeyOf('')).toBeUndefined();
  });
});
