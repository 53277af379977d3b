import type { SearchKey } from '../en/search';

/** ਪੰਜਾਬੀ: ਫ਼ੋਨ ’ਤੇ ਖੋਜ, ਨਤੀਜੇ ਅਤੇ ਕਾਰਡ ਦੀਆਂ ਲਿਖਤਾਂ (pa/index.ts ਛੋਟੀ ਰੱਖਣ ਲਈ ਵੱਖ). */
export const searchPa: Readonly<Record<SearchKey, string>> = {
  'card.available': '{{quantity}} ਉਪਲਬਧ',
  'card.posted': '{{age}} ਪਾਈ',

  'nearChip.anywhere': 'ਕਿਤੇ ਵੀ',
  'nearChip.nearYou': 'ਤੁਹਾਡੇ ਨੇੜੇ',
  'nearChip.nearYourAddress': 'ਤੁਹਾਡੇ ਪਤੇ ਦੇ ਨੇੜੇ',
  'nearChip.pincode': 'ਪਿੰਨ {{pincode}}',
  'nearChip.km': '{{km}} ਕਿ.ਮੀ.',
  'nearChip.sort.newest': 'ਨਵੀਂ ਪਹਿਲਾਂ',
  'nearChip.sort.distance': 'ਨੇੜੇ ਵਾਲੀ ਪਹਿਲਾਂ',
  'nearChip.sort.relevance': 'ਸਭ ਤੋਂ ਵੱਧ ਮੇਲ ਖਾਂਦੀ',
  'nearChip.showResults': 'ਨਤੀਜੇ ਵਿਖਾਓ',
  'sheet.close': 'ਬੰਦ ਕਰੋ',

  'results.found_one': '{{number}} ਉਪਜ ਮਿਲੀ',
  'results.found_other': '{{number}} ਉਪਜਾਂ ਮਿਲੀਆਂ',
  'results.foundCapped': '{{number}}+ ਉਪਜਾਂ ਮਿਲੀਆਂ',
  'results.listed_one': '{{number}} ਉਪਜ',
  'results.listed_other': '{{number}} ਉਪਜਾਂ',
  'results.emptyRadius': '{{km}} ਕਿ.ਮੀ. ਦੇ ਅੰਦਰ ਕੁਝ ਨਹੀਂ — {{next}} ਕਿ.ਮੀ. ਤੱਕ ਵੇਖੋ',
  'results.emptyRadiusMax': '{{km}} ਕਿ.ਮੀ. ਦੇ ਅੰਦਰ ਕੁਝ ਨਹੀਂ — ਕਿੰਨੀ ਵੀ ਦੂਰੀ ਚੁਣ ਕੇ ਵੇਖੋ',
  'results.tryRadius': '{{km}} ਕਿ.ਮੀ. ਤੱਕ ਖੋਜੋ',
  'results.tryAnyDistance': 'ਕਿੰਨੀ ਵੀ ਦੂਰੀ ’ਤੇ ਖੋਜੋ',
  'search.fallbackNote': '{{address}} ਵਿੱਚ {{name}} ਨਹੀਂ — ਪੂਰੇ ਭਾਰਤ ਦੇ ਨਤੀਜੇ ਵਿਖਾ ਰਹੇ ਹਾਂ',
  'search.onlyAddress': 'ਸਿਰਫ਼ {{address}} ਵਿੱਚ',
  'search.noneInAddress': '{{address}} ਵਿੱਚ {{name}} ਨਹੀਂ',
  'search.showAllIndia': 'ਪੂਰੇ ਭਾਰਤ ਵਿੱਚ ਵੇਖੋ',
  'search.emptyHint': 'ਸ਼ਬਦ-ਜੋੜ ਵੇਖੋ, ਜਾਂ ਕੋਈ ਹੋਰ ਫ਼ਸਲ ਜਾਂ ਛੋਟਾ ਨਾਂ ਲਿਖ ਕੇ ਵੇਖੋ।',

  'search.suggestions': 'ਸੁਝਾਅ',
  'home.searchLabel': 'ਤੁਸੀਂ ਕੀ ਖਰੀਦਣਾ ਚਾਹੁੰਦੇ ਹੋ?',
};
