import type { voiceEn } from '../en/voice';

/** Bengali: voice input and read-aloud. */
export const voiceBn: Record<keyof typeof voiceEn, string> = {
  'voice.speak': '{{field}} বলে লিখুন',
  'voice.listening': 'শুনছি… এবার বলুন',
  'voice.failure.denied': 'মাইক্রোফোনের অনুমতি নেই। টাইপ না করে বলতে চাইলে ব্রাউজারের সেটিংসে অনুমতি দিন।',
  'voice.failure.network': 'বলে লেখার জন্য ইন্টারনেট দরকার। টাইপ করুন, বা ইন্টারনেট এলে আবার চেষ্টা করুন।',
  'voice.failure.noSpeech': 'আমরা কিছু শুনতে পাইনি। মাইক্রোফোন চেপে আবার বলুন।',
  'voice.failure.noMicrophone': 'এই ফোনে মাইক্রোফোন পাওয়া যায়নি।',
  'voice.failure.failed': 'এবার ব্রাউজার শুনতে পারেনি। টাইপ করুন, বা আবার চেষ্টা করুন।',
  'voice.listen': 'শুনুন',
  'voice.stopListening': 'থামান',
  'voice.listingText':
    '{{name}}। প্রতি {{unit}} {{price}} টাকা। {{quantity}} {{unit}} পাওয়া যাচ্ছে, {{place}}-এ।',
};
