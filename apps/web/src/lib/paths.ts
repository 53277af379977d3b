/**
 * Every address of the web app, in one place: the route table (src/app/routes.tsx) is built from `routePatterns` and
 * every link and navigation uses `paths`, so renaming a page's address is a change here only. The addresses are the
 * seed's (the wishlist is /cart, a product /description/{id}); builders encode the ids they are given.
 */
const id = (value: string) => encodeURIComponent(value);

export const paths = {
  home: '/',
  login: '/login',
  /** Sign in, or sign up, with a code sent by SMS. */
  phoneSignIn: '/login/phone',
  signup: '/signup',
  /** Sign-up with the farmer's role already chosen: where "Start selling" leads a visitor. */
  sellerSignup: '/signup?role=seller',
  search: '/search',
  products: '/product',
  /** The listings, nearest first (the near-me choice in the query). */
  productsNearMe: '/product?sort=distance',
  product: (productId: string) => `/description/${id(productId)}`,
  wishlist: '/cart',
  upload: '/upload',
  editProduct: (productId: string) => `/upload?edit=${id(productId)}`,
  /** A lot's offers, ranked, for its farmer (the end of its time for offers links here). */
  offers: (productId: string) => `/offers/${id(productId)}`,
  /** The seed's footer linked to this misspelling; the route sends it on to /upload. */
  uploadMisspelt: '/uplaod',
  profile: '/profile',
  updateUser: '/profile/update-user',
  updateSeller: '/profile/update-seller',
  seller: (userId: string) => `/user/profile/${id(userId)}`,
  about: '/about',
  terms: '/terms',
  privacy: '/privacy',
  economy: '/economy',
  geolocation: '/geolocation',
  communication: '/communication',
  chat: '/chat',
  chatWith: (userId: string) => `/chat/${id(userId)}`,
  chatProfile: (userId: string) => `/chat/profile/${id(userId)}`,
  moderation: '/moderation',
  /** The signed-in person's notifications, and their saved searches with the phone-alerts switch. */
  notifications: '/notifications',
  savedSearches: '/saved-searches',
  /** Buyer requests: a farmer's "Buyers near you" or a buyer's "My requirements"; the form; one request. */
  requests: '/requests',
  newRequest: '/requests/new',
  request: (requestId: string) => `/requests/${id(requestId)}`,
  /** A crop's prices at the nearest mandis, with their 30-day trend. */
  prices: '/prices',
  /** The signed-in person's deals, by status (`?status=proposed|accepted|done`). */
  deals: '/deals',
  /** A helper's desk: the farmers they help, adding one, acting for one. */
  helperDesk: '/helper',
  /** A farmer's helpers and what each did for them (the helpers' SMS link here). */
  myHelpers: '/helpers',
  /** The stop link every SMS and WhatsApp alert carries: anyone holding it may turn that person's alerts off. */
  alertsStop: (token: string) => `/alerts/stop/${id(token)}`,
  /** A crop's prices measured from a listing's place: its PIN code, else its point and place name. */
  pricesOf: (crop: string, from: { pincode?: string; lat?: number; lon?: number; place?: string } = {}) => {
    const query = new URLSearchParams({ crop });
    if (from.pincode) query.set('pincode', from.pincode);
    else if (from.lat !== undefined && from.lon !== undefined) {
      query.set('lat', String(from.lat));
      query.set('lon', String(from.lon));
      if (from.place) query.set('place', from.place);
    }
    return `/prices?${query.toString()}`;
  },
} as const;

/** The patterns of the addresses with a parameter, as the route table matches them (`:id`). */
export const routePatterns = {
  product: '/description/:id',
  offers: '/offers/:id',
  seller: '/user/profile/:id',
  chatWith: '/chat/:id',
  chatProfile: '/chat/profile/:id',
  request: '/requests/:id',
  alertsStop: '/alerts/stop/:token',
  /** Any other address: the not-found page. */
  notFound: '*',
} as const;

/** True on the chat's own addresses (/chat, /chat/{id}, /chat/profile/{id}). */
export function isChatPath(pathname: string): boolean {
  return pathname === paths.chat || pathname.startsWith(`${paths.chat}/`);
}

/** True on /chat/profile/{id}. */
export function isChatProfilePath(pathname: string): boolean {
  return pathname.startsWith(`${paths.chat}/profile/`);
}
