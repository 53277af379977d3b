import type { PageTexts } from './page-texts';

/** తెలుగు (te): the words of a server-rendered page and its link preview, `{{name}}` filled by the server. */
export const PAGE_TEXTS_TE: PageTexts = {
  homeTitle: 'కిసాన్‌సేతు: రైతులు, కొనుగోలుదారులు నేరుగా',
  siteDescription:
    'KisanSetu భారతీయ రైతులను కొనుగోలుదారులతో కలుపుతుంది: ధర, ఫోటోలతో మీ పంటను జాబితాలో పెట్టండి, దగ్గరలోని పంటలను వెతకండి, రైతుతో నేరుగా మాట్లాడండి.',
  listTitle: 'రైతుల తాజా పంటలు',
  searchTitle: 'మీ దగ్గర పంటలను వెతకండి',
  newestCrops: 'కొత్తగా వచ్చిన పంటలు',
  productTitle: '{{productName}} {{price}}, స్థలం: {{place}}',
  soldMark: '(అమ్ముడైంది)',
  expiredMark: '(గడువు ముగిసింది)',
  productDescription: '{{sellerName}} నుండి {{quantity}} {{unit}}.',
  sellerTitle: '{{name}}, రైతు, {{place}}',
  sellerDescription: 'KisanSetu లో {{name}} పంటలను చూసి, వారితో నేరుగా మాట్లాడండి.',
  soldNote: 'ఈ పంట అమ్ముడైంది.',
  expiredNote: 'ఈ జాబితా గడువు ముగిసింది.',
  photoOf: '{{productName}} ఫోటో',
  soldBy: 'అమ్మేవారు: {{seller}}',
  quantity: 'పరిమాణం',
  place: 'స్థలం',
  description: 'వివరణ',
  noCrops: 'ఇంకా ఏ పంటా జాబితాలో లేదు.',
  byName: 'అమ్మేవారు: {{name}}',
  farmerAt: 'రైతు, {{place}}',
  cropsForSale: 'అమ్మకానికి ఉన్న పంటలు',
};

/** Open Graph's locale for తెలుగు pages. */
export const OG_LOCALE_TE = 'te_IN';
