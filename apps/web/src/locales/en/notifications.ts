import { notificationsFirstRouteEn } from './first-route';

/** English: notifications (the kinds' texts are the contract's, spread by extras.ts), saved searches, push alerts. */
export const notificationsEn = {
  ...notificationsFirstRouteEn,
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
  'notifications.chatWaiting_one': '{{count}} chat message is waiting for you',
  'notifications.chatWaiting_other': '{{count}} chat messages are waiting for you',
  'notifications.openChat': 'Open chat',
} as const;
