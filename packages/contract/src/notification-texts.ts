/*
 * The kinds of notification, without zod (notification.ts holds the schemas); their texts in every language are the
 * catalogues' `notification.<kind>.title` and `.body`.
 */

/** The facts a notification's text is made from (a listing's name, prices, the saved query). */
export type NotificationParams = Record<string, string | number>;

/**
 * What a notification is about. `wishlist_sold`: a wishlisted listing was sold or removed;
 * `wishlist_price_drop`: its price went down; `saved_search_match`: a new listing a saved search finds;
 * `listing_expiring`: to its seller, two days before a listing expires; `request_offer`: a seller offered on the
 * buyer's request; `request_match`: a new listing matches the buyer's open request, or a new request asks for a
 * crop the farmer lists nearby. `deal_proposed`: an offer or counter-offer waits for the receiver's answer;
 * `deal_accepted`: the other side accepted it; `deal_done`: both said the deal happened (to both). Their params:
 * `name` (the other side), `productName`, `price`, `unit`, `quantity`, `dealId`. `offer_closed`: to a buyer whose
 * open offer closed because the farmer accepted another for the whole lot (the deal's params). `offers_deadline`: to
 * the farmer when a lot's time for offers ends: `productName`, `count`, and of the best offer `price`, `unit`, `name`
 * and `stars` (blank without reviews).
 */
export const NOTIFICATION_KINDS = [
  'wishlist_sold',
  'wishlist_price_drop',
  'saved_search_match',
  'listing_expiring',
  'request_offer',
  'request_match',
  'deal_proposed',
  'deal_accepted',
  'deal_done',
  'offer_closed',
  'offers_deadline',
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

/** One language's title and body of every kind. A unit param is its contract id ('quintal'); prices are rupees. */
export type NotificationTexts = Record<NotificationKind, { title: string; body: string }>;

/** Fills `{{name}}` placeholders from `params`; a missing one is left empty rather than shown as code. */
export function fillNotificationText(template: string, params: NotificationParams): string {
  return template.replace(/\{\{\s*(\w+)\s*\}\}/g, (_placeholder, name: string) => {
    const value = params[name];
    return value === undefined ? '' : String(value);
  });
}
