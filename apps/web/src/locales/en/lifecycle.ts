import { lifecycleFirstRouteEn } from './first-route';
/** English: a listing's lifecycle: how long it stays up, its status, Mark as sold and Renew. */
export const lifecycleEn = {
  ...lifecycleFirstRouteEn,
  'listing.stay': 'Stays up for',
  'listing.stayDays_one': '{{count}} day',
  'listing.stayDays_other': '{{count}} days',
  'listing.stayHint': 'After this the listing leaves search. You can renew it any time.',
  'listing.stayHintRenew': 'Choose days only to put it up again from today.',
  'listing.stayKeep': 'As it is: until {{date}}',

  'listing.markSold': 'Mark as sold',
  'listing.markSoldNamed': 'Mark as sold: {{name}}',
  'listing.marking': 'Saving...',
  'listing.renew': 'Renew',
  'listing.renewNamed': 'Renew: {{name}}',
  'listing.renewing': 'Renewing...',
  'listing.edit': 'Edit',
  'listing.yours': 'Your listing',
  'listing.notSold': 'Could not mark it as sold. Please try again.',
  'listing.notRenewed': 'Could not renew the listing. Please try again.',

  'listing.soldBanner': 'This crop has been sold',
  'listing.soldBannerHint': 'The farmer may have more: see their other crops or chat with them.',
  'listing.expiredBanner': 'This listing has expired',
  'listing.expiredBannerHint': 'It may no longer be available. Chat with the farmer to ask.',
  'listing.hiddenBanner': 'This listing is hidden by a moderator',
} as const;

export type LifecycleKey = keyof typeof lifecycleEn;
