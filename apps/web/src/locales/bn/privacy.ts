import type { PrivacyKey } from '../en/privacy';

/** বাংলা: contact details on a need-to-know basis and the person's own data. */
export const privacyBn: Readonly<Record<PrivacyKey, string>> = {
  'privacy.deletedUser': 'মুছে ফেলা ব্যবহারকারী',
  'privacy.contactHidden':
    '{{name}} এখনও আপনাকে ফোন নম্বর বা ইমেল দেননি। {{name}} আপনাকে লিখলে বা নম্বর শেয়ার করলে এগুলো এখানে দেখা যাবে।',
  'privacy.shareMyNumber': 'আমার নম্বর শেয়ার করুন',
  'privacy.shareMyNumberHint': '{{name}} আপনার ফোন নম্বর আর ইমেল দেখতে পাবেন।',
  'privacy.shared': 'এখন {{name}} আপনার ফোন নম্বর আর ইমেল দেখতে পাচ্ছেন।',
  'privacy.shareFailed': 'আপনার নম্বর শেয়ার করা গেল না। আবার চেষ্টা করুন।',
  'privacy.numberShared': '{{name}} আপনার ফোন নম্বর আর ইমেল দেখতে পান।',
  'privacy.yourData': 'আপনার তথ্য',
  'privacy.yourDataIntro':
    'কিসানসেতুর কাছে আপনার যা তথ্য আছে তার একটি কপি ডাউনলোড করুন, অথবা আপনার অ্যাকাউন্ট বন্ধ করুন।',
  'privacy.download': 'আমার তথ্য ডাউনলোড করুন',
  'privacy.downloading': 'আপনার ফাইল তৈরি হচ্ছে...',
  'privacy.downloadFailed': 'আপনার তথ্য ডাউনলোড করা গেল না। আবার চেষ্টা করুন।',
  'privacy.deleteAccount': 'আমার অ্যাকাউন্ট মুছে দিন',
  'privacy.deleteTitle': 'আপনার অ্যাকাউন্ট মুছে দেবেন?',
  'privacy.deleteText':
    'আপনার অ্যাকাউন্ট সঙ্গে সঙ্গে বন্ধ হবে: আপনি সব জায়গা থেকে লগ আউট হবেন, আপনার ফসল, পছন্দের তালিকা, সংরক্ষিত খোঁজ আর চাহিদা সরিয়ে দেওয়া হবে, আর আপনার নাম, ফোন, ইমেল ও ঠিকানা মুছে ফেলা হবে। যাঁদের সঙ্গে কথা বলেছেন তাঁদের কাছে বার্তাগুলো থাকবে আর তাঁরা “মুছে ফেলা ব্যবহারকারী” দেখবেন। এটা আর ফেরানো যাবে না।',
  'privacy.deletePassword': 'নিশ্চিত করতে আপনার পাসওয়ার্ড দিন',
  'privacy.deleteConfirm': 'আমার অ্যাকাউন্ট মুছে দিন',
  'privacy.deleting': 'মুছে ফেলা হচ্ছে...',
  'privacy.deleteFailed': 'আপনার অ্যাকাউন্ট মুছে ফেলা গেল না। আবার চেষ্টা করুন।',
};
