import type { Unit } from '../constants';
import type { NotificationTexts } from '../notification-texts';

/** தமிழ் (ta): each notification kind's title and body, `{{name}}` filled from its params. */
export const NOTIFICATION_TEXTS_TA: NotificationTexts = {
  wishlist_sold: {
    title: 'உங்கள் விருப்பப் பட்டியலில் இருந்த ஒரு பயிர் இப்போது இல்லை',
    body: '{{productName}} விற்கப்பட்டது அல்லது விவசாயியால் நீக்கப்பட்டது.',
  },
  wishlist_price_drop: {
    title: 'உங்கள் விருப்பப் பட்டியலில் விலை குறைந்துள்ளது',
    body: '{{productName}} இப்போது ₹{{price}}/{{unit}} (முன்பு ₹{{oldPrice}}).',
  },
  saved_search_match: {
    title: 'உங்கள் தேடல் "{{query}}" க்கு ஒரு புதிய பயிர்',
    body: '{{productName}}, ₹{{price}}/{{unit}}, {{address}} இல்.',
  },
  listing_expiring: {
    title: 'உங்கள் பதிவு விரைவில் காலாவதியாகும்',
    body: '{{productName}} 2 நாட்களில் பட்டியலிலிருந்து விலகும். தொடர்ந்து தெரிய அதைப் புதுப்பியுங்கள்.',
  },
  request_offer: {
    title: 'உங்கள் தேவைக்கு ஒரு புதிய ஆஃபர்',
    body: '{{sellerName}} {{productName}} ஐ ₹{{price}}/{{unit}} விலைக்குத் தர முன்வந்துள்ளார்.',
  },
  request_match: {
    title: 'வாங்குபவர் தேவைக்குப் பொருந்தும் புதிய பதிவு',
    body: '{{productName}}: {{quantity}} {{unit}}, {{address}} இல்.',
  },
  deal_proposed: {
    title: '{{productName}}க்கு புதிய விலை வாய்ப்பு',
    body: '{{name}} {{quantity}} {{unit}}க்கு ₹{{price}}/{{unit}} தருவதாகச் சொல்கிறார். அரட்டையில் பதில் சொல்லுங்கள்.',
  },
  deal_accepted: {
    title: 'ஒப்பந்தம் உறுதி: {{productName}}',
    body: '{{name}} {{quantity}} {{unit}}க்கு ₹{{price}}/{{unit}} ஏற்றுக்கொண்டார்.',
  },
  deal_done: {
    title: 'ஒப்பந்தம் முடிந்தது: {{productName}}',
    body: 'நீங்களும் {{name}} அவர்களும் ஒப்பந்தம் முடிந்தது என்று குறித்தீர்கள். இப்போது {{name}} அவர்களை மதிப்பிடுங்கள்.',
  },
};

/** தமிழ் (ta): the units' names, for a notification's `{{unit}}` and the web's `unit.<id>`. */
export const UNIT_NAMES_TA: Record<Unit, string> = {
  kg: 'கிலோ',
  quintal: 'குவிண்டால்',
  ton: 'டன்',
  liters: 'லிட்டர்',
  pieces: 'எண்ணம்',
};
