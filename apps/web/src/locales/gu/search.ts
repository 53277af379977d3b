import type { SearchKey } from '../en/search';

/** ગુજરાતી: ફોન પર શોધ, પરિણામ અને કાર્ડનાં લખાણ (gu/index.ts નાની રાખવા અલગ). */
export const searchGu: Readonly<Record<SearchKey, string>> = {
  'card.available': '{{quantity}} ઉપલબ્ધ',
  'card.posted': '{{age}} મૂકી',

  'nearChip.anywhere': 'ગમે ત્યાં',
  'nearChip.nearYou': 'તમારી નજીક',
  'nearChip.nearYourAddress': 'તમારા સરનામા પાસે',
  'nearChip.pincode': 'પિન {{pincode}}',
  'nearChip.km': '{{km}} કિ.મી.',
  'nearChip.sort.newest': 'નવી પહેલાં',
  'nearChip.sort.distance': 'નજીકની પહેલાં',
  'nearChip.sort.relevance': 'સૌથી વધુ મેળ ખાતી',
  'nearChip.showResults': 'પરિણામ બતાવો',
  'sheet.close': 'બંધ કરો',

  'results.found_one': '{{number}} ખેતપેદાશ મળી',
  'results.found_other': '{{number}} ખેતપેદાશ મળી',
  'results.foundCapped': '{{number}}+ ખેતપેદાશ મળી',
  'results.listed_one': '{{number}} ખેતપેદાશ',
  'results.listed_other': '{{number}} ખેતપેદાશ',
  'results.emptyRadius': '{{km}} કિ.મી.ની અંદર કંઈ નથી — {{next}} કિ.મી. સુધી જુઓ',
  'results.emptyRadiusMax': '{{km}} કિ.મી.ની અંદર કંઈ નથી — ગમે તેટલું અંતર પસંદ કરી જુઓ',
  'results.tryRadius': '{{km}} કિ.મી. સુધી શોધો',
  'results.tryAnyDistance': 'ગમે તેટલા અંતરે શોધો',
  'search.fallbackNote': '{{address}}માં {{name}} નથી — આખા ભારતનાં પરિણામ બતાવીએ છીએ',
  'search.onlyAddress': 'ફક્ત {{address}}માં',
  'search.noneInAddress': '{{address}}માં {{name}} નથી',
  'search.showAllIndia': 'આખા ભારતમાં જુઓ',
  'search.emptyHint': 'જોડણી તપાસો, કે બીજો પાક કે ટૂંકું નામ લખી જુઓ.',

  'search.suggestions': 'સૂચનો',
  'home.searchLabel': 'તમારે શું ખરીદવું છે?',
};
