import type { SearchKey } from '../en/search';

/** తెలుగు: ఫోన్‌లో వెతుకులాట, ఫలితాలు, కార్డుల రాతలు (te/index.ts చిన్నగా ఉంచడానికి వేరుగా). */
export const searchTe: Readonly<Record<SearchKey, string>> = {
  'card.available': '{{quantity}} అందుబాటులో ఉంది',
  'card.posted': '{{age}} పోస్ట్ చేశారు',

  'nearChip.anywhere': 'ఎక్కడైనా',
  'nearChip.nearYou': 'మీ దగ్గర',
  'nearChip.nearYourAddress': 'మీ చిరునామా దగ్గర',
  'nearChip.pincode': 'పిన్ {{pincode}}',
  'nearChip.km': '{{km}} కి.మీ.',
  'nearChip.sort.newest': 'కొత్తవి',
  'nearChip.sort.distance': 'దగ్గరివి',
  'nearChip.sort.relevance': 'బాగా సరిపోయేవి',
  'nearChip.showResults': 'ఫలితాలు చూపించు',
  'sheet.close': 'మూసివేయండి',

  'results.found_one': '{{number}} ఉత్పత్తి దొరికింది',
  'results.found_other': '{{number}} ఉత్పత్తులు దొరికాయి',
  'results.foundCapped': '{{number}}+ ఉత్పత్తులు దొరికాయి',
  'results.listed_one': '{{number}} ఉత్పత్తి',
  'results.listed_other': '{{number}} ఉత్పత్తులు',
  'results.emptyRadius': '{{km}} కి.మీ. లోపు ఏమీ లేదు — {{next}} కి.మీ. ప్రయత్నించండి',
  'results.emptyRadiusMax': '{{km}} కి.మీ. లోపు ఏమీ లేదు — ఎంత దూరమైనా వెతకండి',
  'results.tryRadius': '{{km}} కి.మీ. లోపు వెతకండి',
  'results.tryAnyDistance': 'ఎంత దూరమైనా వెతకండి',

  'search.fallbackNote': '{{address}}లో {{name}} లేదు — భారతదేశమంతా చూపిస్తున్నాం',
  'search.onlyAddress': '{{address}}లో మాత్రమే',
  'search.noneInAddress': '{{address}}లో {{name}} లేదు',
  'search.showAllIndia': 'భారతదేశమంతా చూపించు',
  'search.emptyHint': 'అక్షరాలు సరిచూడండి, లేదా వేరే పంట లేదా చిన్న పేరుతో ప్రయత్నించండి.',
  'search.suggestions': 'సూచనలు',

  'home.searchLabel': 'మీరు ఏం కొనాలనుకుంటున్నారు?',
};
