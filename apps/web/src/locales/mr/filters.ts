import type { FiltersKey } from '../en/filters';

/** मराठी: खरेदीदाराची निवड आणि भावाचा क्रम (निवडीचे पान, निकालांवरील अटी, प्रकार, जतन केलेल्या शोधाच्या अटी). */
export const filtersMr: Readonly<Record<FiltersKey, string>> = {
  'filters.button': 'निवडा',
  'filters.buttonOn_one': 'निवडा, {{count}} अट लावली आहे',
  'filters.buttonOn_other': 'निवडा, {{count}} अटी लावल्या आहेत',
  'filters.title': 'निवड आणि क्रम',
  'filters.active': 'लावलेल्या अटी',
  'filters.remove': 'अट काढा: {{filter}}',
  'filters.clearAll': 'सर्व काढा',
  'filters.noMatch': 'या अटींनुसार काहीच सापडले नाही. एखादी अट काढा किंवा सर्व काढून टाका.',

  'near.sort.price_asc': 'भाव: कमी ते जास्त',
  'near.sort.price_desc': 'भाव: जास्त ते कमी',
  'nearChip.sort.price_asc': 'स्वस्त आधी',
  'nearChip.sort.price_desc': 'महाग आधी',

  'filters.category': 'प्रकार',
  'filters.allCategories': 'सर्व',
  'filters.browse': 'प्रकारानुसार पाहा',
  'filters.category.cereal': 'तृणधान्ये',
  'filters.category.pulse': 'कडधान्ये',
  'filters.category.vegetable': 'भाजीपाला',
  'filters.category.fruit': 'फळे',
  'filters.category.spice': 'मसाले',
  'filters.category.oilseed': 'तेलबिया',
  'filters.category.fibre': 'धाग्याची पिके',
  'filters.category.plantation': 'बागायती पिके',
  'filters.category.dry_fruit': 'सुकामेवा',
  'filters.category.flower': 'फुले',
  'filters.category.other': 'इतर शेतमाल',

  'filters.price': 'भावाची मर्यादा',
  'filters.minPrice': 'किमान (₹)',
  'filters.maxPrice': 'कमाल (₹)',
  'filters.priceUnit': 'भाव कशाप्रमाणे',
  'filters.perUnit': 'प्रति {{unit}}',
  'filters.priceHintWeight': 'क्विंटल आणि टनाचे भावही प्रति {{unit}} हिशोबाने तुलना केले जातात.',
  'filters.priceHintOther': 'फक्त प्रति {{unit}} विकला जाणारा शेतमाल.',
  'filters.priceBetween': '{{min}} ते {{max}} / {{unit}}',
  'filters.priceUpTo': '{{price}} / {{unit}} पर्यंत',
  'filters.priceFrom': 'किमान {{price}} / {{unit}}',

  'filters.grade': 'दर्जा',
  'filters.gradeAll': 'कोणताही दर्जा',
  'filters.gradeName': 'दर्जा {{grade}}',
  'filters.organic': 'फक्त सेंद्रिय',
  'filters.organicChip': 'सेंद्रिय',
  'filters.inStock': 'फक्त उपलब्ध',
  'filters.inStockChip': 'उपलब्ध',

  'filters.savedWith': 'शोधासोबत या अटीही जतन होतील: {{filters}}',
};
