import type { FiltersKey } from '../en/filters';

/** हिन्दी: ख़रीदार की छँटाई और दाम का क्रम (छाँटने की शीट, नतीजों के ऊपर लगी शर्तें, श्रेणियाँ, सहेजी खोज की शर्तें)। */
export const filtersHi: Readonly<Record<FiltersKey, string>> = {
  'filters.button': 'छाँटें',
  'filters.buttonOn_one': 'छाँटें, {{count}} शर्त लगी है',
  'filters.buttonOn_other': 'छाँटें, {{count}} शर्तें लगी हैं',
  'filters.title': 'छाँटें और क्रम बदलें',
  'filters.active': 'लगी हुई शर्तें',
  'filters.remove': 'शर्त हटाएँ: {{filter}}',
  'filters.clearAll': 'सब हटाएँ',
  'filters.noMatch': 'इन शर्तों पर कुछ नहीं मिला। कोई एक शर्त हटाएँ या सब हटा दें।',

  'near.sort.price_asc': 'दाम: कम से ज़्यादा',
  'near.sort.price_desc': 'दाम: ज़्यादा से कम',
  'nearChip.sort.price_asc': 'सबसे सस्ती पहले',
  'nearChip.sort.price_desc': 'सबसे महँगी पहले',

  'filters.category': 'श्रेणी',
  'filters.allCategories': 'सभी',
  'filters.browse': 'श्रेणी के हिसाब से देखें',
  'filters.category.cereal': 'अनाज',
  'filters.category.pulse': 'दालें',
  'filters.category.vegetable': 'सब्ज़ियाँ',
  'filters.category.fruit': 'फल',
  'filters.category.spice': 'मसाले',
  'filters.category.oilseed': 'तिलहन',
  'filters.category.fibre': 'रेशे वाली फ़सलें',
  'filters.category.plantation': 'बाग़ान की फ़सलें',
  'filters.category.dry_fruit': 'सूखे मेवे',
  'filters.category.flower': 'फूल',
  'filters.category.other': 'अन्य उपज',

  'filters.price': 'दाम की सीमा',
  'filters.minPrice': 'कम से कम (₹)',
  'filters.maxPrice': 'ज़्यादा से ज़्यादा (₹)',
  'filters.priceUnit': 'दाम किस हिसाब से',
  'filters.perUnit': 'प्रति {{unit}}',
  'filters.priceHintWeight': 'क्विंटल और टन वाले दाम भी प्रति {{unit}} के हिसाब से मिलाए जाते हैं।',
  'filters.priceHintOther': 'सिर्फ़ वही उपज जो प्रति {{unit}} बिकती है।',
  'filters.priceBetween': '{{min}} से {{max}} / {{unit}}',
  'filters.priceUpTo': '{{price}} / {{unit}} तक',
  'filters.priceFrom': 'कम से कम {{price}} / {{unit}}',

  'filters.grade': 'ग्रेड',
  'filters.gradeAll': 'कोई भी ग्रेड',
  'filters.gradeName': 'ग्रेड {{grade}}',
  'filters.organic': 'सिर्फ़ जैविक',
  'filters.organicChip': 'जैविक',
  'filters.inStock': 'सिर्फ़ उपलब्ध',
  'filters.inStockChip': 'उपलब्ध',

  'filters.savedWith': 'खोज के साथ ये शर्तें भी सहेजी जाएँगी: {{filters}}',
};
