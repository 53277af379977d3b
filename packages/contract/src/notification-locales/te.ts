import type { Unit } from '../constants';
import type { NotificationTexts } from '../notification-texts';

/** తెలుగు (te): each notification kind's title and body, `{{name}}` filled from its params. */
export const NOTIFICATION_TEXTS_TE: NotificationTexts = {
  wishlist_sold: {
    title: 'మీ ఇష్టాల జాబితాలోని ఒక పంట ఇప్పుడు లేదు',
    body: '{{productName}} అమ్ముడైంది లేదా రైతు తీసేశారు.',
  },
  wishlist_price_drop: {
    title: 'మీ ఇష్టాల జాబితాలో ధర తగ్గింది',
    body: '{{productName}} ఇప్పుడు ₹{{price}}/{{unit}} (ఇంతకు ముందు ₹{{oldPrice}}).',
  },
  saved_search_match: {
    title: 'మీ వెతుకులాట "{{query}}"కు కొత్త పంట',
    body: '{{productName}}, ₹{{price}}/{{unit}}, {{address}}లో.',
  },
  listing_expiring: {
    title: 'మీ ప్రకటన గడువు త్వరలో ముగుస్తుంది',
    body: '{{productName}} 2 రోజుల్లో జాబితాల నుంచి తొలగిపోతుంది. కనిపిస్తూ ఉండాలంటే పునరుద్ధరించండి.',
  },
  request_offer: {
    title: 'మీ అవసరానికి కొత్త ఆఫర్',
    body: '{{sellerName}} {{productName}}ను ₹{{price}}/{{unit}}కు ఇస్తామన్నారు.',
  },
  request_match: {
    title: 'కొనుగోలుదారు అవసరానికి సరిపోయే కొత్త ప్రకటన',
    body: '{{productName}}: {{quantity}} {{unit}}, {{address}}లో.',
  },
  deal_proposed: {
    title: '{{productName}} కోసం కొత్త ఆఫర్',
    body: '{{name}} {{quantity}} {{unit}} కు ₹{{price}}/{{unit}} ఆఫర్ చేశారు. చాట్‌లో జవాబు ఇవ్వండి.',
  },
  deal_accepted: {
    title: 'ఒప్పందం ఖరారు: {{productName}}',
    body: '{{name}} {{quantity}} {{unit}} కు ₹{{price}}/{{unit}} అంగీకరించారు.',
  },
  deal_done: {
    title: 'ఒప్పందం పూర్తి: {{productName}}',
    body: 'మీరు, {{name}} ఇద్దరూ ఒప్పందం పూర్తయిందని గుర్తించారు. ఇప్పుడు {{name}} కు రేటింగ్ ఇవ్వండి.',
  },
};

/** తెలుగు (te): the units' names, for a notification's `{{unit}}` and the web's `unit.<id>`. */
export const UNIT_NAMES_TE: Record<Unit, string> = {
  kg: 'కిలో',
  quintal: 'క్వింటాల్',
  ton: 'టన్ను',
  liters: 'లీటరు',
  pieces: 'సంఖ్య',
};
