import type { SearchKey } from '../en/search';

/** ಕನ್ನಡ: ಫೋನ್‌ನಲ್ಲಿ ಹುಡುಕಾಟ, ಫಲಿತಾಂಶಗಳು ಮತ್ತು ಕಾರ್ಡ್‌ಗಳ ಬರಹ (kn/index.ts ಚಿಕ್ಕದಾಗಿಡಲು ಬೇರೆ). */
export const searchKn: Readonly<Record<SearchKey, string>> = {
  'card.available': '{{quantity}} ಲಭ್ಯವಿದೆ',
  'card.posted': '{{age}} ಪೋಸ್ಟ್ ಮಾಡಲಾಗಿದೆ',

  'nearChip.anywhere': 'ಎಲ್ಲಿಯಾದರೂ',
  'nearChip.nearYou': 'ನಿಮ್ಮ ಹತ್ತಿರ',
  'nearChip.nearYourAddress': 'ನಿಮ್ಮ ವಿಳಾಸದ ಹತ್ತಿರ',
  'nearChip.pincode': 'ಪಿನ್ {{pincode}}',
  'nearChip.km': '{{km}} ಕಿ.ಮೀ.',
  'nearChip.sort.newest': 'ಹೊಸವು',
  'nearChip.sort.distance': 'ಹತ್ತಿರದವು',
  'nearChip.sort.relevance': 'ಹೆಚ್ಚು ಹೊಂದುವವು',
  'nearChip.showResults': 'ಫಲಿತಾಂಶ ತೋರಿಸಿ',
  'sheet.close': 'ಮುಚ್ಚಿ',

  'results.found_one': '{{number}} ಉತ್ಪನ್ನ ಸಿಕ್ಕಿದೆ',
  'results.found_other': '{{number}} ಉತ್ಪನ್ನಗಳು ಸಿಕ್ಕಿವೆ',
  'results.foundCapped': '{{number}}+ ಉತ್ಪನ್ನಗಳು ಸಿಕ್ಕಿವೆ',
  'results.listed_one': '{{number}} ಉತ್ಪನ್ನ',
  'results.listed_other': '{{number}} ಉತ್ಪನ್ನಗಳು',
  'results.emptyRadius': '{{km}} ಕಿ.ಮೀ. ಒಳಗೆ ಏನೂ ಇಲ್ಲ — {{next}} ಕಿ.ಮೀ. ಪ್ರಯತ್ನಿಸಿ',
  'results.emptyRadiusMax': '{{km}} ಕಿ.ಮೀ. ಒಳಗೆ ಏನೂ ಇಲ್ಲ — ಎಷ್ಟು ದೂರವಾದರೂ ಹುಡುಕಿ',
  'results.tryRadius': '{{km}} ಕಿ.ಮೀ. ಒಳಗೆ ಹುಡುಕಿ',
  'results.tryAnyDistance': 'ಎಷ್ಟು ದೂರವಾದರೂ ಹುಡುಕಿ',

  'search.fallbackNote': '{{address}} ನಲ್ಲಿ {{name}} ಇಲ್ಲ — ಇಡೀ ಭಾರತವನ್ನು ತೋರಿಸುತ್ತಿದ್ದೇವೆ',
  'search.onlyAddress': '{{address}} ನಲ್ಲಿ ಮಾತ್ರ',
  'search.noneInAddress': '{{address}} ನಲ್ಲಿ {{name}} ಇಲ್ಲ',
  'search.showAllIndia': 'ಇಡೀ ಭಾರತ ತೋರಿಸಿ',
  'search.emptyHint': 'ಕಾಗುಣಿತ ಪರಿಶೀಲಿಸಿ, ಅಥವಾ ಬೇರೆ ಬೆಳೆ ಅಥವಾ ಚಿಕ್ಕ ಹೆಸರಿನಿಂದ ಹುಡುಕಿ.',
  'search.suggestions': 'ಸಲಹೆಗಳು',

  'home.searchLabel': 'ನೀವು ಏನು ಖರೀದಿಸಲು ಬಯಸುತ್ತೀರಿ?',
};
