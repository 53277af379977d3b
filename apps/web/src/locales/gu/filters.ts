import type { FiltersKey } from '../en/filters';

/** ગુજરાતી: ખરીદનારની છટણી અને ભાવનો ક્રમ (છટણીની શીટ, પરિણામ ઉપર લાગેલી શરતો, પ્રકાર, સાચવેલી શોધની શરતો). */
export const filtersGu: Readonly<Record<FiltersKey, string>> = {
  'filters.button': 'છટણી કરો',
  'filters.buttonOn_one': 'છટણી કરો, {{count}} શરત લાગુ છે',
  'filters.buttonOn_other': 'છટણી કરો, {{count}} શરતો લાગુ છે',
  'filters.title': 'છટણી અને ક્રમ',
  'filters.active': 'લાગુ શરતો',
  'filters.remove': 'શરત દૂર કરો: {{filter}}',
  'filters.clearAll': 'બધી દૂર કરો',
  'filters.noMatch': 'આ શરતો પ્રમાણે કંઈ મળ્યું નથી. કોઈ એક શરત દૂર કરો અથવા બધી દૂર કરો.',

  'near.sort.price_asc': 'ભાવ: ઓછાથી વધુ',
  'near.sort.price_desc': 'ભાવ: વધુથી ઓછા',
  'nearChip.sort.price_asc': 'સૌથી સસ્તી પહેલાં',
  'nearChip.sort.price_desc': 'સૌથી મોંઘી પહેલાં',

  'filters.category': 'પ્રકાર',
  'filters.allCategories': 'બધા',
  'filters.browse': 'પ્રકાર પ્રમાણે જુઓ',
  'filters.category.cereal': 'અનાજ',
  'filters.category.pulse': 'કઠોળ',
  'filters.category.vegetable': 'શાકભાજી',
  'filters.category.fruit': 'ફળ',
  'filters.category.spice': 'મસાલા',
  'filters.category.oilseed': 'તેલીબિયાં',
  'filters.category.fibre': 'રેસાવાળા પાક',
  'filters.category.plantation': 'બાગાયતી પાક',
  'filters.category.dry_fruit': 'સૂકો મેવો',
  'filters.category.flower': 'ફૂલ',
  'filters.category.other': 'બીજી ખેતપેદાશ',

  'filters.price': 'ભાવની મર્યાદા',
  'filters.minPrice': 'ઓછામાં ઓછો (₹)',
  'filters.maxPrice': 'વધુમાં વધુ (₹)',
  'filters.priceUnit': 'ભાવ શેના હિસાબે',
  'filters.perUnit': 'પ્રતિ {{unit}}',
  'filters.priceHintWeight': 'ક્વિન્ટલ અને ટનના ભાવ પણ પ્રતિ {{unit}}ના હિસાબે સરખાવાય છે.',
  'filters.priceHintOther': 'ફક્ત પ્રતિ {{unit}} વેચાતી ખેતપેદાશ.',
  'filters.priceBetween': '{{min}} થી {{max}} / {{unit}}',
  'filters.priceUpTo': '{{price}} / {{unit}} સુધી',
  'filters.priceFrom': 'ઓછામાં ઓછો {{price}} / {{unit}}',

  'filters.grade': 'ગ્રેડ',
  'filters.gradeAll': 'કોઈ પણ ગ્રેડ',
  'filters.gradeName': 'ગ્રેડ {{grade}}',
  'filters.organic': 'ફક્ત સજીવ',
  'filters.organicChip': 'સજીવ',
  'filters.inStock': 'ફક્ત ઉપલબ્ધ',
  'filters.inStockChip': 'ઉપલબ્ધ',

  'filters.savedWith': 'શોધ સાથે આ શરતો પણ સચવાશે: {{filters}}',
};
