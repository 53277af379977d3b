import type { ShareKey } from '../en/share';

/** தமிழ்: விளைபொருள் அல்லது விவசாயியின் பக்கத்தைப் பகிர்தல்: கைபேசிப் பகிர்வு, WhatsApp, இணைப்பை நகலெடுத்தல். */
export const shareTa: Readonly<Record<ShareKey, string>> = {
  'share.button': 'பகிர்',
  'share.listing': 'இந்தப் பதிவைப் பகிர்',
  'share.seller': 'இந்த விவசாயியின் பக்கத்தைப் பகிர்',
  'share.whatsapp': 'வாட்ஸ்அப்',
  'share.copy': 'இணைப்பை நகலெடு',
  'share.copied': 'இணைப்பு நகலெடுக்கப்பட்டது',
  'share.copyFailed': 'இணைப்பை நகலெடுக்க முடியவில்லை. முகவரிப் பட்டையை அழுத்திப் பிடித்து அங்கிருந்து நகலெடுங்கள்.',
  'share.listingText': '{{name}} {{price}}, {{place}} இல் — கிசான்சேதுவில்',
  'share.listingTextNoPlace': '{{name}} {{price}} — கிசான்சேதுவில்',
  'share.sellerText': '{{name}}, {{place}} விவசாயி — கிசான்சேதுவில்',
  'share.sellerTextNoPlace': '{{name}}, விவசாயி — கிசான்சேதுவில்',
};
