import { notificationsFirstRouteEn } from './first-route-en';
import { NOTIFICATION_TEXTS } from '@kisansetu/contract';

/** English: notifications (the kinds' texts are the contract's, word for word), saved searches, push alerts. */
export const notificationsEn = {
  ...notificationsFirstRouteEn,
  'notification.wishlist_sold.title': NOTIFICATION_TEXTS.wishlist_sold.title,
  'notification.wishlist_sold.body': NOTIFICATION_TEXTS.wishlist_sold.body,
  'notification.wishlist_price_drop.title': NOTIFICATION_TEXTS.wishlist_price_drop.title,
  'notification.wishlist_price_drop.body': NOTIFICATION_TEXTS.wishlist_price_drop.body,
  'notification.saved_search_match.title': NOTIFICATION_TEXTS.saved_search_match.title,
  'notification.saved_search_match.body': NOTIFICATION_TEXTS.saved_search_match.body,
  'notification.listing_expiring.title': NOTIFICATION_TEXTS.listing_expiring.title,
  'notification.listing_expiring.body': NOTIFICATION_TEXTS.listing_expiring.body,
  'notification.request_offer.title': NOTIFICATION_TEXTS.request_offer.title,
  'notification.request_offer.body': NOTIFICATION_TEXTS.request_offer.body,
  'notification.request_match.title': NOTIFICATION_TEXTS.request_match.title,
  'notification.request_match.body': NOTIFICATION_TEXTS.request_match.body,

  'notifications.title': 'Notifications',
  'notifications.empty': 'No notifications yet. Save a search to hear of new crops.',
  'notifications.loadFailed': 'The notifications could not be loaded.',
  'notifications.markAllRead': 'Mark all as read',
  'notifications.unread': 'Unread',
  'notifications.manageAlerts': 'Saved searches and alerts',

  'savedSearch.save': 'Save this search',
  'savedSearch.maxPrice': 'Most you would pay (₹ a unit, optional)',
  'savedSearch.maxPriceHint': 'e.g. 25',
  'savedSearch.confirm': 'Save',
  'savedSearch.saving': 'Saving...',
  'savedSearch.saved': 'Saved. We will tell you when a matching crop is posted.',
  'savedSearch.failed': 'The search could not be saved.',
  'savedSearch.title': 'Saved searches',
  'savedSearch.intro':
    'When a farmer posts a crop that one of these finds, you get a notification. At most {{max}}.',
  'savedSearch.empty': 'No saved searches yet. Search for a crop and tap Save this search.',
  'savedSearch.delete': 'Delete the saved search {{query}}',
  'savedSearch.deleted': 'Saved search deleted',
  'savedSearch.within': 'within {{km}} km',
  'savedSearch.near': 'near {{place}}',
  'savedSearch.upTo': 'up to ₹{{price}}',
  'savedSearch.anywhere': 'anywhere',

  'push.title': 'Alerts on this phone',
  'push.intro': 'Get notifications as phone alerts, even when KisanSetu is closed.',
  'push.enable': 'Get alerts on this phone',
  'push.disable': 'Turn off alerts on this phone',
  'push.working': 'Please wait...',
  'push.on': 'Alerts are on for this phone.',
  'push.denied':
    'Alerts are blocked for this site. Allow notifications in the browser settings to turn them on.',
  'push.unsupported': 'This browser cannot show alerts from KisanSetu.',
  'push.failed': 'Alerts could not be turned on. Please try again.',
} as const;
