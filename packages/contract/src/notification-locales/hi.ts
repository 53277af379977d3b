import type { Unit } from '../constants';
import type { NotificationTexts } from '../notification-texts';

/** हिन्दी (hi): each notification kind's title and body, `{{name}}` filled from its params. */
export const NOTIFICATION_TEXTS_HI: NotificationTexts = {
  wishlist_sold: {
    title: 'आपकी पसंद की एक फ़सल अब नहीं है',
    body: '{{productName}} बिक गई या किसान ने हटा दी।',
  },
  wishlist_price_drop: {
    title: 'आपकी पसंद की फ़सल का दाम घटा',
    body: '{{productName}} अब ₹{{price}}/{{unit}} है (पहले ₹{{oldPrice}})।',
  },
  saved_search_match: {
    title: 'आपकी खोज "{{query}}" के लिए नई फ़सल',
    body: '{{productName}} ₹{{price}}/{{unit}} में, {{address}}।',
  },
  listing_expiring: {
    title: 'आपकी फ़सल की सूची जल्द ख़त्म होगी',
    body: '{{productName}} 2 दिन में सूची से हट जाएगी। बनाए रखने के लिए इसे फिर से चालू करें।',
  },
  request_offer: {
    title: 'आपकी माँग पर नया प्रस्ताव',
    body: '{{sellerName}} ने {{productName}} ₹{{price}}/{{unit}} में देने का प्रस्ताव दिया।',
  },
  request_match: {
    title: 'ख़रीदार की माँग से नया मेल',
    body: '{{productName}}: {{quantity}} {{unit}}, {{address}}।',
  },
  deal_proposed: {
    title: '{{productName}} के लिए नया प्रस्ताव',
    body: '{{name}} ने {{quantity}} {{unit}} के लिए ₹{{price}}/{{unit}} का प्रस्ताव दिया। चैट में जवाब दें।',
  },
  deal_accepted: {
    title: 'सौदा पक्का: {{productName}}',
    body: '{{name}} ने {{quantity}} {{unit}} के लिए ₹{{price}}/{{unit}} मान लिया।',
  },
  deal_done: {
    title: 'सौदा पूरा: {{productName}}',
    body: 'आपने और {{name}} ने सौदा पूरा बताया। अब {{name}} को रेटिंग दें।',
  },
};

/** हिन्दी (hi): the units' names, for a notification's `{{unit}}` and the web's `unit.<id>`. */
export const UNIT_NAMES_HI: Record<Unit, string> = {
  kg: 'किलो',
  quintal: 'क्विंटल',
  ton: 'टन',
  liters: 'लीटर',
  pieces: 'नग',
};
