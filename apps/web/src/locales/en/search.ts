import { searchFirstRouteEn } from './first-route';
/** English: search, result and card texts of the phone-first search, kept apart from the other English texts. */
export const searchEn = {
  ...searchFirstRouteEn,

  'nearChip.anywhere': 'Anywhere',
  'nearChip.nearYou': 'Near you',
  'nearChip.nearYourAddress': 'Near your address',
  'nearChip.pincode': 'PIN {{pincode}}',
  'nearChip.km': '{{km}} km',
  'nearChip.sort.newest': 'Newest',
  'nearChip.sort.distance': 'Nearest',
  'nearChip.sort.relevance': 'Best match',
  'nearChip.showResults': 'Show results',
  'sheet.close': 'Close',

  'results.found_one': '{{number}} product found',
  'results.found_other': '{{number}} products found',
  'results.foundCapped': '{{number}}+ products found',
  'results.listed_one': '{{number}} product',
  'results.listed_other': '{{number}} products',
  'results.emptyRadius': 'Nothing within {{km}} km — try {{next}} km',
  'results.emptyRadiusMax': 'Nothing within {{km}} km — try any distance',
  'results.tryRadius': 'Search within {{km}} km',
  'results.tryAnyDistance': 'Search at any distance',

  'search.fallbackNote': 'No {{name}} in {{address}} — showing all of India',
  'search.onlyAddress': 'Only in {{address}}',
  'search.noneInAddress': 'No {{name}} in {{address}}',
  'search.showAllIndia': 'Show all of India',
  'search.emptyHint': 'Check the spelling, or try another crop or a shorter name.',
} as const;

export type SearchKey = keyof typeof searchEn;
