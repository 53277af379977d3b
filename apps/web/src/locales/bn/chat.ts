import type { chatEn } from '../en/chat';

/** বাংলা: কৃষিপণ্য নিয়ে চ্যাট, চটজলদি উত্তর, যোগাযোগ আর লগ ইনের পরে ফিরে আসা. */
export const chatBn: Record<keyof typeof chatEn, string> = {
  'chatProduct.pinned': 'এই চ্যাট যে কৃষিপণ্য নিয়ে',
  'chatProduct.open': '{{name}} কৃষিপণ্যটি খুলুন',
  'chatProduct.about': '{{name}} নিয়ে',
  'chatProduct.noLongerListed': 'আর পাওয়া যাচ্ছে না',
  'chatProduct.loading': 'কৃষিপণ্যের তথ্য লোড হচ্ছে...',

  'quickReply.label': 'চটজলদি উত্তর',
  'quickReply.buyer.available': 'এই মাল কি এখনও পাওয়া যাচ্ছে?',
  'quickReply.buyer.bestPrice': 'আপনার শেষ দাম কত?',
  'quickReply.buyer.collect': 'মাল কোথা থেকে নিয়ে যাওয়া যাবে?',
  'quickReply.farmer.available': 'হ্যাঁ, পাওয়া যাচ্ছে',
  'quickReply.farmer.priceFinal': 'দাম ঠিক করা আছে',
  'quickReply.farmer.callMe': 'আমাকে ফোন করুন',

  'chat.holdToDelete': 'মুছতে চেপে ধরে রাখুন...',

  'contact.call': 'ফোন করুন',
  'contact.callNamed': '{{name}}-কে ফোন করুন',

  'loginReturn.chat': '{{name}}-এর সঙ্গে চ্যাট করতে লগ ইন করুন। আপনি সরাসরি এই কৃষিপণ্যেই ফিরে আসবেন।',
  'loginReturn.chatAnyone': 'কৃষকের সঙ্গে চ্যাট করতে লগ ইন করুন। আপনি সরাসরি এই কৃষিপণ্যেই ফিরে আসবেন।',
  'loginReturn.wishlist':
    'এই কৃষিপণ্যটি সেভ করতে লগ ইন করুন। আপনি সরাসরি এখানেই ফিরে আসবেন আর এটি আপনার পছন্দের তালিকায় থাকবে।',
  'loginReturn.buyersOnly': 'চ্যাট আর পছন্দের তালিকা ক্রেতাদের জন্য। এগুলো ব্যবহার করতে ক্রেতা হিসেবে লগ ইন করুন।',
};
