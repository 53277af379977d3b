import type { SearchKey } from '../en/search';

/** বাংলা: ফোনে খোঁজ, ফলাফল আর কার্ডের লেখা (bn/index.ts ছোট রাখতে আলাদা). */
export const searchBn: Readonly<Record<SearchKey, string>> = {
  'card.available': '{{quantity}} পাওয়া যাচ্ছে',
  'card.posted': '{{age}} দেওয়া',

  'nearChip.anywhere': 'যেকোনো জায়গায়',
  'nearChip.nearYou': 'আপনার কাছে',
  'nearChip.nearYourAddress': 'আপনার ঠিকানার কাছে',
  'nearChip.pincode': 'পিন {{pincode}}',
  'nearChip.km': '{{km}} কিমি',
  'nearChip.sort.newest': 'নতুন আগে',
  'nearChip.sort.distance': 'কাছের আগে',
  'nearChip.sort.relevance': 'সবচেয়ে বেশি মিল',
  'nearChip.showResults': 'ফলাফল দেখান',
  'sheet.close': 'বন্ধ করুন',

  'results.found_one': '{{number}}টি কৃষিপণ্য পাওয়া গেছে',
  'results.found_other': '{{number}}টি কৃষিপণ্য পাওয়া গেছে',
  'results.foundCapped': '{{number}}+ কৃষিপণ্য পাওয়া গেছে',
  'results.listed_one': '{{number}}টি কৃষিপণ্য',
  'results.listed_other': '{{number}}টি কৃষিপণ্য',
  'results.emptyRadius': '{{km}} কিমির মধ্যে কিছু নেই — {{next}} কিমি পর্যন্ত দেখুন',
  'results.emptyRadiusMax': '{{km}} কিমির মধ্যে কিছু নেই — যেকোনো দূরত্ব বেছে দেখুন',
  'results.tryRadius': '{{km}} কিমি পর্যন্ত খুঁজুন',
  'results.tryAnyDistance': 'যেকোনো দূরত্বে খুঁজুন',
  'search.fallbackNote': '{{address}}-এ {{name}} নেই — সারা ভারতের ফলাফল দেখানো হচ্ছে',
  'search.onlyAddress': 'শুধু {{address}}-এ',
  'search.noneInAddress': '{{address}}-এ {{name}} নেই',
  'search.showAllIndia': 'সারা ভারতে দেখুন',
  'search.emptyHint': 'বানান দেখে নিন, বা অন্য কোনো ফসল বা ছোট নাম লিখে দেখুন।',

  'search.suggestions': 'পরামর্শ',
  'home.searchLabel': 'আপনি কী কিনতে চান?',
};
