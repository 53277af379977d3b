import type { notificationsEn } from '../en/notifications';

/** தமிழ்: அறிவிப்புகள், சேமித்த தேடல்கள், கைபேசி எச்சரிக்கைகள். */
export const notificationsTa: Record<keyof typeof notificationsEn, string> = {
  'notifications.title': 'அறிவிப்புகள்',
  'notifications.bell_one': 'அறிவிப்புகள், படிக்காதது {{count}}',
  'notifications.bell_other': 'அறிவிப்புகள், படிக்காதவை {{count}}',
  'notifications.bellWithChat': 'அறிவிப்புகள், படிக்காதவை {{notifications}}, அரட்டையில் படிக்காத செய்திகள் {{chat}}',
  'notifications.chatWaiting_one': 'அரட்டையில் {{count}} செய்தி உங்களுக்காகக் காத்திருக்கிறது',
  'notifications.chatWaiting_other': 'அரட்டையில் {{count}} செய்திகள் உங்களுக்காகக் காத்திருக்கின்றன',
  'notifications.openChat': 'அரட்டையைத் திற',
  'notifications.empty': 'இன்னும் அறிவிப்புகள் இல்லை. புதிய பயிர்கள் பற்றித் தெரிந்துகொள்ள ஒரு தேடலைச் சேமியுங்கள்.',
  'notifications.loadFailed': 'அறிவிப்புகளை ஏற்ற முடியவில்லை.',
  'notifications.markAllRead': 'எல்லாவற்றையும் படித்ததாகக் குறி',
  'notifications.unread': 'படிக்காதது',
  'notifications.manageAlerts': 'சேமித்த தேடல்களும் எச்சரிக்கைகளும்',

  'savedSearch.save': 'இந்தத் தேடலைச் சேமி',
  'savedSearch.maxPrice': 'நீங்கள் தரக்கூடிய அதிகபட்ச விலை (ஒரு அலகுக்கு ₹, விருப்பப்பட்டால்)',
  'savedSearch.maxPriceHint': 'எ.கா. 25',
  'savedSearch.confirm': 'சேமி',
  'savedSearch.saving': 'சேமிக்கப்படுகிறது...',
  'savedSearch.saved': 'சேமிக்கப்பட்டது. பொருந்தும் பயிர் பதிவிடப்பட்டதும் உங்களுக்குத் தெரிவிப்போம்.',
  'savedSearch.failed': 'தேடலைச் சேமிக்க முடியவில்லை.',
  'savedSearch.title': 'சேமித்த தேடல்கள்',
  'savedSearch.intro':
    'இவற்றில் ஏதாவது ஒரு தேடலுக்குப் பொருந்தும் பயிரை ஒரு விவசாயி பதிவிட்டால், உங்களுக்கு அறிவிப்பு வரும். அதிகபட்சம் {{max}}.',
  'savedSearch.empty': 'இன்னும் சேமித்த தேடல்கள் இல்லை. ஒரு பயிரைத் தேடி, “இந்தத் தேடலைச் சேமி” என்பதைத் தொடுங்கள்.',
  'savedSearch.delete': 'சேமித்த தேடல் {{query}} ஐ நீக்கு',
  'savedSearch.deleted': 'சேமித்த தேடல் நீக்கப்பட்டது',
  'savedSearch.within': '{{km}} கி.மீ.க்குள்',
  'savedSearch.near': '{{place}} அருகில்',
  'savedSearch.upTo': '₹{{price}} வரை',
  'savedSearch.anywhere': 'எங்கும்',

  'push.title': 'இந்தக் கைபேசியில் எச்சரிக்கைகள்',
  'push.intro': 'கிசான்சேது மூடியிருந்தாலும், அறிவிப்புகளைக் கைபேசி எச்சரிக்கைகளாகப் பெறுங்கள்.',
  'push.enable': 'இந்தக் கைபேசியில் எச்சரிக்கைகளைப் பெறு',
  'push.disable': 'இந்தக் கைபேசியில் எச்சரிக்கைகளை நிறுத்து',
  'push.working': 'சற்றுப் பொறுங்கள்...',
  'push.on': 'இந்தக் கைபேசியில் எச்சரிக்கைகள் இயக்கத்தில் உள்ளன.',
  'push.denied':
    'இந்தத் தளத்துக்கு எச்சரிக்கைகள் தடுக்கப்பட்டுள்ளன. அவற்றை இயக்க, உலாவி அமைப்புகளில் அறிவிப்புகளை அனுமதியுங்கள்.',
  'push.unsupported': 'இந்த உலாவியால் கிசான்சேது எச்சரிக்கைகளைக் காட்ட முடியாது.',
  'push.failed': 'எச்சரிக்கைகளை இயக்க முடியவில்லை. மீண்டும் முயலுங்கள்.',
};
