import type { SearchKey } from '../en/search';

/** தமிழ்: கைபேசியில் தேடல், முடிவுகள், அட்டைகள் (ta/index.ts சிறியதாக இருக்கத் தனியாக). */
export const searchTa: Readonly<Record<SearchKey, string>> = {
  'card.available': '{{quantity}} கிடைக்கும்',
  'card.posted': '{{age}} பதிவிடப்பட்டது',

  'nearChip.anywhere': 'எங்கும்',
  'nearChip.nearYou': 'உங்கள் அருகில்',
  'nearChip.nearYourAddress': 'உங்கள் முகவரி அருகில்',
  'nearChip.pincode': 'பின் {{pincode}}',
  'nearChip.km': '{{km}} கி.மீ.',
  'nearChip.sort.newest': 'புதியவை',
  'nearChip.sort.distance': 'அருகிலுள்ளவை',
  'nearChip.sort.relevance': 'மிகப் பொருத்தமானவை',
  'nearChip.showResults': 'முடிவுகளைக் காட்டு',
  'sheet.close': 'மூடு',

  'results.found_one': '{{number}} விளைபொருள் கிடைத்தது',
  'results.found_other': '{{number}} விளைபொருட்கள் கிடைத்தன',
  'results.foundCapped': '{{number}}+ விளைபொருட்கள் கிடைத்தன',
  'results.listed_one': '{{number}} விளைபொருள்',
  'results.listed_other': '{{number}} விளைபொருட்கள்',
  'results.emptyRadius': '{{km}} கி.மீ.க்குள் எதுவும் இல்லை — {{next}} கி.மீ. முயலுங்கள்',
  'results.emptyRadiusMax': '{{km}} கி.மீ.க்குள் எதுவும் இல்லை — எவ்வளவு தொலைவிலும் தேடுங்கள்',
  'results.tryRadius': '{{km}} கி.மீ.க்குள் தேடு',
  'results.tryAnyDistance': 'எவ்வளவு தொலைவிலும் தேடு',

  'search.fallbackNote': '{{address}} இல் {{name}} இல்லை — இந்தியா முழுவதையும் காட்டுகிறோம்',
  'search.onlyAddress': '{{address}} இல் மட்டும்',
  'search.noneInAddress': '{{address}} இல் {{name}} இல்லை',
  'search.showAllIndia': 'இந்தியா முழுவதையும் காட்டு',
  'search.emptyHint': 'எழுத்துக்கூட்டலைச் சரிபாருங்கள், அல்லது வேறு பயிர் அல்லது சிறிய பெயரில் தேடுங்கள்.',
  'search.suggestions': 'பரிந்துரைகள்',

  'home.searchLabel': 'நீங்கள் என்ன வாங்க விரும்புகிறீர்கள்?',
};
