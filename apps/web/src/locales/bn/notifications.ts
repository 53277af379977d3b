import type { notificationsEn } from '../en/notifications';

/** বাংলা: বিজ্ঞপ্তি, সেভ করা খোঁজ, ফোনে অ্যালার্ট. */
export const notificationsBn: Record<keyof typeof notificationsEn, string> = {
  'notifications.title': 'বিজ্ঞপ্তি',
  'notifications.bell_one': 'বিজ্ঞপ্তি, {{count}}টি না-পড়া',
  'notifications.bell_other': 'বিজ্ঞপ্তি, {{count}}টি না-পড়া',
  'notifications.empty': 'এখনও কোনো বিজ্ঞপ্তি নেই। নতুন ফসলের খবর পেতে একটি খোঁজ সেভ করুন।',
  'notifications.loadFailed': 'বিজ্ঞপ্তিগুলো খোলা গেল না।',
  'notifications.markAllRead': 'সব পড়া হয়েছে বলে চিহ্নিত করুন',
  'notifications.unread': 'না-পড়া',
  'notifications.manageAlerts': 'সেভ করা খোঁজ আর অ্যালার্ট',

  'savedSearch.save': 'এই খোঁজটি সেভ করুন',
  'savedSearch.maxPrice': 'আপনি সর্বোচ্চ কত দেবেন (প্রতি একক ₹, ঐচ্ছিক)',
  'savedSearch.maxPriceHint': 'যেমন 25',
  'savedSearch.confirm': 'সেভ করুন',
  'savedSearch.saving': 'সেভ হচ্ছে...',
  'savedSearch.saved': 'সেভ হয়েছে। মিলে যায় এমন ফসল এলে আমরা আপনাকে জানাব।',
  'savedSearch.failed': 'খোঁজটি সেভ করা গেল না।',
  'savedSearch.title': 'সেভ করা খোঁজ',
  'savedSearch.intro':
    'কোনো কৃষক যখন এমন ফসল দেন যা এর কোনো একটি খোঁজের সঙ্গে মেলে, তখন আপনি বিজ্ঞপ্তি পান। সর্বোচ্চ {{max}}টি।',
  'savedSearch.empty': 'এখনও কোনো সেভ করা খোঁজ নেই। কোনো ফসল খুঁজে “এই খোঁজটি সেভ করুন” চাপুন।',
  'savedSearch.delete': 'সেভ করা খোঁজ {{query}} মুছে ফেলুন',
  'savedSearch.deleted': 'সেভ করা খোঁজ মুছে ফেলা হয়েছে',
  'savedSearch.within': '{{km}} কিমির মধ্যে',
  'savedSearch.near': '{{place}}-এর কাছে',
  'savedSearch.upTo': '₹{{price}} পর্যন্ত',
  'savedSearch.anywhere': 'যেকোনো জায়গায়',

  'push.title': 'এই ফোনে অ্যালার্ট',
  'push.intro': 'কিসানসেতু বন্ধ থাকলেও বিজ্ঞপ্তিগুলো ফোনে অ্যালার্ট হিসেবে পান।',
  'push.enable': 'এই ফোনে অ্যালার্ট চালু করুন',
  'push.disable': 'এই ফোনে অ্যালার্ট বন্ধ করুন',
  'push.working': 'অনুগ্রহ করে অপেক্ষা করুন...',
  'push.on': 'এই ফোনে অ্যালার্ট চালু আছে।',
  'push.denied': 'এই সাইটের জন্য অ্যালার্ট ব্লক করা আছে। চালু করতে ব্রাউজারের সেটিংসে বিজ্ঞপ্তির অনুমতি দিন।',
  'push.unsupported': 'এই ব্রাউজার কিসানসেতুর অ্যালার্ট দেখাতে পারে না।',
  'push.failed': 'অ্যালার্ট চালু করা গেল না। অনুগ্রহ করে আবার চেষ্টা করুন।',
};
