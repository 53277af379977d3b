import { describe, it, expect } from 'vitest';
import { AVAILABILITY, UNITS } from './constants';
import { VALIDATION } from './messages';
import {
  productCreateSchema,
  productListQuerySchema,
  productSchema,
  productSearchQuerySchema,
  productUpdateSchema,
} from './product';
import { errorsOf } from './test-helpers';

/** The product form as multipart sends it: every value a string. */
const multipartForm = {
  productName: 'Basmati Rice',
  price: '2500',
  unit: 'quintal',
  quantity: '40',
  description: 'Aged basmati from Karnal',
  address: 'Karnal, Haryana',
  availability: 'in_stock',
};

describe('productCreateSchema', () => {
  it('reads a multipart form, turning price and quantity into numbers', () => {
    expect(productCreateSchema.parse(multipartForm)).toEqual({
      productName: 'Basmati Rice',
      price: 2500,
      unit: 'quintal',
      quantity: 40,
      description: 'Aged basmati from Karnal',
      address: 'Karnal, Haryana',
      availability: 'in_stock',
      pincode: undefined,
    });
  });

  it('reports every required field of an empty form with its contract text', () => {
    expect(errorsOf(productCreateSchema, {})).toEqual({
      productName: ['Product name is required'],
      price: ['Price is required'],
      unit: ['Unit is required'],
      quantity: ['Quantity is required'],
      description: ['Description is required'],
      address: ['Address is required'],
      availability: [VALIDATION.availabilityRequired],
    });
  });

  it("reads 'Quantity is required' (not 'Price is required') for an empty quantity", () => {
    expect(errorsOf(productCreateSchema, { ...multipartForm, quantity: '' })).toEqual({
      quantity: ['Quantity is required'],
    });
  });

  it("reads 'Price is required' for an empty price", () => {
    expect(errorsOf(productCreateSchema, { ...multipartForm, price: '  ' })).toEqual({
      price: ['Price is required'],
    });
  });

  it("refuses a negative price or quantity with 'Cannot be negative'", () => {
    expect(errorsOf(productCreateSchema, { ...multipartForm, price: '-1' })).toEqual({
      price: ['Cannot be negative'],
    });
    expect(errorsOf(productCreateSchema, { ...multipartForm, quantity: '-0.5' })).toEqual({
      quantity: ['Cannot be negative'],
    });
  });

  it('accepts 0 and decimals for price and quantity', () => {
    const parsed = productCreateSchema.parse({ ...multipartForm, price: '0', quantity: '12.75' });
    expect(parsed.price).toBe(0);
    expect(parsed.quantity).toBe(12.75);
  });

  it('accepts numbers sent as JSON numbers', () => {
    const parsed = productCreateSchema.parse({ ...multipartForm, price: 99.5, quantity: 3 });
    expect(parsed.price).toBe(99.5);
    expect(parsed.quantity).toBe(3);
  });

  it('refuses text in the number fields', () => {
    expect(errorsOf(productCreateSchema, { ...multipartForm, price: 'cheap', quantity: '10kg' })).toEqual({
      price: [VALIDATION.priceNotNumber],
      quantity: [VALIDATION.quantityNotNumber],
    });
  });

  it('caps price and quantity', () => {
    expect(errorsOf(productCreateSchema, { ...multipartForm, price: '100000001' })).toEqual({
      price: [VALIDATION.priceTooLarge],
    });
    expect(errorsOf(productCreateSchema, { ...multipartForm, quantity: '100000001' })).toEqual({
      quantity: [VALIDATION.quantityTooLarge],
    });
  });

  it.each(UNITS)('accepts the unit %s', (unit) => {
    expect(productCreateSchema.parse({ ...multipartForm, unit }).unit).toBe(unit);
  });

  it("refuses a unit outside the list with 'Unit is required'", () => {
    for (const unit of ['bushel', 'Kg', 'litres', '']) {
      expect(errorsOf(productCreateSchema, { ...multipartForm, unit }), unit).toEqual({
        unit: ['Unit is required'],
      });
    }
  });

  it.each(AVAILABILITY)('accepts the availability %s', (availability) => {
    expect(productCreateSchema.parse({ ...multipartForm, availability }).availability).toBe(availability);
  });

  it('refuses an availability outside the list', () => {
    for (const availability of ['In Stock', 'sold_out', '']) {
      expect(errorsOf(productCreateSchema, { ...multipartForm, availability }), availability).toEqual({
        availability: [VALIDATION.availabilityRequired],
      });
    }
  });

  it('trims the texts and refuses blank ones', () => {
    const parsed = productCreateSchema.parse({
      ...multipartForm,
      productName: '  Wheat ',
      description: ' Good ',
    });
    expect(parsed.productName).toBe('Wheat');
    expect(parsed.description).toBe('Good');
    expect(
      errorsOf(productCreateSchema, { ...multipartForm, productName: '   ', description: '', address: ' ' }),
    ).toEqual({
      productName: ['Product name is required'],
      description: ['Description is required'],
      address: ['Address is required'],
    });
  });

  it('caps the text lengths', () => {
    expect(errorsOf(productCreateSchema, { ...multipartForm, productName: 'a'.repeat(101) })).toEqual({
      productName: [VALIDATION.productNameMax],
    });
    expect(errorsOf(productCreateSchema, { ...multipartForm, description: 'a'.repeat(2001) })).toEqual({
      description: [VALIDATION.descriptionMax],
    });
    expect(productCreateSchema.safeParse({ ...multipartForm, description: 'a'.repeat(2000) }).success).toBe(
      true,
    );
  });

  it('takes an optional PIN code and ignores existingImages', () => {
    const parsed = productCreateSchema.parse({
      ...multipartForm,
      pincode: '132001',
      existingImages: '["/x.webp"]',
    });
    expect(parsed.pincode).toBe('132001');
    expect('existingImages' in parsed).toBe(false);
  });
});

