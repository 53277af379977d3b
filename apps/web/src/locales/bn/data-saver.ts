import type { dataSaverEn } from '../en/data-saver';

/** Bengali: data saver. */
export const dataSaverBn: Record<keyof typeof dataSaverEn, string> = {
  'dataSaver.title': 'ডেটা সাশ্রয়',
  'dataSaver.hint': 'ছুঁয়ে দিলে তবেই ছবি লোড হবে।',
  'dataSaver.phoneAsks': 'আপনার ফোন ডেটা বাঁচাতে বলেছে।',
  'dataSaver.saved': 'এই মাসে {{size}} ডেটা বাঁচল',
  'dataSaver.loadPhoto': '{{name}}-এর ছবি লোড করুন ({{size}})',
  'dataSaver.loadThisPhoto': 'ছবি লোড করুন ({{size}})',
};
