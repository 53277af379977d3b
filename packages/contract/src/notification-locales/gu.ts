import type { Unit } from '../constants';
import type { NotificationTexts } from '../notification-texts';

/** ગુજરાતી (gu): each notification kind's title and body, `{{name}}` filled from its params. */
export const NOTIFICATION_TEXTS_GU: NotificationTexts = {
  wishlist_sold: {
    title: 'તમારી મનપસંદ યાદીનો એક પાક હવે નથી',
    body: '{{productName}} વેચાઈ ગઈ કે ખેડૂતે દૂર કરી.',
  },
  wishlist_price_drop: {
    title: 'તમારી મનપસંદ યાદીમાં ભાવ ઘટ્યો',
    body: '{{productName}} હવે ₹{{price}}/{{unit}} છે (પહેલાં ₹{{oldPrice}} હતો).',
  },
  saved_search_match: {
    title: 'તમારી શોધ "{{query}}" માટે નવો પાક',
    body: '{{productName}}, ₹{{price}}/{{unit}}, {{address}}માં.',
  },
  listing_expiring: {
    title: 'તમારી ખેતપેદાશની મુદત જલદી પૂરી થાય છે',
    body: '{{productName}} 2 દિવસમાં યાદીમાંથી હટી જશે. તેને ચાલુ રાખવા માટે ફરી ચાલુ કરો.',
  },
  request_offer: {
    title: 'તમારી માંગ પર નવી ઓફર',
    body: '{{sellerName}}એ {{productName}} ₹{{price}}/{{unit}}માં આપવાની ઓફર કરી.',
  },
  request_match: {
    title: 'ખરીદનારની માંગ સાથે નવો મેળ',
    body: '{{productName}}: {{quantity}} {{unit}}, {{address}}માં.',
  },
  deal_proposed: {
    title: '{{productName}} માટે નવી ઓફર',
    body: '{{name}} એ {{quantity}} {{unit}} માટે ₹{{price}}/{{unit}} ની ઓફર કરી. ચેટમાં જવાબ આપો.',
  },
  deal_accepted: {
    title: 'સોદો પાકો: {{productName}}',
    body: '{{name}} એ {{quantity}} {{unit}} માટે ₹{{price}}/{{unit}} સ્વીકાર્યું.',
  },
  deal_done: {
    title: 'સોદો પૂરો: {{productName}}',
    body: 'તમે અને {{name}} બંનેએ સોદો પૂરો થયો કહ્યું. હવે {{name}} ને રેટિંગ આપો.',
  },
};

/** ગુજરાતી (gu): the units' names, for a notification's `{{unit}}` and the web's `unit.<id>`. */
export const UNIT_NAMES_GU: Record<Unit, string> = {
  kg: 'કિલો',
  quintal: 'ક્વિન્ટલ',
  ton: 'ટન',
  liters: 'લિટર',
  pieces: 'નંગ',
};
