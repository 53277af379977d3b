import type { LifecycleKey } from '../en/lifecycle';

/** தமிழ்: பதிவின் காலம், அதன் நிலை, “விற்றது” மற்றும் “புதுப்பி”. */
export const lifecycleTa: Readonly<Record<LifecycleKey, string>> = {
  'listing.stay': 'பதிவு தெரியும் காலம்',
  'listing.stayDays_one': '{{count}} நாள்',
  'listing.stayDays_other': '{{count}} நாட்கள்',
  'listing.stayHint': 'அதன் பிறகு பதிவு தேடலில் தெரியாது. எப்போது வேண்டுமானாலும் புதுப்பிக்கலாம்.',
  'listing.stayHintRenew': 'இன்றிலிருந்து மீண்டும் பதிவிட விரும்பினால் மட்டும் நாட்களைத் தேர்ந்தெடுங்கள்.',
  'listing.stayKeep': 'இப்போது உள்ளபடி: {{date}} வரை',
  'listing.status.active': 'செயலில்',
  'listing.status.sold': 'விற்றது',
  'listing.status.expired': 'காலாவதியானது',
  'listing.status.hidden': 'மறைக்கப்பட்டது',
  'listing.expiresIn_one': 'செயலில் · {{count}} நாளில் காலாவதியாகும்',
  'listing.expiresIn_other': 'செயலில் · {{count}} நாட்களில் காலாவதியாகும்',
  'listing.markSold': 'விற்றதாகக் குறி',
  'listing.markSoldNamed': 'விற்றதாகக் குறி: {{name}}',
  'listing.marking': 'சேமிக்கப்படுகிறது...',
  'listing.renew': 'புதுப்பி',
  'listing.renewNamed': 'புதுப்பி: {{name}}',
  'listing.renewing': 'புதுப்பிக்கப்படுகிறது...',
  'listing.edit': 'திருத்து',
  'listing.yours': 'உங்கள் பதிவு',
  'listing.notSold': 'விற்றதாகக் குறிக்க முடியவில்லை. மீண்டும் முயலுங்கள்.',
  'listing.notRenewed': 'பதிவைப் புதுப்பிக்க முடியவில்லை. மீண்டும் முயலுங்கள்.',
  'listing.soldBanner': 'இந்தப் பயிர் விற்கப்பட்டுவிட்டது',
  'listing.soldBannerHint':
    'விவசாயியிடம் இன்னும் இருக்கலாம்: அவருடைய மற்ற பயிர்களைப் பாருங்கள் அல்லது அவருடன் அரட்டை அடியுங்கள்.',
  'listing.expiredBanner': 'இந்தப் பதிவு காலாவதியாகிவிட்டது',
  'listing.expiredBannerHint': 'இது இப்போது கிடைக்காமல் இருக்கலாம். விவசாயியிடம் அரட்டையில் கேளுங்கள்.',
  'listing.hiddenBanner': 'இந்தப் பதிவை ஒரு மதிப்பாய்வாளர் மறைத்துள்ளார்',
};
