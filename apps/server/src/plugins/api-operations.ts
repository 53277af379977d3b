import { API_PREFIX } from '@kisansetu/contract';
import { ENDPOINTS, type EndpointDeclaration } from '@kisansetu/contract/endpoints';
/** Who may call an operation: anyone, anyone signed in, or a signed-in account of one role. */
export type Access = 'public' | 'session' | 'buyer' | 'seller' | 'moderator';

/** The feature an operation belongs to: its tag in the API document. */
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
} as const;
export type ApiTag = keyof typeof API_TAGS;

/** One operation of the API document: a stable id, who may call it, its feature, and the errors it adds. */
export interface ApiOperation {
  /** Named for what it does in the product; generated clients name their methods by it, so it never changes. */
  id: string;
  access: Access;
  tag: ApiTag;
  /**
   * Error statuses beyond those every operation of its kind can answer (400 for input, 401/403 for its access, 404
   * for an id in the path, 503 for a database, password or photo queue that cannot take it now).
   */
  errors?: readonly (401 | 403 | 404 | 409 | 413 | 415 | 429)[];
}

const upload = [413, 415] as const;

/**
 * Every operation of the API, keyed by method and path as the document writes it. The access is also what the server
 * enforces before a route runs (plugins/route-access.ts), so the document cannot say less than the server does; a
 * route missing here fails the app's start.
 */
