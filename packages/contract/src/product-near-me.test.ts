import { describe, it, expect } from 'vitest';
import { VALIDATION } from './messages';
import { nearMeQuerySchema, productListQuerySchema, productSearchQuerySchema } from './product';
import { errorsOf } from './test-helpers';

describe('nearMeQuerySchema', () => {
  it('reads a point, a radius and a sort from query strings', () => {
    expect(nearMeQuerySchema.parse({ lat: '19.99', lon: '73.78', radiusKm: '25', sort: 'distance' })).toEqual(
      {
        pincode: undefined,
        lat: 19.99,
        lon: 73.78,
        radiusKm: 25,
        sort: 'distance',
      },
    );
  });

  it('accepts only the radius choices 10, 25, 50, 100, 250', () => {
    for (const radiusKm of ['10', '25', '50', '100', '250']) {
      expect(nearMeQuerySchema.safeParse({ radiusKm }).success, radiusKm).toBe(true);
    }
    for (const radiusKm of ['5', '30', '1000']) {
      expect(nearMeQuerySchema.safeParse({ radiusKm }).success, radiusKm).toBe(false);
    }
  });

  it('refuses coordinates out of range and unknown sorts', () => {
    expect(nearMeQuerySchema.safeParse({ lat: '91' }).success).toBe(false);
    expect(nearMeQuerySchema.safeParse({ lon: '-181' }).success).toBe(false);
    expect(nearMeQuerySchema.safeParse({ sort: 'price' }).success).toBe(false);
  });

  it('names what is wrong with each near-me field in words', () => {
    expect(errorsOf(nearMeQuerySchema, { lat: '91', lon: '73' })).toEqual({
      lat: [VALIDATION.latitudeInvalid],
    });
    expect(errorsOf(nearMeQuerySchema, { lat: 'north', lon: '73' })).toEqual({
      lat: [VALIDATION.latitudeInvalid],
    });
    expect(errorsOf(nearMeQuerySchema, { lat: '19', lon: '181' })).toEqual({
      lon: [VALIDATION.longitudeInvalid],
    });
    expect(errorsOf(nearMeQuerySchema, { radiusKm: '30' })).toEqual({ radiusKm: [VALIDATION.radiusInvalid] });
    expect(errorsOf(nearMeQuerySchema, { sort: 'price' })).toEqual({ sort: [VALIDATION.sortInvalid] });
    expect(errorsOf(nearMeQuerySchema, { pincode: '42200' })).toEqual({
      pincode: [VALIDATION.pincodeInvalid],
    });
  });

  it('wants latitude and longitude together', () => {
    expect(errorsOf(nearMeQuerySchema, { lat: '19.99' })).toEqual({ lon: [VALIDATION.pointIncomplete] });
    expect(errorsOf(nearMeQuerySchema, { lon: '73.78' })).toEqual({ lat: [VALIDATION.pointIncomplete] });
  });
});

describe('near-me fields on product/new and product/search', () => {
  it('product/new takes a PIN code, radius and distance sort beside the page', () => {
    expect(
      productListQuerySchema.parse({ page: '2', pincode: '422001', radiusKm: '50', sort: 'distance' }),
    ).toEqual({
      page: 2,
      pincode: '422001',
      radiusKm: 50,
      sort: 'distance',
    });
    expect(errorsOf(productListQuerySchema, { lat: '20' })).toEqual({ lon: [VALIDATION.pointIncomplete] });
  });

  it('product/search combines a name with a point and still needs a name or an address', () => {
    expect(
      productSearchQuerySchema.parse({ name: 'onion', lat: '20.01', lon: '73.79', radiusKm: '10' }),
    ).toMatchObject({
      name: 'onion',
      lat: 20.01,
      lon: 73.79,
      radiusKm: 10,
    });
    expect(errorsOf(productSearchQuerySchema, { lat: '20.01', lon: '73.79' })).toEqual({
      name: [VALIDATION.searchNameRequired],
    });
  });
});
