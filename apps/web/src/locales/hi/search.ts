import type { SearchKey } from '../en/search';

/** हिन्दी: फ़ोन पर खोज, नतीजों और कार्ड के पाठ (hi/index.ts को छोटा रखने के लिए अलग)। */
export const searchHi: Readonly<Record<SearchKey, string>> = {
  'card.available': '{{quantity}} उपलब्ध',
  'card.posted': '{{age}} डाली गई',

  'nearChip.anywhere': 'कहीं भी',
  'nearChip.nearYou': 'आपके पास',
  'nearChip.nearYourAddress': 'आपके पते के पास',
  'nearChip.pincode': 'पिन {{pincode}}',
  'nearChip.km': '{{km}} किमी',
  'nearChip.sort.newest': 'नई पहले',
  'nearChip.sort.distance': 'पास वाली पहले',
  'nearChip.sort.relevance': 'सबसे मिलती-जुलती',
  'nearChip.showResults': 'नतीजे दिखाएँ',
  'sheet.close': 'बंद करें',

  'results.found_one': '{{number}} फ़सल मिली',
  'results.found_other': '{{number}} फ़सलें मिलीं',
  'results.foundCapped': '{{number}}+ फ़सलें मिलीं',
  'results.listed_one': '{{number}} फ़सल',
  'results.listed_other': '{{number}} फ़सलें',
  'results.emptyRadius': '{{km}} किमी के अंदर कुछ नहीं मिला — {{next}} किमी तक देखें',
  'results.emptyRadiusMax': '{{km}} किमी के अंदर कुछ नहीं मिला — कोई भी दूरी चुनकर देखें',
  'results.tryRadius': '{{km}} किमी तक खोजें',
  'results.tryAnyDistance': 'किसी भी दूरी पर खोजें',

  'search.fallbackNote': '{{address}} में {{name}} नहीं मिला — पूरे भारत के नतीजे दिखा रहे हैं',
  'search.onlyAddress': 'सिर्फ़ {{address}} में',
  'search.noneInAddress': '{{address}} में {{name}} नहीं मिला',
  'search.showAllIndia': 'पूरे भारत में देखें',
  'search.emptyHint': 'वर्तनी जाँचें, या कोई दूसरी फ़सल या छोटा नाम आज़माएँ।',
  'search.suggestions': 'सुझाव',
  'home.searchLabel': 'आप क्या ख़रीदना चाहते हैं?',
};
