import type { pricesEn } from '../en/prices';

/** தமிழ்: சந்தை (ஒழுங்குமுறை விற்பனைக் கூடம்) விலைகள். */
export const pricesTa: Record<keyof typeof pricesEn, string> = {
  'prices.nearbyHeading': 'அருகிலுள்ள சந்தை விலைகள்',
  'prices.sample': 'மாதிரி விலைகள்',
  'prices.sourcePrefix': 'ஆதாரம்:',
  'prices.marketPlace': '{{market}}, {{district}}',
  'prices.onDate': '{{date}} அன்று',
  'prices.notComparable': 'சந்தை விலைகள் குவிண்டாலுக்கானவை; {{unit}} விலையுடன் ஒப்பிட முடியாது.',
  'prices.compareBelow': '{{market}} விலையை விட {{percent}}% குறைவு',
  'prices.compareAbove': '{{market}} விலையை விட {{percent}}% அதிகம்',
  'prices.compareSame': '{{market}} விலைக்குக் கிட்டத்தட்ட சமம்',
  'prices.hint': '{{date}} அன்று {{market}} இல் {{price}} கிடைத்தது',
  'prices.pageTitle': 'சந்தை விலைகள்',
  'prices.pageIntro':
    'உங்களுக்கு அருகிலுள்ள சந்தைகளில் (ஒழுங்குமுறை விற்பனைக் கூடங்களில்) ஒரு பயிர் நாள்தோறும் என்ன விலைக்குப் போனது.',
  'prices.cropField': 'பயிர்',
  'prices.cropHint': 'எந்த மொழியிலும்: வெங்காயம், vengayam, onion',
  'prices.commonCrops': 'பொதுவான பயிர்கள்',
  'prices.pincodeOwnPlace': 'உங்கள் சொந்த இடம்',
  'prices.show': 'விலைகளைக் காட்டு',
  'prices.pickCrop': 'அருகிலுள்ள சந்தைகளில் விலையைப் பார்க்க ஒரு பயிரைத் தேர்ந்தெடுங்கள்.',
  'prices.loading': 'சந்தை விலைகள் ஏற்றப்படுகின்றன...',
  'prices.failed': 'சந்தை விலைகளை ஏற்ற முடியவில்லை. இணைப்பைச் சரிபார்த்து மீண்டும் முயலுங்கள்.',
  'prices.none': 'உங்கள் அருகிலுள்ள எந்தச் சந்தையிலும் இன்னும் {{crop}} விலை பதிவாகவில்லை.',
  'prices.resultsHeading': 'அருகிலுள்ள சந்தைகளில் {{crop}}',
  'prices.unitField': 'விலையைக் காட்ட வேண்டிய அலகு',
  'prices.range': 'குறைந்தது {{min}}, அதிகபட்சம் {{max}}',
  'prices.trendSummary':
    '{{market}} இல் பொதுவான விலை: {{fromDate}} அன்று {{from}}, {{toDate}} அன்று {{to}}; குறைந்தது {{low}}, அதிகபட்சம் {{high}}.',
  'prices.showTable': 'அட்டவணையாகக் காட்டு',
  'prices.tableCaption': '{{market}} இல் நாள்தோறும் பொதுவான விலை',
  'prices.dateColumn': 'தேதி',
  'prices.modalColumn': 'பொதுவான விலை',
  'prices.trendLink': '30 நாள் விலைகள்',
  'prices.footerLink': 'சந்தை விலைகள்',
  'prices.fromPlace': '{{place}} இல் உள்ள பதிவிலிருந்து அளக்கப்பட்டது; உங்கள் இடத்திலிருந்து அளக்க பின் கோடை உள்ளிடுங்கள்.',
};
