import type { PrivacyKey } from '../en/privacy';

/** मराठी: contact details on a need-to-know basis and the person's own data. */
export const privacyMr: Readonly<Record<PrivacyKey, string>> = {
  'privacy.deletedUser': 'हटवलेला वापरकर्ता',
  'privacy.contactHidden':
    '{{name}} यांनी अजून तुम्हाला फोन नंबर किंवा ईमेल दिलेला नाही. {{name}} तुम्हाला लिहितील किंवा नंबर शेअर करतील तेव्हा ते इथे दिसतील.',
  'privacy.shareMyNumber': 'माझा नंबर शेअर करा',
  'privacy.shareMyNumberHint': '{{name}} यांना तुमचा फोन नंबर आणि ईमेल दिसेल.',
  'privacy.shared': 'आता {{name}} यांना तुमचा फोन नंबर आणि ईमेल दिसतो.',
  'privacy.shareFailed': 'तुमचा नंबर शेअर झाला नाही. कृपया पुन्हा प्रयत्न करा.',
  'privacy.numberShared': '{{name}} यांना तुमचा फोन नंबर आणि ईमेल दिसतो.',
  'privacy.yourData': 'तुमची माहिती',
  'privacy.yourDataIntro': 'किसानसेतुकडे तुमची जी माहिती आहे तिची प्रत डाउनलोड करा, किंवा तुमचे खाते बंद करा.',
  'privacy.download': 'माझी माहिती डाउनलोड करा',
  'privacy.downloading': 'तुमची फाइल तयार होत आहे...',
  'privacy.downloadFailed': 'तुमची माहिती डाउनलोड झाली नाही. कृपया पुन्हा प्रयत्न करा.',
  'privacy.deleteAccount': 'माझे खाते हटवा',
  'privacy.deleteTitle': 'तुमचे खाते हटवायचे?',
  'privacy.deleteText':
    'तुमचे खाते लगेच बंद होईल: तुम्ही सगळीकडून लॉग आउट व्हाल, तुमची पिके, आवडीची यादी, जतन केलेले शोध आणि मागण्या काढल्या जातील, आणि तुमचे नाव, फोन, ईमेल आणि पत्ता पुसला जाईल. ज्यांच्याशी तुम्ही बोललात त्यांच्याकडे संदेश राहतील आणि त्यांना “हटवलेला वापरकर्ता” दिसेल. हे परत करता येणार नाही.',
  'privacy.deletePassword': 'खात्रीसाठी तुमचा पासवर्ड टाका',
  'privacy.deleteConfirm': 'माझे खाते हटवा',
  'privacy.deleting': 'हटवत आहे...',
  'privacy.deleteFailed': 'तुमचे खाते हटवता आले नाही. कृपया पुन्हा प्रयत्न करा.',
};
