import type { PhoneKey } from '../en/phone';

/** বাংলা: signing in with a code sent by SMS, and the “Phone verified” mark. */
export const phoneBn: Readonly<Record<PhoneKey, string>> = {
  'phone.continue': 'ফোন নম্বর দিয়ে এগিয়ে যান',
  'phone.orEmail': 'অথবা আপনার ইমেল দিয়ে',
  'phone.title': 'আপনার ফোন দিয়ে লগ ইন করুন',
  'phone.intro': 'আমরা আপনার মোবাইলে SMS-এ একটি কোড পাঠাব। পাসওয়ার্ড লাগবে না।',
  'phone.numberStep': 'আপনার মোবাইল নম্বর',
  'phone.mobileNumber': 'মোবাইল নম্বর',
  'phone.mobileHint': 'আপনার মোবাইল নম্বরের 10টি সংখ্যা। কোড এই নম্বরেই SMS-এ আসবে।',
  'phone.sendCode': 'কোড পাঠান',
  'phone.sending': 'পাঠানো হচ্ছে...',
  'phone.codeStep': 'কোড দিন',
  'phone.codeSentTo': '{{number}} নম্বরে পাঠানো 6 সংখ্যার কোডটি দিন',
  'phone.neverShare': 'এই কোড কখনও কাউকে বলবেন না',
  'phone.codeIncomplete': 'কোডের 6টি সংখ্যাই দিন',
  'phone.verify': 'যাচাই করুন',
  'phone.verifying': 'যাচাই হচ্ছে...',
  'phone.sendAgain': 'আবার কোড পাঠান',
  'phone.sendAgainIn': '{{time}} পরে আবার পাঠানো যাবে',
  'phone.newCodeSent': 'নতুন কোড পাঠানো হয়েছে।',
  'phone.changeNumber': 'নম্বর বদলান',
  'phone.detailsStep': 'শেষ করতে আর একটু তথ্য',
  'phone.detailsIntro': 'আপনার নম্বর {{number}} নিশ্চিত হয়েছে। অ্যাকাউন্ট খুলতে আপনার সম্পর্কে বলুন।',
  'phone.createAccount': 'আমার অ্যাকাউন্ট খুলুন',
  'phone.useEmail': 'ইমেল দিয়ে লগ ইন করুন',
  'phone.verified': 'ফোন যাচাই করা',
  'phone.verifyNumber': 'আপনার নম্বর যাচাই করুন',
  'phone.verifyIntro':
    'আমরা {{number}} নম্বরে SMS-এ একটি কোড পাঠাব। যাচাই করা নম্বরের পাশে একটি চিহ্ন দেখা যায়, যাতে মানুষ ভরসা করে।',
  'phone.changeHint': 'নতুন নম্বর আবার যাচাই করতে হবে।',
  'phone.deleteByCode': 'নিশ্চিত করতে আমরা {{number}} নম্বরে SMS-এ একটি কোড পাঠাব।',
  'phone.deleteVerifyFirst':
    'আপনার অ্যাকাউন্টের কোনো পাসওয়ার্ড নেই: আগে এই পাতাতেই আপনার নম্বর যাচাই করুন, তারপর কোড দিয়ে অ্যাকাউন্ট বন্ধ করুন।',
  'phone.aadhaarOptional': 'আধার নম্বর (ঐচ্ছিক)',
  'phone.aadhaarLaterHint':
    '“আধার জমা আছে” চিহ্নের জন্য এটি এখন বা পরে আপনার প্রোফাইল থেকে যোগ করতে পারেন। এটি সুরক্ষিত (এনক্রিপ্ট করা) থাকে এবং ক্রেতারা কখনও দেখতে পান না।',
  'phone.aadhaarAddHint':
    '“আধার জমা আছে” চিহ্নের জন্য এটি যোগ করুন। একবার সংরক্ষণ করলে আর বদলানো যায় না। এটি সুরক্ষিত (এনক্রিপ্ট করা) থাকে এবং ক্রেতারা কখনও দেখতে পান না।',
  'phone.aadhaarAdd': '“আধার জমা আছে” চিহ্নের জন্য আধার যোগ করুন',
};
