import type { chatMediaEn } from '../en/chat-media';

/** বাংলা: চ্যাটে ছবি ও ভয়েস বার্তা। */
export const chatMediaBn: Record<keyof typeof chatMediaEn, string> = {
  'chatMedia.addPhoto': 'ছবি যোগ করুন',
  'chatMedia.photoToSend': 'যে ছবি পাঠানো হবে',
  'chatMedia.removePhoto': 'ছবি সরান',
  'chatMedia.preparingPhoto': 'ছবি তৈরি হচ্ছে...',
  'chatMedia.recordVoiceNote': 'ভয়েস বার্তা রেকর্ড করুন',
  'chatMedia.recordHint':
    'রেকর্ড করতে চেপে ধরে রাখুন, পাঠাতে ছেড়ে দিন। কিবোর্ডে: শুরু করতে একবার চাপুন, পাঠাতে আবার চাপুন।',
  'chatMedia.holdToRecord': 'রেকর্ড করতে মাইক চেপে ধরে রাখুন, পাঠাতে ছেড়ে দিন।',
  'chatMedia.recording': 'ভয়েস বার্তা রেকর্ড হচ্ছে',
  'chatMedia.slideToCancel': 'বাতিল করতে বাঁ দিকে সরান',
  'chatMedia.cancelVoiceNote': 'ভয়েস বার্তা বাতিল করুন',
  'chatMedia.sendVoiceNote': 'ভয়েস বার্তা পাঠান',
  'chatMedia.micBlocked': 'মাইক্রোফোনের অনুমতি নেই। ভয়েস বার্তা রেকর্ড করতে ব্রাউজারের সেটিংসে অনুমতি দিন।',
  'chatMedia.recordFailed': 'ভয়েস বার্তা রেকর্ড করা গেল না। আবার চেষ্টা করুন।',
  'chatMedia.photo': 'ছবি',
  'chatMedia.voiceNote': 'ভয়েস বার্তা',
  'chatMedia.openPhoto': 'ছবিটি খুলুন',
  'chatMedia.closePhoto': 'ছবিটি বন্ধ করুন',
  'chatMedia.photoUnavailable': 'ছবিটি খোলা গেল না।',
  'chatMedia.play': 'ভয়েস বার্তা চালান',
  'chatMedia.pause': 'ভয়েস বার্তা থামান',
  'chatMedia.position': 'ভয়েস বার্তার কোন জায়গায়',
  'chatMedia.positionText': '{{length}}-এর মধ্যে {{position}}',
  'chatMedia.voiceNoteLength': 'ভয়েস বার্তা, {{length}}',
  'chatMedia.loadFailed': 'ভয়েস বার্তা খোলা গেল না।',
};
