import { describe, it, expect } from 'vitest';
import {
  API_PREFIX,
  AVAILABILITY,
  DEFAULT_ALLOWED_EMAIL_DOMAINS,
  LIMITS,
  MOST_SEARCHED,
  PAGING,
  PRODUCT_SORTS,
  RADIUS_KM,
  REALTIME,
  ROLES,
  UI,
  UNITS,
} from './constants';
import { SOCKET_PATH } from './socket';

describe('business constants', () => {
  it('has exactly the two roles user and seller', () => {
    expect(ROLES).toEqual(['user', 'seller']);
  });

  it('offers the unit choices kg, quintal, ton, liters, pieces in that order', () => {
    expect(UNITS).toEqual(['kg', 'quintal', 'ton', 'liters', 'pieces']);
  });

  it('offers the availability choices in_stock and out_of_stock', () => {
    expect(AVAILABILITY).toEqual(['in_stock', 'out_of_stock']);
  });

  it('lists the 11 Most Searched buttons in the order of the home page', () => {
    expect(MOST_SEARCHED).toHaveLength(11);
    expect(MOST_SEARCHED).toEqual([
      'Potato',
      'Wheat',
      'Rice',
      'Sugar',
      'Saffron',
      'Coffee',
      'Grains',
      'Tomato',
      'Maize',
      'Corn',
      'Basmati',
    ]);
  });

  it('allows gmail.com, yahoo.com and outlook.com by default', () => {
    expect(DEFAULT_ALLOWED_EMAIL_DOMAINS).toEqual(['gmail.com', 'yahoo.com', 'outlook.com']);
  });

  it('pins the phone, Aadhaar, password and image limits', () => {
    expect(LIMITS.phoneMin).toBe(10);
    expect(LIMITS.phoneMax).toBe(15);
    expect(LIMITS.aadhaarLength).toBe(12);
    expect(LIMITS.passwordMin).toBe(8);
    expect(LIMITS.productImagesMax).toBe(4);
    expect(LIMITS.imageBytesMax).toBe(8 * 1024 * 1024);
    expect(LIMITS.messageMax).toBe(2000);
    expect(LIMITS.cardDescriptionWords).toBe(10);
  });

  it('pins search paging: 12 a page by default, at most 50', () => {
    expect(PAGING.searchDefaultLimit).toBe(12);
    expect(PAGING.searchMaxLimit).toBe(50);
    expect(PAGING.productListPageSize).toBe(12);
    expect(PAGING.messagesDefaultLimit).toBe(50);
    expect(PAGING.messagesMaxLimit).toBe(200);
  });

  it('pins the UI timings and persistence settings', () => {
    expect(UI).toEqual({
      heroSlides: 3,
      heroIntervalMs: 5000,
      chatLongPressMs: 1500,
      toastDurationMs: 4000,
      toastVisible: 3,
      toastWidthPx: 356,
      persistKey: 'root',
      persistVersion: 3,
      persistRestoreTimeoutMs: 5000,
    });
  });

  it('pins the realtime reconnection values', () => {
    expect(REALTIME.reconnectionDelay).toBe(1000);
    expect(REALTIME.reconnectionDelayMax).toBe(5000);
    expect(REALTIME.randomizationFactor).toBe(0.5);
    expect(REALTIME.reconnectionAttempts).toBe(Number.POSITIVE_INFINITY);
    expect(REALTIME.timeout).toBe(20000);
  });

  it('serves the API under /api/v1 and socket.io on its default path', () => {
    expect(API_PREFIX).toBe('/api/v1');
    expect(SOCKET_PATH).toBe('/socket.io');
  });

  it('pins the near-me radius and sort choices', () => {
    expect(RADIUS_KM).toEqual([10, 25, 50, 100, 250]);
    expect(PRODUCT_SORTS).toEqual(['distance', 'relevance', 'newest', 'price_asc', 'price_desc']);
  });
});
