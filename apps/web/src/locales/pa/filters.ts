import type { FiltersKey } from '../en/filters';

/** ਪੰਜਾਬੀ: ਖ਼ਰੀਦਦਾਰ ਦੀ ਛਾਂਟੀ ਅਤੇ ਭਾਅ ਦੀ ਤਰਤੀਬ (ਛਾਂਟੀ ਦੀ ਸ਼ੀਟ, ਨਤੀਜਿਆਂ ਉੱਤੇ ਲੱਗੀਆਂ ਸ਼ਰਤਾਂ, ਸ਼੍ਰੇਣੀਆਂ, ਸੰਭਾਲੀ ਖੋਜ ਦੀਆਂ ਸ਼ਰਤਾਂ)। */
export const filtersPa: Readonly<Record<FiltersKey, string>> = {
  'filters.button': 'ਛਾਂਟੋ',
  'filters.buttonOn_one': 'ਛਾਂਟੋ, {{count}} ਸ਼ਰਤ ਲੱਗੀ ਹੈ',
  'filters.buttonOn_other': 'ਛਾਂਟੋ, {{count}} ਸ਼ਰਤਾਂ ਲੱਗੀਆਂ ਹਨ',
  'filters.title': 'ਛਾਂਟੋ ਅਤੇ ਤਰਤੀਬ ਬਦਲੋ',
  'filters.active': 'ਲੱਗੀਆਂ ਸ਼ਰਤਾਂ',
  'filters.remove': 'ਸ਼ਰਤ ਹਟਾਓ: {{filter}}',
  'filters.clearAll': 'ਸਭ ਹਟਾਓ',
  'filters.noMatch': 'ਇਨ੍ਹਾਂ ਸ਼ਰਤਾਂ ਨਾਲ ਕੁਝ ਨਹੀਂ ਮਿਲਿਆ। ਕੋਈ ਇੱਕ ਸ਼ਰਤ ਹਟਾਓ ਜਾਂ ਸਭ ਹਟਾ ਦਿਓ।',

  'near.sort.price_asc': 'ਭਾਅ: ਘੱਟ ਤੋਂ ਵੱਧ',
  'near.sort.price_desc': 'ਭਾਅ: ਵੱਧ ਤੋਂ ਘੱਟ',
  'nearChip.sort.price_asc': 'ਸਭ ਤੋਂ ਸਸਤੀ ਪਹਿਲਾਂ',
  'nearChip.sort.price_desc': 'ਸਭ ਤੋਂ ਮਹਿੰਗੀ ਪਹਿਲਾਂ',

  'filters.category': 'ਸ਼੍ਰੇਣੀ',
  'filters.allCategories': 'ਸਾਰੀਆਂ',
  'filters.browse': 'ਸ਼੍ਰੇਣੀ ਅਨੁਸਾਰ ਵੇਖੋ',
  'filters.category.cereal': 'ਅਨਾਜ',
  'filters.category.pulse': 'ਦਾਲਾਂ',
  'filters.category.vegetable': 'ਸਬਜ਼ੀਆਂ',
  'filters.category.fruit': 'ਫਲ',
  'filters.category.spice': 'ਮਸਾਲੇ',
  'filters.category.oilseed': 'ਤੇਲ ਬੀਜ',
  'filters.category.fibre': 'ਰੇਸ਼ੇ ਵਾਲੀਆਂ ਫ਼ਸਲਾਂ',
  'filters.category.plantation': 'ਬਾਗ਼ਾਨੀ ਫ਼ਸਲਾਂ',
  'filters.category.dry_fruit': 'ਸੁੱਕੇ ਮੇਵੇ',
  'filters.category.flower': 'ਫੁੱਲ',
  'filters.category.other': 'ਹੋਰ ਉਪਜ',

  'filters.price': 'ਭਾਅ ਦੀ ਹੱਦ',
  'filters.minPrice': 'ਘੱਟੋ-ਘੱਟ (₹)',
  'filters.maxPrice': 'ਵੱਧ ਤੋਂ ਵੱਧ (₹)',
  'filters.priceUnit': 'ਭਾਅ ਕਿਸ ਹਿਸਾਬ ਨਾਲ',
  'filters.perUnit': 'ਪ੍ਰਤੀ {{unit}}',
  'filters.priceHintWeight': 'ਕੁਇੰਟਲ ਅਤੇ ਟਨ ਵਾਲੇ ਭਾਅ ਵੀ ਪ੍ਰਤੀ {{unit}} ਦੇ ਹਿਸਾਬ ਨਾਲ ਮਿਲਾਏ ਜਾਂਦੇ ਹਨ।',
  'filters.priceHintOther': 'ਸਿਰਫ਼ ਉਹ ਉਪਜ ਜੋ ਪ੍ਰਤੀ {{unit}} ਵਿਕਦੀ ਹੈ।',
  'filters.priceBetween': '{{min}} ਤੋਂ {{max}} / {{unit}}',
  'filters.priceUpTo': '{{price}} / {{unit}} ਤੱਕ',
  'filters.priceFrom': 'ਘੱਟੋ-ਘੱਟ {{price}} / {{unit}}',

  'filters.grade': 'ਗ੍ਰੇਡ',
  'filters.gradeAll': 'ਕੋਈ ਵੀ ਗ੍ਰੇਡ',
  'filters.gradeName': 'ਗ੍ਰੇਡ {{grade}}',
  'filters.organic': 'ਸਿਰਫ਼ ਜੈਵਿਕ',
  'filters.organicChip': 'ਜੈਵਿਕ',
  'filters.inStock': 'ਸਿਰਫ਼ ਉਪਲਬਧ',
  'filters.inStockChip': 'ਉਪਲਬਧ',

  'filters.savedWith': 'ਖੋਜ ਨਾਲ ਇਹ ਸ਼ਰਤਾਂ ਵੀ ਸੰਭਾਲੀਆਂ ਜਾਣਗੀਆਂ: {{filters}}',
};
