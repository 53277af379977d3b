import type { PageTexts } from './page-texts';

/** বাংলা (bn): the words of a server-rendered page and its link preview, `{{name}}` filled by the server. */
export const PAGE_TEXTS_BN: PageTexts = {
  homeTitle: 'কিসানসেতু: কৃষক আর ক্রেতা, সরাসরি মুখোমুখি',
  siteDescription:
    'KisanSetu ভারতের কৃষকদের ক্রেতাদের সঙ্গে যুক্ত করে: দাম ও ছবি দিয়ে আপনার ফসল তালিকায় দিন, কাছের ফসল খুঁজুন এবং সরাসরি কৃষকের সঙ্গে কথা বলুন।',
  listTitle: 'কৃষকদের টাটকা ফসল',
  searchTitle: 'আপনার কাছে ফসল খুঁজুন',
  newestCrops: 'একদম নতুন ফসল',
  productTitle: '{{productName}} {{price}}, স্থান: {{place}}',
  soldMark: '(বিক্রি হয়ে গেছে)',
  expiredMark: '(মেয়াদ শেষ)',
  productDescription: '{{sellerName}}-এর কাছ থেকে {{quantity}} {{unit}}।',
  sellerTitle: '{{name}}, কৃষক, {{place}}',
  sellerDescription: 'KisanSetu-তে {{name}}-এর ফসল দেখুন এবং সরাসরি তাঁর সঙ্গে কথা বলুন।',
  soldNote: 'এই ফসল বিক্রি হয়ে গেছে।',
  expiredNote: 'এই তালিকার মেয়াদ শেষ হয়ে গেছে।',
  photoOf: '{{productName}}-এর ছবি',
  soldBy: 'বিক্রেতা: {{seller}}',
  quantity: 'পরিমাণ',
  place: 'স্থান',
  description: 'বিবরণ',
  noCrops: 'এখনও কোনো ফসল তালিকায় নেই।',
  byName: 'বিক্রেতা: {{name}}',
  farmerAt: 'কৃষক, {{place}}',
  cropsForSale: 'বিক্রির জন্য ফসল',
};

/** Open Graph's locale for বাংলা pages. */
export const OG_LOCALE_BN = 'bn_IN';