describe('productUpdateSchema', () => {
  it('applies the same field rules as create', () => {
    expect(errorsOf(productUpdateSchema, { ...multipartForm, quantity: '', unit: 'sack' })).toEqual({
      quantity: ['Quantity is required'],
      unit: ['Unit is required'],
    });
  });

  it('reads existingImages from a JSON list of kept URLs', () => {
    const kept = ['/uploads/a.webp', '/uploads/b.webp'];
    expect(
      productUpdateSchema.parse({ ...multipartForm, existingImages: JSON.stringify(kept) }).existingImages,
    ).toEqual(kept);
  });

  it('treats a missing or empty existingImages as no kept images', () => {
    expect(productUpdateSchema.parse(multipartForm).existingImages).toEqual([]);
    expect(productUpdateSchema.parse({ ...multipartForm, existingImages: '' }).existingImages).toEqual([]);
    expect(productUpdateSchema.parse({ ...multipartForm, existingImages: '[]' }).existingImages).toEqual([]);
  });

  it('accepts at most 4 kept images', () => {
    const four = ['/1.webp', '/2.webp', '/3.webp', '/4.webp'];
    expect(
      productUpdateSchema.parse({ ...multipartForm, existingImages: JSON.stringify(four) }).existingImages,
    ).toEqual(four);
    expect(
      errorsOf(productUpdateSchema, {
        ...multipartForm,
        existingImages: JSON.stringify([...four, '/5.webp']),
      }),
    ).toEqual({
      existingImages: ['You can add at most 4 images'],
    });
  });

  it('refuses existingImages that is not a JSON list', () => {
    for (const existingImages of ['not json', '{"a":"/1.webp"}', '"/1.webp"', '42']) {
      const errors = errorsOf(productUpdateSchema, { ...multipartForm, existingImages });
      expect(Object.keys(errors), existingImages).toEqual(['existingImages']);
      // The first message is the one a client shows (zod may add a length issue for a string after it).
      expect(errors.existingImages?.[0], existingImages).toBe(VALIDATION.existingImagesInvalid);
    }
  });

  it('refuses a list holding something other than URLs', () => {
    expect(productUpdateSchema.safeParse({ ...multipartForm, existingImages: '[1, 2]' }).success).toBe(false);
  });

  it('tells an absent PIN code (keep the place) from a blank one (clear it)', () => {
    expect(productUpdateSchema.parse(multipartForm).pincode).toBeUndefined();
    expect(productUpdateSchema.parse({ ...multipartForm, pincode: '' }).pincode).toBeNull();
    expect(productUpdateSchema.parse({ ...multipartForm, pincode: '  ' }).pincode).toBeNull();
    expect(productUpdateSchema.parse({ ...multipartForm, pincode: ' 422209 ' }).pincode).toBe('422209');
    expect(errorsOf(productUpdateSchema, { ...multipartForm, pincode: '42220' })).toEqual({
      pincode: [VALIDATION.pincodeInvalid],
    });
  });
});

