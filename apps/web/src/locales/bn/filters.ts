import type { FiltersKey } from '../en/filters';

/** বাংলা: ক্রেতার বাছাই আর দামের ক্রম (বাছাইয়ের শিট, ফলাফলের ওপরে চালু শর্ত, শ্রেণি, সংরক্ষিত খোঁজের শর্ত)। */
export const filtersBn: Readonly<Record<FiltersKey, string>> = {
  'filters.button': 'বাছাই করুন',
  'filters.buttonOn_one': 'বাছাই করুন, {{count}}টি শর্ত চালু',
  'filters.buttonOn_other': 'বাছাই করুন, {{count}}টি শর্ত চালু',
  'filters.title': 'বাছাই ও ক্রম',
  'filters.active': 'চালু শর্তগুলি',
  'filters.remove': 'শর্ত সরান: {{filter}}',
  'filters.clearAll': 'সব সরান',
  'filters.noMatch': 'এই শর্তে কিছু পাওয়া যায়নি। একটি শর্ত সরান বা সব সরিয়ে দিন।',

  'near.sort.price_asc': 'দাম: কম থেকে বেশি',
  'near.sort.price_desc': 'দাম: বেশি থেকে কম',
  'nearChip.sort.price_asc': 'সবচেয়ে সস্তা আগে',
  'nearChip.sort.price_desc': 'সবচেয়ে দামি আগে',

  'filters.category': 'শ্রেণি',
  'filters.allCategories': 'সব',
  'filters.browse': 'শ্রেণি অনুযায়ী দেখুন',
  'filters.category.cereal': 'দানাশস্য',
  'filters.category.pulse': 'ডাল',
  'filters.category.vegetable': 'সবজি',
  'filters.category.fruit': 'ফল',
  'filters.category.spice': 'মশলা',
  'filters.category.oilseed': 'তৈলবীজ',
  'filters.category.fibre': 'আঁশজাতীয় ফসল',
  'filters.category.plantation': 'বাগিচা ফসল',
  'filters.category.dry_fruit': 'শুকনো ফল',
  'filters.category.flower': 'ফুল',
  'filters.category.other': 'অন্যান্য কৃষিপণ্য',

  'filters.price': 'দামের সীমা',
  'filters.minPrice': 'সর্বনিম্ন (₹)',
  'filters.maxPrice': 'সর্বোচ্চ (₹)',
  'filters.priceUnit': 'দাম কীসের হিসেবে',
  'filters.perUnit': 'প্রতি {{unit}}',
  'filters.priceHintWeight': 'কুইন্টাল আর টনের দামও প্রতি {{unit}} হিসেবে মেলানো হয়।',
  'filters.priceHintOther': 'শুধু প্রতি {{unit}} হিসেবে বিক্রি হওয়া কৃষিপণ্য।',
  'filters.priceBetween': '{{min}} থেকে {{max}} / {{unit}}',
  'filters.priceUpTo': '{{price}} / {{unit}} পর্যন্ত',
  'filters.priceFrom': 'কমপক্ষে {{price}} / {{unit}}',

  'filters.grade': 'গ্রেড',
  'filters.gradeAll': 'যেকোনো গ্রেড',
  'filters.gradeName': 'গ্রেড {{grade}}',
  'filters.organic': 'শুধু জৈব',
  'filters.organicChip': 'জৈব',
  'filters.inStock': 'শুধু যা পাওয়া যাচ্ছে',
  'filters.inStockChip': 'পাওয়া যাচ্ছে',

  'filters.savedWith': 'খোঁজের সঙ্গে এই শর্তগুলিও সেভ হবে: {{filters}}',
};
