import type { PrivacyKey } from '../en/privacy';

/** తెలుగు: contact details on a need-to-know basis and the person's own data. */
export const privacyTe: Readonly<Record<PrivacyKey, string>> = {
  'privacy.deletedUser': 'తొలగించిన వినియోగదారు',
  'privacy.contactHidden':
    '{{name}} ఇంకా మీకు ఫోన్ నంబర్ గానీ ఈమెయిల్ గానీ ఇవ్వలేదు. {{name}} మీకు రాసినప్పుడు లేదా పంచుకున్నప్పుడు అవి ఇక్కడ కనిపిస్తాయి.',
  'privacy.shareMyNumber': 'నా నంబర్ పంచుకో',
  'privacy.shareMyNumberHint': '{{name}} మీ ఫోన్ నంబర్, ఈమెయిల్ చూడగలరు.',
  'privacy.shared': 'ఇప్పుడు {{name}} మీ ఫోన్ నంబర్, ఈమెయిల్ చూడగలరు.',
  'privacy.shareFailed': 'మీ నంబర్ పంచుకోలేకపోయాం. మళ్లీ ప్రయత్నించండి.',
  'privacy.numberShared': '{{name}} మీ ఫోన్ నంబర్, ఈమెయిల్ చూడగలరు.',
  'privacy.yourData': 'మీ సమాచారం',
  'privacy.yourDataIntro': 'కిసాన్‌సేతు దగ్గర మీ గురించి ఉన్న సమాచారం అంతటి కాపీని డౌన్‌లోడ్ చేసుకోండి, లేదా మీ ఖాతాను మూసివేయండి.',
  'privacy.download': 'నా సమాచారం డౌన్‌లోడ్ చేయి',
  'privacy.downloading': 'మీ ఫైల్ సిద్ధమవుతోంది...',
  'privacy.downloadFailed': 'మీ సమాచారం డౌన్‌లోడ్ కాలేదు. మళ్లీ ప్రయత్నించండి.',
  'privacy.deleteAccount': 'నా ఖాతా తొలగించు',
  'privacy.deleteTitle': 'మీ ఖాతాను తొలగించాలా?',
  'privacy.deleteText':
    'మీ ఖాతా వెంటనే మూసివేయబడుతుంది: అన్ని చోట్ల నుంచి లాగ్ అవుట్ అవుతారు, మీ పంటలు, ఇష్టాల జాబితా, సేవ్ చేసిన వెతుకులాటలు, అభ్యర్థనలు తీసివేయబడతాయి, మీ పేరు, ఫోన్, ఈమెయిల్, చిరునామా చెరిపివేయబడతాయి. మీరు మాట్లాడినవారి దగ్గర సందేశాలు ఉంటాయి, వారికి “తొలగించిన వినియోగదారు” అని కనిపిస్తుంది. దీన్ని వెనక్కి తీసుకోలేరు.',
  'privacy.deletePassword': 'నిర్ధారించడానికి మీ పాస్‌వర్డ్ ఇవ్వండి',
  'privacy.deleteConfirm': 'నా ఖాతా తొలగించు',
  'privacy.deleting': 'తొలగిస్తోంది...',
  'privacy.deleteFailed': 'మీ ఖాతాను తొలగించలేకపోయాం. మళ్లీ ప్రయత్నించండి.',
};