export const API_OPERATIONS: Readonly<Record<string, ApiOperation>> = {
  'GET /uploads/{name}': { id: 'getPhoto', access: 'public', tag: 'photos' },
  'GET /api/v1/meta': { id: 'getMeta', access: 'public', tag: 'meta' },

  'POST /api/v1/user/register': {
    id: 'signUp',
    access: 'public',
    tag: 'users',
    errors: [409, ...upload, 429],
  },
  'POST /api/v1/user/login': { id: 'logIn', access: 'public', tag: 'users', errors: [401, 403, 429] },
  'POST /api/v1/user/otp/send': { id: 'sendPhoneCode', access: 'public', tag: 'users', errors: [429] },
  'POST /api/v1/user/otp/verify': {
    id: 'signInWithPhoneCode',
    access: 'public',
    tag: 'users',
    errors: [403],
  },
  'POST /api/v1/user/phone/verify': {
    id: 'verifyMyPhone',
    access: 'session',
    tag: 'users',
    errors: [403, 409],
  },
  'POST /api/v1/user/logout': { id: 'logOut', access: 'session', tag: 'users' },
  'GET /api/v1/user/me': { id: 'getMyProfile', access: 'session', tag: 'users' },
  'GET /api/v1/user/detail/{id}': { id: 'getSellerProfile', access: 'public', tag: 'users', errors: [429] },
  'PUT /api/v1/user/update/customer/profile': {
    id: 'updateBuyerProfile',
    access: 'buyer',
    tag: 'users',
    errors: [...upload, 429],
  },
  'PUT /api/v1/user/update/seller/profile': {
    id: 'updateSellerProfile',
    access: 'seller',
    tag: 'users',
    errors: [...upload, 429],
  },
  'GET /api/v1/user/me/export': { id: 'downloadMyData', access: 'session', tag: 'account', errors: [429] },
  'DELETE /api/v1/user/me': { id: 'deleteMyAccount', access: 'session', tag: 'account', errors: [429] },

  'GET /api/v1/product/new': { id: 'listNewestProducts', access: 'public', tag: 'products', errors: [429] },
  'GET /api/v1/product/my/{userId}': {
    id: 'listSellerProducts',
    access: 'public',
    tag: 'products',
    errors: [429],
  },
  'GET /api/v1/product/{id}': { id: 'getProduct', access: 'public', tag: 'products', errors: [429] },
  'POST /api/v1/product/create': {
    id: 'createProduct',
    access: 'seller',
    tag: 'products',
    errors: [...upload, 429],
  },
  'PUT /api/v1/product/update/{id}': {
    id: 'updateProduct',
    access: 'seller',
    tag: 'products',
    errors: [...upload, 429],
  },
  'GET /api/v1/product/stats': { id: 'listMyListingStats', access: 'seller', tag: 'products' },
  'GET /api/v1/product/stats/{id}': { id: 'getListingStats', access: 'session', tag: 'products' },
  'POST /api/v1/product/sold/{id}': { id: 'markProductSold', access: 'seller', tag: 'products' },
  'POST /api/v1/product/renew/{id}': { id: 'renewProduct', access: 'seller', tag: 'products' },
  'DELETE /api/v1/product/delete/{id}': { id: 'deleteProduct', access: 'seller', tag: 'products' },
  'GET /api/v1/product/search': { id: 'searchProducts', access: 'public', tag: 'search', errors: [429] },
  'GET /api/v1/product/suggest': { id: 'suggestProducts', access: 'public', tag: 'search', errors: [429] },

  'POST /api/v1/cart/add/{productId}': {
    id: 'addToWishlist',
    access: 'buyer',
    tag: 'wishlist',
    errors: [409],
  },
  'GET /api/v1/cart/get': { id: 'getWishlist', access: 'buyer', tag: 'wishlist' },
  'DELETE /api/v1/cart/remove/{entryId}': { id: 'removeFromWishlist', access: 'buyer', tag: 'wishlist' },

  'GET /api/v1/user/otheruser': { id: 'listConversations', access: 'session', tag: 'chat' },
  'GET /api/v1/message/unread': { id: 'countUnreadMessages', access: 'session', tag: 'chat' },
  'POST /api/v1/message/send/{userId}': {
    id: 'sendMessage',
    access: 'session',
    tag: 'chat',
    errors: [403, ...upload, 429],
  },
  'GET /api/v1/message/attachment/{id}': { id: 'getMessageFile', access: 'session', tag: 'chat' },
  'POST /api/v1/message/sync/{userId}': { id: 'syncMessages', access: 'session', tag: 'chat' },
  'POST /api/v1/user/share-contact/{userId}': {
    id: 'shareMyContact',
    access: 'session',
    tag: 'chat',
    errors: [403],
  },
  'POST /api/v1/message/read/{userId}': { id: 'markMessagesRead', access: 'session', tag: 'chat' },
  'DELETE /api/v1/message/delete/{userId}': { id: 'deleteConversation', access: 'session', tag: 'chat' },
  'GET /api/v1/message/{userId}': { id: 'getConversation', access: 'session', tag: 'chat' },

  'POST /api/v1/user/block/{userId}': { id: 'blockUser', access: 'session', tag: 'safety' },
  'DELETE /api/v1/user/block/{userId}': { id: 'unblockUser', access: 'session', tag: 'safety' },
  'GET /api/v1/user/blocked': { id: 'listBlockedUsers', access: 'session', tag: 'safety' },
  'POST /api/v1/report': { id: 'report', access: 'session', tag: 'safety', errors: [404, 409, 429] },

  'GET /api/v1/moderation/reports': { id: 'listReports', access: 'moderator', tag: 'moderation' },
  'POST /api/v1/moderation/reports/{id}/resolve': {
    id: 'resolveReport',
    access: 'moderator',
    tag: 'moderation',
  },
  'POST /api/v1/moderation/users/{id}/reinstate': {
    id: 'reinstateUser',
    access: 'moderator',
    tag: 'moderation',
  },
  'GET /api/v1/moderation/reports/{id}/conversation': {
    id: 'getReportedConversation',
    access: 'moderator',
    tag: 'moderation',
  },
  'GET /api/v1/moderation/audit': { id: 'listModerationAudit', access: 'moderator', tag: 'moderation' },

  'GET /api/v1/notification/list': { id: 'listNotifications', access: 'session', tag: 'notifications' },
  'POST /api/v1/notification/read': { id: 'markNotificationsRead', access: 'session', tag: 'notifications' },

  'POST /api/v1/search/saved': { id: 'saveSearch', access: 'session', tag: 'saved-searches', errors: [409] },
  'GET /api/v1/search/saved': { id: 'listSavedSearches', access: 'session', tag: 'saved-searches' },
  'DELETE /api/v1/search/saved/{id}': { id: 'deleteSavedSearch', access: 'session', tag: 'saved-searches' },

  'POST /api/v1/request/create': {
    id: 'createBuyRequest',
    access: 'buyer',
    tag: 'requests',
    errors: [409, 429],
  },
  'GET /api/v1/request/open': { id: 'listOpenBuyRequests', access: 'public', tag: 'requests', errors: [429] },
  'GET /api/v1/request/mine': { id: 'listMyBuyRequests', access: 'buyer', tag: 'requests' },
  'GET /api/v1/request/{id}': { id: 'getBuyRequest', access: 'public', tag: 'requests', errors: [429] },
  'POST /api/v1/request/offer/{id}': {
    id: 'offerOnBuyRequest',
    access: 'seller',
    tag: 'requests',
    errors: [403, 409, 429],
  },
  'POST /api/v1/request/close/{id}': {
    id: 'closeBuyRequest',
    access: 'session',
    tag: 'requests',
    errors: [403],
  },

  'POST /api/v1/deal/propose': {
    id: 'proposeDeal',
    access: 'session',
    tag: 'deals',
    errors: [403, 404, 409, 429],
  },
  'POST /api/v1/deal/counter/{id}': {
    id: 'counterDeal',
    access: 'session',
    tag: 'deals',
    errors: [403, 409, 429],
  },
  'POST /api/v1/deal/accept/{id}': {
    id: 'acceptDeal',
    access: 'session',
    tag: 'deals',
    errors: [403, 409, 429],
  },
  'POST /api/v1/deal/decline/{id}': {
    id: 'declineDeal',
    access: 'session',
    tag: 'deals',
    errors: [403, 409, 429],
  },
  'POST /api/v1/deal/withdraw/{id}': {
    id: 'withdrawDeal',
    access: 'session',
    tag: 'deals',
    errors: [403, 409, 429],
  },
  'POST /api/v1/deal/done/{id}': {
    id: 'markDealDone',
    access: 'session',
    tag: 'deals',
    errors: [403, 409, 429],
  },
  'POST /api/v1/deal/cancel/{id}': {
    id: 'cancelDeal',
    access: 'session',
    tag: 'deals',
    errors: [403, 409, 429],
  },
  'GET /api/v1/deal/mine': { id: 'listMyDeals', access: 'session', tag: 'deals' },
  'GET /api/v1/deal/{id}': { id: 'getDeal', access: 'session', tag: 'deals' },

  'POST /api/v1/review/{dealId}': { id: 'reviewDeal', access: 'session', tag: 'reviews', errors: [409] },
  'GET /api/v1/user/reviews/{userId}': {
    id: 'listUserReviews',
    access: 'public',
    tag: 'reviews',
    errors: [429],
  },
  'GET /api/v1/user/trust/{userId}': { id: 'getUserTrust', access: 'session', tag: 'reviews' },

  'GET /api/v1/price/mandi': { id: 'getMandiPrices', access: 'public', tag: 'prices', errors: [429] },

  'GET /api/v1/push/key': { id: 'getPushKey', access: 'session', tag: 'push' },
  'POST /api/v1/push/subscribe': { id: 'subscribeToPush', access: 'session', tag: 'push', errors: [429] },
  'DELETE /api/v1/push/subscribe': { id: 'unsubscribeFromPush', access: 'session', tag: 'push' },
};

/** The document's path of a route's URL (`/product/:id` → `/product/{id}`). */
export function documentPath(url: string): string {
  return url.replace(/:([A-Za-z]\w*)/g, '{$1}');
}

const DECLARED: Readonly<Record<string, EndpointDeclaration>> = Object.fromEntries(
  Object.values(ENDPOINTS).map((endpoint: EndpointDeclaration) => [
    `${endpoint.method} ${endpoint.root ? '' : API_PREFIX}${endpoint.path}`,
    endpoint,
  ]),
);

/** The declaration of an operation of the document, by its method and path there. */
export function declarationOf(method: string, path: string): ApiOperation | EndpointDeclaration | undefined {
  const key = `${method.toUpperCase()} ${path}`;
  return DECLARED[key] ?? API_OPERATIONS[key];
}

/** The operation of a route, by its method and URL as Fastify has it; HEAD is its GET. */
export function operationOf(method: string, url: string): ApiOperation | undefined {
  return API_OPERATIONS[`${method === 'HEAD' ? 'GET' : method} ${documentPath(url)}`];
}
