/** Business constants shared by server and web: roles, units, limits, paging, UI timings. */

/**
 * The API's role values by the product's words: a buyer's role is `user` and a farmer's `seller`, as the original
 * client named them (docs/glossary.md). Code compares with these, so `'user'` is written only here.
 */
export const ROLE = { buyer: 'user', seller: 'seller', moderator: 'moderator' } as const;

/** The roles a person can sign up with (and pick on the login form). */
export const ROLES = [ROLE.buyer, ROLE.seller] as const;
export type Role = (typeof ROLES)[number];

/** Every role an account can have: moderators are made by the operator's script, never by sign-up. */
export const ACCOUNT_ROLES = [ROLE.buyer, ROLE.seller, ROLE.moderator] as const;
export type AccountRole = (typeof ACCOUNT_ROLES)[number];

export const UNITS = ['kg', 'quintal', 'ton', 'liters', 'pieces'] as const;
export type Unit = (typeof UNITS)[number];

/** The unit a new listing starts with: most small farmers sell by the kilogram, and a chosen unit never fails a post. */
export const LISTING_UNIT_DEFAULT: Unit = 'kg';

/** Kilograms in one of a unit sold by weight (1 quintal = 100 kg, 1 ton = 1000 kg); litres and pieces have none. */
export const KG_PER_UNIT: Readonly<Partial<Record<Unit, number>>> = { kg: 1, quintal: 100, ton: 1000 };

/**
 * The rupees a kilogram of `price` per `unit` comes to, so that prices in kg, quintal and ton compare (₹2,400 a
 * quintal is ₹24 a kg); undefined for litres and pieces, which compare only with themselves.
 */
export function pricePerKgOf(price: number, unit: Unit): number | undefined {
  const kg = KG_PER_UNIT[unit];
  return kg === undefined ? undefined : price / kg;
}

export const AVAILABILITY = ['in_stock', 'out_of_stock'] as const;
export type Availability = (typeof AVAILABILITY)[number];

/** The 11 Most Searched buttons on the home page, in the home page's order. */
export const MOST_SEARCHED = [
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
] as const;

export const DEFAULT_ALLOWED_EMAIL_DOMAINS = ['gmail.com', 'yahoo.com', 'outlook.com'] as const;

export const LIMITS = {
  phoneMin: 10,
  phoneMax: 15,
  aadhaarLength: 12,
  passwordMin: 8,
  /** Caps the work one argon2 hash can be asked to do. */
  passwordMax: 128,
  fullNameMax: 100,
  addressMax: 300,
  productNameMax: 100,
  descriptionMax: 2000,
  priceMax: 100_000_000,
  quantityMax: 100_000_000,
  productImagesMax: 4,
  imageBytesMax: 8 * 1024 * 1024,
  messageMax: 2000,
  clientIdMax: 64,
  cardDescriptionWords: 10,
  reportDetailsMax: 500,
  moderationNoteMax: 500,
  /** How long a listing stays up (listing lifecycle): the product form's default and most, in days. */
  listingDaysDefault: 30,
  listingDaysMax: 90,
  /** A listing's farmer is told this many days before it expires, with Renew in the notice. */
  listingExpiryNoticeDays: 2,
} as const;

/** A listing's state (listing lifecycle): only `active` ones are in lists and search. */
export const PRODUCT_STATUSES = ['active', 'sold', 'expired', 'hidden'] as const;
export type ProductStatus = (typeof PRODUCT_STATUSES)[number];

export const PAGING = {
  productListPageSize: 12,
  searchDefaultLimit: 12,
  searchMaxLimit: 50,
  messagesDefaultLimit: 50,
  messagesMaxLimit: 200,
  /**
   * Searches count their matches only this far (rounded up to the next 200 past the page asked for): past it the page
   * says `totalCapped` and the web shows "200+ products". Counting every listing of a common crop would cost more
   * than finding the page, and nobody reads 17 pages of one word to need the exact figure.
   */
  searchCountBound: 200,
  /** GET product/suggest answers at most this many names. */
  suggestionsMax: 8,
  /** A suggestion query longer than this is not a prefix anyone is still typing. */
  suggestQueryMax: 60,
} as const;

/** Near-me radius choices in km (near-me issue). */
export const RADIUS_KM = [10, 25, 50, 100, 250] as const;
export type RadiusKm = (typeof RADIUS_KM)[number];

export const PRODUCT_SORTS = ['distance', 'relevance', 'newest', 'price_asc', 'price_desc'] as const;
export type ProductSort = (typeof PRODUCT_SORTS)[number];

export const UI = {
  heroSlides: 3,
  heroIntervalMs: 5000,
  chatLongPressMs: 1500,
  toastDurationMs: 4000,
  toastVisible: 3,
  toastWidthPx: 356,
  persistKey: 'root',
  persistVersion: 3,
  persistRestoreTimeoutMs: 5000,
} as const;

/** socket.io client reconnection: back-off from 1 s to 5 s with jitter, never giving up. */
export const REALTIME = {
  reconnectionDelay: 1000,
  reconnectionDelayMax: 5000,
  randomizationFactor: 0.5,
  reconnectionAttempts: Infinity,
  timeout: 20000,
} as const;

export const API_PREFIX = '/api/v1';
export const SESSION_COOKIE = 'ks_session';
