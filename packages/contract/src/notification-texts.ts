/*
 * The kinds of notification and their English texts, without zod: the web's English locale imports these, and this
 * module must not pull zod into its first route (notification.ts holds the schemas).
 */

export { UNIT_NAMES } from './unit-names';

/** The facts a notification's text is made from (a listing's name, prices, the saved query). */
export type NotificationParams = Record<string, string | number>;

/**
 * What a notification is about. `wishlist_sold`: a wishlisted listing was sold or removed;
 * `wishlist_price_drop`: its price went down; `saved_search_match`: a new listing a saved search finds;
 * `listing_expiring`: to its seller, two days before a listing expires; `request_offer`: a seller offered on the
 * buyer's request; `request_match`: a new listing matches the buyer's open request, or a new request asks for a
 * crop the farmer lists nearby. `deal_proposed`: an offer or counter-offer waits for the receiver's answer;
 * `deal_accepted`: the other side accepted it; `deal_done`: both said the deal happened (to both). Their params:
 * `name` (the other side), `productName`, `price`, `unit`, `quantity`, `dealId`.
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
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

/** One language's title and body of every kind (English here, the others in notification-locales/<lang>.ts). */
export type NotificationTexts = Record<NotificationKind, { title: string; body: string }>;

/**
 * The English title and body of each kind, `{{name}}` filled from the notification's params. The server sends them
 * rendered (`title`, `body`) in the in-app list, and pushes each subscription's own language
 * (notification-locales); the web renders its own language's texts of the same kind from `params`
 * (docs/decisions/0012-notifications.md). A unit param is its contract id ('quintal'); prices are rupees.
 */
export const NOTIFICATION_TEXTS: NotificationTexts = {
  wishlist_sold: {
    title: 'A crop in your wishlist is gone',
    body: '{{productName}} was sold or removed by the farmer.',
  },
  wishlist_price_drop: {
    title: 'Price drop in your wishlist',
    body: '{{productName}} is now ₹{{price}}/{{unit}} (was ₹{{oldPrice}}).',
  },
  saved_search_match: {
    title: 'New crop for your search "{{query}}"',
    body: '{{productName}} for ₹{{price}}/{{unit}} at {{address}}.',
  },
  listing_expiring: {
    title: 'Your listing expires soon',
    body: '{{productName}} leaves the lists in 2 days. Renew it to keep it up.',
  },
  request_offer: {
    title: 'New offer on your request',
    body: '{{sellerName}} offered {{productName}} for ₹{{price}}/{{unit}}.',
  },
  // Both ways (buyer requests): to a buyer, a new listing that fits their request; to a farmer, a new request for a
  // crop they list. Worded so that it reads right to either; the params are the other side's name, amount and place.
  request_match: {
    title: 'New match for a buyer request',
    body: '{{productName}}: {{quantity}} {{unit}} at {{address}}.',
  },
  deal_proposed: {
    title: 'New offer for {{productName}}',
    body: '{{name}} offers ₹{{price}}/{{unit}} for {{quantity}} {{unit}}. Answer in the chat.',
  },
  deal_accepted: {
    title: 'Deal agreed: {{productName}}',
    body: '{{name}} accepted ₹{{price}}/{{unit}} for {{quantity}} {{unit}}.',
  },
  deal_done: {
    title: 'Deal done: {{productName}}',
    body: 'You and {{name}} both marked the deal done. Rate {{name}} now.',
  },
};

/** Fills `{{name}}` placeholders from `params`; a missing one is left empty rather than shown as code. */
export function fillNotificationText(template: string, params: NotificationParams): string {
  return template.replace(/\{\{\s*(\w+)\s*\}\}/g, (_placeholder, name: string) => {
    const value = params[name];
    return value === undefined ? '' : String(value);
  });
}
