import type { Unit } from '../constants';
import type { NotificationTexts } from '../notification-texts';

/** ਪੰਜਾਬੀ (pa): each notification kind's title and body, `{{name}}` filled from its params. */
export const NOTIFICATION_TEXTS_PA: NotificationTexts = {
  wishlist_sold: {
    title: 'ਤੁਹਾਡੀ ਪਸੰਦੀਦਾ ਸੂਚੀ ਵਾਲੀ ਇੱਕ ਫ਼ਸਲ ਹੁਣ ਨਹੀਂ ਰਹੀ',
    body: '{{productName}} ਵਿਕ ਗਈ ਜਾਂ ਕਿਸਾਨ ਨੇ ਹਟਾ ਦਿੱਤੀ।',
  },
  wishlist_price_drop: {
    title: 'ਤੁਹਾਡੀ ਪਸੰਦੀਦਾ ਸੂਚੀ ਵਿੱਚ ਭਾਅ ਘਟਿਆ',
    body: '{{productName}} ਹੁਣ ₹{{price}}/{{unit}} ਹੈ (ਪਹਿਲਾਂ ₹{{oldPrice}} ਸੀ)।',
  },
  saved_search_match: {
    title: 'ਤੁਹਾਡੀ ਖੋਜ "{{query}}" ਲਈ ਨਵੀਂ ਫ਼ਸਲ',
    body: '{{productName}}, ₹{{price}}/{{unit}}, {{address}} ਵਿੱਚ।',
  },
  listing_expiring: {
    title: 'ਤੁਹਾਡੀ ਉਪਜ ਦੀ ਮਿਆਦ ਜਲਦੀ ਮੁੱਕ ਰਹੀ ਹੈ',
    body: '{{productName}} 2 ਦਿਨਾਂ ਵਿੱਚ ਸੂਚੀਆਂ ਤੋਂ ਹਟ ਜਾਵੇਗੀ। ਇਸ ਨੂੰ ਚਾਲੂ ਰੱਖਣ ਲਈ ਮੁੜ ਚਾਲੂ ਕਰੋ।',
  },
  request_offer: {
    title: 'ਤੁਹਾਡੀ ਮੰਗ ’ਤੇ ਨਵੀਂ ਆਫ਼ਰ',
    body: '{{sellerName}} ਨੇ {{productName}} ₹{{price}}/{{unit}} ਵਿੱਚ ਦੇਣ ਦੀ ਆਫ਼ਰ ਕੀਤੀ।',
  },
  request_match: {
    title: 'ਖਰੀਦਦਾਰ ਦੀ ਮੰਗ ਨਾਲ ਨਵਾਂ ਮੇਲ',
    body: '{{productName}}: {{quantity}} {{unit}}, {{address}} ਵਿੱਚ।',
  },
  deal_proposed: {
    title: '{{productName}} ਲਈ ਨਵੀਂ ਪੇਸ਼ਕਸ਼',
    body: '{{name}} ਨੇ {{quantity}} {{unit}} ਲਈ ₹{{price}}/{{unit}} ਦੀ ਪੇਸ਼ਕਸ਼ ਕੀਤੀ। ਚੈਟ ਵਿੱਚ ਜਵਾਬ ਦਿਓ।',
  },
  deal_accepted: {
    title: 'ਸੌਦਾ ਪੱਕਾ: {{productName}}',
    body: '{{name}} ਨੇ {{quantity}} {{unit}} ਲਈ ₹{{price}}/{{unit}} ਮੰਨ ਲਿਆ।',
  },
  deal_done: {
    title: 'ਸੌਦਾ ਪੂਰਾ: {{productName}}',
    body: 'ਤੁਸੀਂ ਅਤੇ {{name}} ਦੋਵਾਂ ਨੇ ਸੌਦਾ ਪੂਰਾ ਦੱਸਿਆ। ਹੁਣ {{name}} ਨੂੰ ਰੇਟਿੰਗ ਦਿਓ।',
  },
};

/** ਪੰਜਾਬੀ (pa): the units' names, for a notification's `{{unit}}` and the web's `unit.<id>`. */
export const UNIT_NAMES_PA: Record<Unit, string> = {
  kg: 'ਕਿੱਲੋ',
  quintal: 'ਕੁਇੰਟਲ',
  ton: 'ਟਨ',
  liters: 'ਲੀਟਰ',
  pieces: 'ਨਗ',
};
