import type { z } from 'zod';
import { API_PREFIX } from '../constants';

/** Who may call an endpoint: anyone, anyone signed in, or a signed-in account of one role. */
export type Access = 'public' | 'session' | 'buyer' | 'seller' | 'moderator';

/** The feature an endpoint belongs to: its tag in the API document, with the tag's description. */
export const API_TAGS = {
  users: 'Sign-up, login, sessions and profiles',
  account: 'Your own data: the download and closing the account',
  products: "Listings: the newest, one listing, a farmer's listings, posting and the listing lifecycle",
  search: 'Finding listings by name and address, near a point, and search-as-you-type',
  wishlist: "A buyer's wishlist (the spec's cart/ paths)",
  chat: 'Conversations and messages (new messages also arrive over socket.io)',
  safety: 'Blocking people and reporting them, their listings, messages, requests or reviews',
  moderation: "The moderators' report queue, decisions and audit",
  notifications: 'Stored notifications (also pushed over socket.io and Web Push)',
  'saved-searches': "A buyer's saved searches and their alerts",
  requests: "Buyers' requests for a crop and farmers' offers on them",
  deals: 'Deals agreed in the chat: offers, counter-offers, acceptance and "deal done"',
  reviews: "Reviews after a done deal, and a person's trust signals",
  prices: 'Mandi prices of a crop at the nearest markets',
  push: 'Web Push subscriptions of this browser session',
  meta: 'What a client needs to know of the server',
  photos: 'Listing and profile photos',
  alerts: 'Alerts by SMS and WhatsApp: settings, the stop link and delivery reports',
  helpers: 'FPOs and village agents who post and answer for farmers who agreed by a code',
} as const;
export type ApiTag = keyof typeof API_TAGS;

/**
 * Error statuses an endpoint adds to those every endpoint of its kind can answer (400 for input, 401/403 for its
 * access, 404 for an id in the path, 503 for a database, password or photo queue that cannot take it now).
 */
export type ExtraErrorStatus = 401 | 403 | 404 | 409 | 413 | 415 | 429;

/** A multipart/form-data body: its text fields as one object, and its file fields with how many each may carry. */
export interface FormBody {
  readonly fields: z.ZodObject;
  readonly files: Readonly<Record<string, { readonly max: number; readonly description: string }>>;
}

/**
 * Everything about one endpoint, written once: the server registers and guards its route from this, the API document
 * is generated from it, and the web calls it through a caller typed by it.
 */
export interface EndpointDeclaration {
  /** Named for what it does in the product; generated clients name their methods by it, so it never changes. */
  readonly id: string;
  readonly method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** As the API document writes it, under `/api/v1` unless `root` (`/product/{id}`). */
  readonly path: `/${string}`;
  /** Served at the site's root rather than under `/api/v1` (photos). */
  readonly root?: true;
  readonly access: Access;
  /**
   * A helper may make this call for a farmer they help, naming them in the `On-Behalf-Of` header: it is then made as
   * that farmer, and who acted is recorded. Any other endpoint refuses the header.
   */
  readonly forFarmer?: true;
  readonly tag: ApiTag;
  readonly summary: string;
  readonly description?: string;
  readonly params?: z.ZodObject;
  readonly query?: z.ZodObject;
  /** A JSON body; beside a `form`, the JSON a caller may send instead when it has no file. */
  readonly body?: z.ZodType;
  /** A multipart/form-data body, read part by part by its handler (which then also checks a JSON `body` itself). */
  readonly form?: FormBody;
  /**
   * The success status; 200 unless said; 204 for an answer without a body; 405 for a route that only refuses (an
   * old link's method), which the API document leaves out.
   */
  readonly status?: 200 | 201 | 204 | 405;
  /** Another success status the same answer may come with (200 for a repeat that stored nothing new). */
  readonly alsoStatus?: 200;
  /** The `data` of the success envelope; absent when the answer carries none. */
  readonly data?: z.ZodType;
  /** A file answer (a photo, a voice note) instead of an envelope: its possible content types. */
  readonly file?: readonly string[];
  readonly errors?: readonly ExtraErrorStatus[];
}

/** Declares an endpoint, keeping its literal types (method, path, schemas) for the server and the web caller. */
export function endpoint<const E extends EndpointDeclaration>(declaration: E): E {
  return declaration;
}

/** An endpoint's route key, as the web caller names it: `POST /cart/add/{productId}`. */
export type RouteKey<E extends EndpointDeclaration> = `${E['method']} ${E['path']}`;

/** An endpoint's path as the API document and the server have it: under `/api/v1` unless it is served at the root. */
export function documentPath(endpoint: Pick<EndpointDeclaration, 'path' | 'root'>): string {
  return `${endpoint.root ? '' : API_PREFIX}${endpoint.path}`;
}