describe('productSearchQuerySchema', () => {
  it("reads 'Please enter product name' when neither name nor address is given", () => {
    expect(errorsOf(productSearchQuerySchema, {})).toEqual({ name: ['Please enter product name'] });
    expect(errorsOf(productSearchQuerySchema, { name: '   ', address: '' })).toEqual({
      name: ['Please enter product name'],
    });
  });

  it('accepts a name alone, an address alone, or both, trimmed', () => {
    expect(productSearchQuerySchema.parse({ name: ' potato ' })).toEqual({
      name: 'potato',
      page: 1,
      limit: 12,
    });
    expect(productSearchQuerySchema.parse({ address: ' Nashik ' })).toEqual({
      address: 'Nashik',
      page: 1,
      limit: 12,
    });
    expect(productSearchQuerySchema.parse({ name: 'rice', address: 'Karnal' })).toEqual({
      name: 'rice',
      address: 'Karnal',
      page: 1,
      limit: 12,
    });
  });

  it('defaults to page 1 and 12 a page', () => {
    expect(productSearchQuerySchema.parse({ name: 'wheat' })).toMatchObject({ page: 1, limit: 12 });
    expect(productSearchQuerySchema.parse({ name: 'wheat', page: '', limit: '' })).toMatchObject({
      page: 1,
      limit: 12,
    });
  });

  it('reads page and limit from query strings', () => {
    expect(productSearchQuerySchema.parse({ name: 'wheat', page: '3', limit: '50' })).toMatchObject({
      page: 3,
      limit: 50,
    });
  });

  it('allows at most 50 a page', () => {
    for (const limit of ['51', '0', '-5', '2.5', 'all']) {
      expect(errorsOf(productSearchQuerySchema, { name: 'wheat', limit }), limit).toEqual({
        limit: [VALIDATION.limitInvalid],
      });
    }
  });

  it('wants a whole page number of at least 1', () => {
    for (const page of ['0', '-1', '1.5', 'two']) {
      expect(errorsOf(productSearchQuerySchema, { name: 'wheat', page }), page).toEqual({
        page: [VALIDATION.pageInvalid],
      });
    }
  });
});

describe('productListQuerySchema', () => {
  it('defaults to page 1 and reads the page from the query string', () => {
    expect(productListQuerySchema.parse({})).toEqual({ page: 1 });
    expect(productListQuerySchema.parse({ page: '4' })).toEqual({ page: 4 });
    expect(errorsOf(productListQuerySchema, { page: '0' })).toEqual({ page: [VALIDATION.pageInvalid] });
  });
});

describe('productSchema (as sent)', () => {
  const product = {
    _id: '01890a5d-ac96-774b-bcce-b302099a8057',
    productName: 'Wheat',
    price: 2200,
    unit: 'quintal',
    quantity: 10,
    description: 'Sharbati wheat',
    address: 'Sehore',
    availability: 'in_stock',
    image: ['/1.webp'],
    thumbnails: ['/1-card.webp'],
    photoPreview: { src: 'data:image/webp;base64,UklGRg==', cardBytes: [18_000], photoBytes: [90_000] },
    sellerId: '01890a5d-ac96-774b-bcce-b302099a8058',
    sellerName: 'Sita',
    sellerPhoneVerified: false,
    avatarUrl: null,
    location: null,
    status: 'active',
    variety: null,
    grade: null,
    organic: false,
    harvestedOn: null,
    minOrderQuantity: null,
    category: 'cereal',
    expiresAt: '2025-01-31T00:00:00.000Z',
    offersUntil: null,
    offerCount: 0,
    helpedBy: null,
    createdAt: '2025-01-01T00:00:00.000Z',
    updatedAt: '2025-01-01T00:00:00.000Z',
  };

  it('accepts a product with up to 4 images', () => {
    expect(productSchema.safeParse(product).success).toBe(true);
    expect(productSchema.safeParse({ ...product, image: ['/1', '/2', '/3', '/4'] }).success).toBe(true);
  });

  it('refuses an unknown lifecycle status', () => {
    expect(productSchema.safeParse({ ...product, status: 'visible' }).success).toBe(false);
    expect(productSchema.safeParse({ ...product, status: 'sold' }).success).toBe(true);
  });

  it('refuses a fifth image, an unknown unit and a string price', () => {
    expect(productSchema.safeParse({ ...product, image: ['/1', '/2', '/3', '/4', '/5'] }).success).toBe(
      false,
    );
    expect(productSchema.safeParse({ ...product, unit: 'sack' }).success).toBe(false);
    expect(productSchema.safeParse({ ...product, price: '2200' }).success).toBe(false);
  });
});
