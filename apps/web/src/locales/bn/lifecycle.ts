import type { LifecycleKey } from '../en/lifecycle';

/** বাংলা: কৃষিপণ্যের মেয়াদ, তার অবস্থা, “বিক্রি হয়ে গেছে” আর “আবার চালু করুন”. */
export const lifecycleBn: Readonly<Record<LifecycleKey, string>> = {
  'listing.stay': 'কত দিন চালু থাকবে',
  'listing.stayDays_one': '{{count}} দিন',
  'listing.stayDays_other': '{{count}} দিন',
  'listing.stayHint': 'এরপর কৃষিপণ্যটি খোঁজে আর দেখা যাবে না। যেকোনো সময় আবার চালু করতে পারবেন।',
  'listing.stayHintRenew': 'আজ থেকে আবার চালু করতে চাইলে তবেই দিন বেছে নিন।',
  'listing.stayKeep': 'যেমন আছে: {{date}} পর্যন্ত',

  'listing.status.active': 'চালু',
  'listing.status.sold': 'বিক্রি হয়ে গেছে',
  'listing.status.expired': 'মেয়াদ শেষ',
  'listing.status.hidden': 'লুকানো',
  'listing.expiresIn_one': 'চালু · {{count}} দিনে মেয়াদ শেষ',
  'listing.expiresIn_other': 'চালু · {{count}} দিনে মেয়াদ শেষ',

  'listing.markSold': 'বিক্রি হয়ে গেছে বলে চিহ্নিত করুন',
  'listing.markSoldNamed': 'বিক্রি হয়ে গেছে বলে চিহ্নিত করুন: {{name}}',
  'listing.marking': 'সেভ হচ্ছে...',
  'listing.renew': 'আবার চালু করুন',
  'listing.renewNamed': 'আবার চালু করুন: {{name}}',
  'listing.renewing': 'আবার চালু করা হচ্ছে...',
  'listing.edit': 'বদলান',
  'listing.yours': 'আপনার কৃষিপণ্য',
  'listing.notSold': 'বিক্রি হয়ে গেছে বলে চিহ্নিত করা গেল না। অনুগ্রহ করে আবার চেষ্টা করুন।',
  'listing.notRenewed': 'কৃষিপণ্যটি আবার চালু করা গেল না। অনুগ্রহ করে আবার চেষ্টা করুন।',

  'listing.soldBanner': 'এই ফসলটি বিক্রি হয়ে গেছে',
  'listing.soldBannerHint': 'কৃষকের কাছে আরও থাকতে পারে: তাঁর অন্য ফসল দেখুন বা তাঁর সঙ্গে চ্যাট করুন।',
  'listing.expiredBanner': 'এই কৃষিপণ্যের মেয়াদ শেষ হয়ে গেছে',
  'listing.expiredBannerHint': 'এটি হয়তো আর পাওয়া যাচ্ছে না। জানতে কৃষকের সঙ্গে চ্যাট করুন।',
  'listing.hiddenBanner': 'একজন মডারেটর এই কৃষিপণ্যটি লুকিয়ে রেখেছেন',
};
