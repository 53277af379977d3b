import type { ShareKey } from '../en/share';

/** বাংলা: কৃষিপণ্য বা কৃষকের পাতা পাঠানো: ফোনের শেয়ার, WhatsApp, লিঙ্ক কপি. */
export const shareBn: Readonly<Record<ShareKey, string>> = {
  'share.button': 'শেয়ার করুন',
  'share.listing': 'এই কৃষিপণ্যটি শেয়ার করুন',
  'share.seller': 'এই কৃষকের পাতা শেয়ার করুন',
  'share.whatsapp': 'হোয়াটসঅ্যাপ',
  'share.copy': 'লিঙ্ক কপি করুন',
  'share.copied': 'লিঙ্ক কপি হয়েছে',
  'share.copyFailed': 'লিঙ্ক কপি করা গেল না। ঠিকানার ঘরটি চেপে ধরে সেখান থেকে কপি করুন।',
  'share.listingText': '{{name}} {{price}}, {{place}}-এ — কিসানসেতুতে',
  'share.listingTextNoPlace': '{{name}} {{price}} — কিসানসেতুতে',
  'share.sellerText': '{{name}}, {{place}}-এর কৃষক — কিসানসেতুতে',
  'share.sellerTextNoPlace': '{{name}}, কৃষক — কিসানসেতুতে',
};
