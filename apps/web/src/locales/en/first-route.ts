/**
 * The few texts of the feature tables that the first route shows (the nav, the footer, a product card, the bell):
 * bundled with the app through core.ts, while the rest of each table loads with the pages (extras.ts). Each
 * feature table spreads its part from here, so its keys (and the Hindi and other tables typed by them) stay as they were.
 */
export const chatFirstRouteEn = {
  'contact.call': 'Call',
  'contact.callNamed': 'Call {{name}}',
} as const;

export const lifecycleFirstRouteEn = {
  'listing.status.active': 'Active',
  'listing.status.sold': 'Sold',
  'listing.status.expired': 'Expired',
  'listing.status.hidden': 'Hidden',
  'listing.expiresIn_one': 'Active · expires in {{count}} day',
  'listing.expiresIn_other': 'Active · expires in {{count}} days',
} as const;

export const notificationsFirstRouteEn = {
  'notifications.bell_one': 'Notifications, {{count}} unread',
  'notifications.bell_other': 'Notifications, {{count}} unread',
  'notifications.bellWithChat': 'Notifications, {{notifications}} unread, and {{chat}} unread in chat',
} as const;

export const requestsFirstRouteEn = {
  'nav.requestsBuyer': 'My requirements',
  'nav.requestsFarmer': 'Buyers near you',
} as const;

export const safetyFirstRouteEn = {
  'error.crossSite':
    'This action was refused because it did not come from the KisanSetu page. Reload the page and try again.',
  'error.rateLimited': 'Too many tries. Please wait {{seconds}} seconds and try again.',
  'error.rateLimitedSoon': 'Too many tries. Please wait a little and try again.',
} as const;

export const searchFirstRouteEn = {
  'card.available': '{{quantity}} available',
  'card.posted': 'Posted {{age}}',
  'search.suggestions': 'Suggestions',
  'home.searchLabel': 'What do you want to buy?',
} as const;

export const pricesFirstRouteEn = {
  'prices.footerLink': 'Mandi prices',
} as const;

export const dealsFirstRouteEn = {
  'nav.deals': 'My deals',
} as const;

export const listingFirstRouteEn = {
  'card.grade': 'Grade {{grade}}',
  'card.organic': 'Organic',
} as const;

export const dataSaverFirstRouteEn = {
  'dataSaver.title': 'Data saver',
  'dataSaver.hint': 'Photos load only when you tap them.',
  'dataSaver.phoneAsks': 'Your phone asked to save data.',
  'dataSaver.saved': 'Saved {{size}} this month',
  'dataSaver.loadPhoto': 'Load the photo of {{name}} ({{size}})',
} as const;
