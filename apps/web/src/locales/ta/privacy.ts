import type { PrivacyKey } from '../en/privacy';

/** தமிழ்: contact details on a need-to-know basis and the person's own data. */
export const privacyTa: Readonly<Record<PrivacyKey, string>> = {
  'privacy.deletedUser': 'நீக்கப்பட்ட பயனர்',
  'privacy.contactHidden':
    '{{name}} இன்னும் உங்களுக்குத் தொலைபேசி எண்ணையோ மின்னஞ்சலையோ பகிரவில்லை. {{name}} உங்களுக்கு எழுதும்போது அல்லது பகிரும்போது அவை இங்கே தெரியும்.',
  'privacy.shareMyNumber': 'என் எண்ணைப் பகிர்',
  'privacy.shareMyNumberHint': '{{name}} உங்கள் தொலைபேசி எண்ணையும் மின்னஞ்சலையும் பார்ப்பார்.',
  'privacy.shared': 'இப்போது {{name}} உங்கள் தொலைபேசி எண்ணையும் மின்னஞ்சலையும் பார்க்கலாம்.',
  'privacy.shareFailed': 'உங்கள் எண்ணைப் பகிர முடியவில்லை. மீண்டும் முயற்சிக்கவும்.',
  'privacy.numberShared': '{{name}} உங்கள் தொலைபேசி எண்ணையும் மின்னஞ்சலையும் பார்க்கலாம்.',
  'privacy.yourData': 'உங்கள் தகவல்',
  'privacy.yourDataIntro':
    'KisanSetu வைத்திருக்கும் உங்கள் தகவல் அனைத்தின் நகலைப் பதிவிறக்குங்கள், அல்லது உங்கள் கணக்கை மூடுங்கள்.',
  'privacy.download': 'என் தகவலைப் பதிவிறக்கு',
  'privacy.downloading': 'உங்கள் கோப்பு தயாராகிறது...',
  'privacy.downloadFailed': 'உங்கள் தகவலைப் பதிவிறக்க முடியவில்லை. மீண்டும் முயற்சிக்கவும்.',
  'privacy.deleteAccount': 'என் கணக்கை நீக்கு',
  'privacy.deleteTitle': 'உங்கள் கணக்கை நீக்கவா?',
  'privacy.deleteText':
    'உங்கள் கணக்கு உடனே மூடப்படும்: எல்லா இடங்களிலிருந்தும் வெளியேற்றப்படுவீர்கள், உங்கள் பயிர்கள், விருப்பப் பட்டியல், சேமித்த தேடல்கள், கோரிக்கைகள் நீக்கப்படும், உங்கள் பெயர், தொலைபேசி, மின்னஞ்சல், முகவரி அழிக்கப்படும். நீங்கள் பேசியவர்களிடம் செய்திகள் இருக்கும்; அவர்களுக்கு “நீக்கப்பட்ட பயனர்” என்று தெரியும். இதைத் திரும்பப் பெற முடியாது.',
  'privacy.deletePassword': 'உறுதிசெய்ய உங்கள் கடவுச்சொல்லை உள்ளிடுங்கள்',
  'privacy.deleteConfirm': 'என் கணக்கை நீக்கு',
  'privacy.deleting': 'நீக்கப்படுகிறது...',
  'privacy.deleteFailed': 'உங்கள் கணக்கை நீக்க முடியவில்லை. மீண்டும் முயற்சிக்கவும்.',
};
