import type { SearchKey } from '../en/search';

/** मराठी: फोनवरील शोध, निकाल आणि कार्डचे मजकूर (mr/index.ts लहान ठेवण्यासाठी वेगळे). */
export const searchMr: Readonly<Record<SearchKey, string>> = {
  'card.available': '{{quantity}} उपलब्ध',
  'card.posted': '{{age}} टाकला',

  'nearChip.anywhere': 'कुठेही',
  'nearChip.nearYou': 'तुमच्या जवळ',
  'nearChip.nearYourAddress': 'तुमच्या पत्त्याजवळ',
  'nearChip.pincode': 'पिन {{pincode}}',
  'nearChip.km': '{{km}} किमी',
  'nearChip.sort.newest': 'नवीन आधी',
  'nearChip.sort.distance': 'जवळचे आधी',
  'nearChip.sort.relevance': 'सर्वात जुळणारे',
  'nearChip.showResults': 'निकाल दाखवा',
  'sheet.close': 'बंद करा',

  'results.found_one': '{{number}} शेतमाल सापडला',
  'results.found_other': '{{number}} शेतमाल सापडले',
  'results.foundCapped': '{{number}}+ शेतमाल सापडले',
  'results.listed_one': '{{number}} शेतमाल',
  'results.listed_other': '{{number}} शेतमाल',
  'results.emptyRadius': '{{km}} किमीच्या आत काहीही नाही — {{next}} किमीपर्यंत पाहा',
  'results.emptyRadiusMax': '{{km}} किमीच्या आत काहीही नाही — कितीही अंतर निवडून पाहा',
  'results.tryRadius': '{{km}} किमीपर्यंत शोधा',
  'results.tryAnyDistance': 'कितीही अंतरावर शोधा',

  'search.fallbackNote': '{{address}} मध्ये {{name}} नाही — संपूर्ण भारतातील निकाल दाखवत आहोत',
  'search.onlyAddress': 'फक्त {{address}} मध्ये',
  'search.noneInAddress': '{{address}} मध्ये {{name}} नाही',
  'search.showAllIndia': 'संपूर्ण भारतात पाहा',
  'search.emptyHint': 'स्पेलिंग तपासा, किंवा दुसरे पीक किंवा लहान नाव टाकून पाहा.',
  'search.suggestions': 'सूचना',
  'home.searchLabel': 'तुम्हाला काय खरेदी करायचे आहे?',
};
