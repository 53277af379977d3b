import type { Unit } from '../constants';
import type { NotificationTexts } from '../notification-texts';

/** मराठी (mr): each notification kind's title and body, `{{name}}` filled from its params. */
export const NOTIFICATION_TEXTS_MR: NotificationTexts = {
  wishlist_sold: {
    title: 'तुमच्या आवडत्या यादीतील एक पीक आता उपलब्ध नाही',
    body: '{{productName}} विकला गेला किंवा शेतकऱ्याने काढून टाकला.',
  },
  wishlist_price_drop: {
    title: 'तुमच्या आवडत्या यादीतील शेतमालाचा भाव कमी झाला',
    body: '{{productName}} आता ₹{{price}}/{{unit}} आहे (आधी ₹{{oldPrice}}).',
  },
  saved_search_match: {
    title: 'तुमच्या “{{query}}” शोधासाठी नवीन पीक',
    body: '{{productName}} ₹{{price}}/{{unit}} दराने, {{address}}.',
  },
  listing_expiring: {
    title: 'तुमच्या शेतमालाची मुदत लवकरच संपेल',
    body: '{{productName}} 2 दिवसांत यादीतून निघून जाईल. तो दिसत राहावा म्हणून पुन्हा चालू करा.',
  },
  request_offer: {
    title: 'तुमच्या मागणीवर नवी ऑफर',
    body: '{{sellerName}} यांनी {{productName}} ₹{{price}}/{{unit}} दराने देऊ केले.',
  },
  request_match: {
    title: 'खरेदीदाराच्या मागणीशी नवीन जुळणी',
    body: '{{productName}}: {{quantity}} {{unit}}, {{address}}.',
  },
  deal_proposed: {
    title: '{{productName}} साठी नवीन प्रस्ताव',
    body: '{{name}} यांनी {{quantity}} {{unit}} साठी ₹{{price}}/{{unit}} चा प्रस्ताव दिला. चॅटमध्ये उत्तर द्या.',
  },
  deal_accepted: {
    title: 'सौदा पक्का: {{productName}}',
    body: '{{name}} यांनी {{quantity}} {{unit}} साठी ₹{{price}}/{{unit}} मान्य केले.',
  },
  deal_done: {
    title: 'सौदा पूर्ण: {{productName}}',
    body: 'तुम्ही आणि {{name}} दोघांनी सौदा पूर्ण झाल्याचे सांगितले. आता {{name}} यांना रेटिंग द्या.',
  },
};

/** मराठी (mr): the units' names, for a notification's `{{unit}}` and the web's `unit.<id>`. */
export const UNIT_NAMES_MR: Record<Unit, string> = {
  kg: 'किलो',
  quintal: 'क्विंटल',
  ton: 'टन',
  liters: 'लिटर',
  pieces: 'नग',
};
