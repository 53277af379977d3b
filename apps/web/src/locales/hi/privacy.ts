import type { PrivacyKey } from '../en/privacy';

/** हिन्दी: contact details on a need-to-know basis and the person's own data. */
export const privacyHi: Readonly<Record<PrivacyKey, string>> = {
  'privacy.deletedUser': 'हटाया गया उपयोगकर्ता',
  'privacy.contactHidden':
    '{{name}} ने अभी तक आपको अपना फ़ोन नंबर या ईमेल नहीं दिया है। जब {{name}} आपको लिखेंगे या नंबर शेयर करेंगे, तब ये यहाँ दिखेंगे।',
  'privacy.shareMyNumber': 'मेरा नंबर शेयर करें',
  'privacy.shareMyNumberHint': '{{name}} आपका फ़ोन नंबर और ईमेल देख पाएँगे।',
  'privacy.shared': 'अब {{name}} आपका फ़ोन नंबर और ईमेल देख सकते हैं।',
  'privacy.shareFailed': 'आपका नंबर शेयर नहीं हो सका। कृपया फिर से कोशिश करें।',
  'privacy.numberShared': '{{name}} आपका फ़ोन नंबर और ईमेल देख सकते हैं।',
  'privacy.yourData': 'आपकी जानकारी',
  'privacy.yourDataIntro': 'किसानसेतु के पास आपकी जो भी जानकारी है, उसकी कॉपी डाउनलोड करें, या अपना खाता बंद करें।',
  'privacy.download': 'मेरी जानकारी डाउनलोड करें',
  'privacy.downloading': 'आपकी फ़ाइल तैयार हो रही है...',
  'privacy.downloadFailed': 'आपकी जानकारी डाउनलोड नहीं हो सकी। कृपया फिर से कोशिश करें।',
  'privacy.deleteAccount': 'मेरा खाता हटाएँ',
  'privacy.deleteTitle': 'अपना खाता हटाएँ?',
  'privacy.deleteText':
    'आपका खाता तुरंत बंद हो जाएगा: आप हर जगह से लॉग आउट हो जाएँगे, आपकी फ़सलें, पसंद की सूची, सहेजी खोजें और माँगें हट जाएँगी, और आपका नाम, फ़ोन, ईमेल और पता मिटा दिया जाएगा। जिनसे आपने बात की, उनके पास संदेश रहेंगे और उन्हें “हटाया गया उपयोगकर्ता” दिखेगा। यह वापस नहीं हो सकता।',
  'privacy.deletePassword': 'पुष्टि के लिए अपना पासवर्ड डालें',
  'privacy.deleteConfirm': 'मेरा खाता हटाएँ',
  'privacy.deleting': 'हटाया जा रहा है...',
  'privacy.deleteFailed': 'आपका खाता हटाया नहीं जा सका। कृपया फिर से कोशिश करें।',
};
