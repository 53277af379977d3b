import type { Unit } from '../constants';
import type { NotificationTexts } from '../notification-texts';

/** বাংলা (bn): each notification kind's title and body, `{{name}}` filled from its params. */
export const NOTIFICATION_TEXTS_BN: NotificationTexts = {
  wishlist_sold: {
    title: 'আপনার পছন্দের তালিকার একটি ফসল আর নেই',
    body: '{{productName}} বিক্রি হয়ে গেছে বা কৃষক সরিয়ে নিয়েছেন।',
  },
  wishlist_price_drop: {
    title: 'আপনার পছন্দের তালিকায় দাম কমেছে',
    body: '{{productName}} এখন ₹{{price}}/{{unit}} (আগে ছিল ₹{{oldPrice}})।',
  },
  saved_search_match: {
    title: 'আপনার খোঁজ "{{query}}"-এর জন্য নতুন ফসল',
    body: '{{productName}}, ₹{{price}}/{{unit}}, {{address}}-এ।',
  },
  listing_expiring: {
    title: 'আপনার কৃষিপণ্যের মেয়াদ শিগগির শেষ হচ্ছে',
    body: '{{productName}} 2 দিনের মধ্যে তালিকা থেকে সরে যাবে। চালু রাখতে আবার চালু করুন।',
  },
  request_offer: {
    title: 'আপনার চাহিদায় নতুন অফার',
    body: '{{sellerName}} {{productName}} ₹{{price}}/{{unit}} দরে দেওয়ার অফার দিয়েছেন।',
  },
  request_match: {
    title: 'ক্রেতার চাহিদার সঙ্গে নতুন মিল',
    body: '{{productName}}: {{quantity}} {{unit}}, {{address}}-এ।',
  },
  deal_proposed: {
    title: '{{productName}}-এর জন্য নতুন প্রস্তাব',
    body: '{{name}} {{quantity}} {{unit}}-এর জন্য ₹{{price}}/{{unit}} প্রস্তাব দিয়েছেন। চ্যাটে উত্তর দিন।',
  },
  deal_accepted: {
    title: 'চুক্তি পাকা: {{productName}}',
    body: '{{name}} {{quantity}} {{unit}}-এর জন্য ₹{{price}}/{{unit}} মেনে নিয়েছেন।',
  },
  deal_done: {
    title: 'চুক্তি সম্পূর্ণ: {{productName}}',
    body: 'আপনি ও {{name}} দুজনেই চুক্তি সম্পূর্ণ বলেছেন। এবার {{name}}-কে রেটিং দিন।',
  },
};

/** বাংলা (bn): the units' names, for a notification's `{{unit}}` and the web's `unit.<id>`. */
export const UNIT_NAMES_BN: Record<Unit, string> = {
  kg: 'কেজি',
  quintal: 'কুইন্টাল',
  ton: 'টন',
  liters: 'লিটার',
  pieces: 'পিস',
};
