import { CARD_STATE_TEXTS, CARD_TOASTS, UNIT_NAMES } from '@kisansetu/contract';
import type { ServerMessageKey, StateTextKey, ToastKey, ValidationKey } from '@kisansetu/contract';
import { voiceEn } from './voice';
import {
  chatFirstRouteEn,
  dealsFirstRouteEn,
  lifecycleFirstRouteEn,
  listingFirstRouteEn,
  notificationsFirstRouteEn,
  pricesFirstRouteEn,
  dataSaverFirstRouteEn,
  requestsFirstRouteEn,
  safetyFirstRouteEn,
  searchFirstRouteEn,
} from './first-route';
import { unitKeys } from '../notification-keys';

/** The locale keys of the contract's texts: 'validation.emailRequired', 'toast.notLoggedIn', ... */
export type ContractKey =
  | `validation.${ValidationKey}`
  | `toast.${ToastKey}`
  | `state.${StateTextKey}`
  | `server.${ServerMessageKey}`;

/** Texts of the web client itself (the contract holds the validation, toast, state and server texts). */
export const coreUi = {
  'app.name': 'KisanSetu',
  'app.tagline': 'Farmer to buyer, directly. No commission, no middlemen.',

  'common.back': 'Back',
  'common.remove': 'Remove',
  'common.chat': 'Chat',
  'common.chatWith': 'Chat with {{name}}',
  'common.loadMore': 'Load More',
  'common.loadingMore': 'Loading more...',
  'common.skipToContent': 'Skip to main content',

  ...unitKeys(UNIT_NAMES),

  'availability.in_stock': 'In Stock',
  'availability.out_of_stock': 'Out of Stock',

  'crop.Onion': 'Onion',
  'crop.Potato': 'Potato',
  'crop.Wheat': 'Wheat',
  'crop.Rice': 'Rice',
  'crop.Sugar': 'Sugar',
  'crop.Saffron': 'Saffron',
  'crop.Coffee': 'Coffee',
  'crop.Grains': 'Grains',
  'crop.Tomato': 'Tomato',
  'crop.Maize': 'Maize',
  'crop.Corn': 'Corn',
  'crop.Basmati': 'Basmati',

  'nav.mainLabel': 'Main',
  'nav.search': 'Search',
  'nav.wishlist': 'Wishlist',
  'nav.wishlistCount_one': 'Wishlist, {{count}} item',
  'nav.wishlistCount_other': 'Wishlist, {{count}} items',
  'nav.products': 'Products',
  'nav.upload': 'Upload New Product',
  'nav.signup': 'Sign Up',
  'nav.login': 'Login',
  'nav.logout': 'Logout',
  'nav.loggingOut': 'Logging out...',
  'nav.profile': 'My profile',
  'nav.openMenu': 'Open menu',
  'nav.closeMenu': 'Close menu',
  'nav.language': 'Language',
  'nav.chat': 'Chat',
  'nav.chatUnread': 'Chat, {{count}} unread',

  'footer.explore': 'Explore',
  'footer.company': 'KisanSetu',
  'footer.products': 'All products',
  'footer.sell': 'Sell your crop',
  'footer.about': 'About us',
  'footer.terms': 'Terms of use',
  'footer.privacy': 'Privacy policy',
  'footer.economy': 'Rural economy',
  'footer.geolocation': 'Produce near you',
  'footer.communication': 'Real-time chat',
  'footer.note':
    'KisanSetu does not process orders, payments or deliveries. All dealings are directly between farmer and buyer.',

  'home.title': 'KisanSetu: farmers and buyers, directly',
  'hero.label': 'Highlights',
  'hero.slideOf': 'Slide {{n}} of {{total}}',
  'hero.goTo': 'Show slide {{n}} of {{total}}',
  'hero.pause': 'Pause slideshow',
  'hero.play': 'Play slideshow',
  'hero.ctaBrowse': 'Browse produce',
  'hero.ctaSell': 'Start selling',
  'hero.slide1.title': 'Empowering farmers to reach buyers without barriers',
  'hero.slide1.subtitle':
    'List your harvest with a photo and a price. Buyers across India can find it the same day.',
  'hero.slide2.title': 'Simplifying agricultural trade for a better tomorrow',
  'hero.slide2.subtitle':
    'No middlemen and no commission: talk to the farmer, agree the deal, trade directly.',
  'hero.slide3.title': 'Helping farmers sell smarter, not harder',
  'hero.slide3.subtitle': 'See what buyers search for, set your own price and reply from your phone.',
  'home.mostSearched': 'Most Searched',
  'home.mostSearchedHint': 'Tap a crop to see who is selling it.',
  'home.latest': 'Latest products',
  'home.viewAll': 'View all products',
  'home.noProducts': 'No products yet. Farmers are adding new crops every day.',
  'home.marketAccess': 'Market Access',
  'home.marketAccessIntro': 'How KisanSetu helps farmers reach more buyers.',
  'home.economy.title': 'Economic Growth',
  'home.economy.text': 'Fair prices for farmers keep more money in village economies.',
  'home.geolocation.title': 'Geolocation',
  'home.geolocation.text': 'Find produce listed near you and save on transport.',
  'home.communication.title': 'Real-Time Communication',
  'home.communication.text': 'Chat with farmers directly and agree a deal in minutes.',
  'home.readMore': 'Read more',

  'product.pricePerUnit': '{{price}} / {{unit}}',
  'product.quantityValue': '{{quantity}} {{unit}}',
  'product.soldBy': 'Sold by',
  'product.quantity': 'Available quantity',
  'product.address': 'Address',

  'search.title': 'Search produce',
  'search.name': 'Product name',
  'search.namePlaceholder': 'e.g. Wheat',
  'search.submit': 'Search',
  // Near me (ADR 0007): distances, the sort / radius / point controls, the PIN code fields.
  'near.distanceKm': '~{{km}} km',
  'near.underOneKm': '< 1 km',
  'near.distance': 'Distance',
  'near.placeNear': 'Near {{place}}',
  'near.seeNearby': 'See produce near you',
  'near.pincodeField': 'PIN code (optional)',
  'near.pincodeHint': '6 digits. Used to show distances; only your area is shown, never your exact address.',
  'near.productPincodeHint': '6 digits. Buyers nearby see how far away your crop is.',

  'wishlist.browse': 'Browse products',
  'wishlist.removing': 'Removing...',
  'wishlist.removeNamed': 'Remove {{name}} from your wishlist',

  'notFound.title': 'Page not found',
  'notFound.text': 'The page you are looking for does not exist or has moved.',
  'notFound.home': 'Go to home',

  'error.routeTitle': 'This page could not be loaded',
  'error.routeText': 'Check your internet connection and try again.',
  'error.reload': 'Reload',
  'offline.banner': 'You are offline. Pages you opened before still show; the rest waits for the network.',
  'offline.needsNetwork': 'You are offline: this needs a connection.',
  'offline.showingSeenAt': 'You are offline — showing what you saw at {{time}}',
  'error.offline': 'You are offline. This will load when your phone is back online.',

  // --- accessibility and performance ---
  // --- Safety round: contact details, block, report, safety tips, moderation ---
  'nav.moderation': 'Moderation',

  // Used on the first route (footer, home), and the crop vocabulary: bundled.
  ...pricesFirstRouteEn,
  ...dataSaverFirstRouteEn,
  ...voiceEn,
  // --- The few feature texts the first route shows (the nav, the footer, a product card, the bell) ---
  ...chatFirstRouteEn,
  ...dealsFirstRouteEn,
  ...lifecycleFirstRouteEn,
  ...listingFirstRouteEn,
  ...notificationsFirstRouteEn,
  ...requestsFirstRouteEn,
  ...safetyFirstRouteEn,
  ...searchFirstRouteEn,
} as const;

/**
 * The English texts bundled with the app (docs/decisions/0005-web-entry-budget.md): the contract's toast and state
 * texts the cards show and what the shell and the home page show (the server's, the forms' and
 * the pages' toasts load with the pages). The features' own texts are in extras.ts, a chunk of its own that every other
 * page waits for (lib/i18n.ts `withEnglishTexts`); index.ts joins both into the complete English table.
 */
export const enCore: Readonly<Record<string, string>> = {
  ...prefixed('toast', CARD_TOASTS),
  ...prefixed('state', CARD_STATE_TEXTS),
  ...coreUi,
};

/** A contract group's texts under their locale keys ('validation.emailRequired'), as the contract's ENGLISH_TEXTS has them. */
export function prefixed(prefix: string, texts: Readonly<Record<string, string>>): Record<string, string> {
  return Object.fromEntries(Object.entries(texts).map(([key, text]) => [`${prefix}.${key}`, text]));
}
