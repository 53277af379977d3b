import type { LifecycleKey } from '../en/lifecycle';

/** हिन्दी: फ़सल की अवधि, उसकी स्थिति, "बिक गई" और "फिर से चालू करें"। */
export const lifecycleHi: Readonly<Record<LifecycleKey, string>> = {
  'listing.stay': 'कितने दिन दिखे',
  'listing.stayDays_one': '{{count}} दिन',
  'listing.stayDays_other': '{{count}} दिन',
  'listing.stayHint': 'इसके बाद फ़सल खोज में नहीं दिखेगी। आप इसे कभी भी फिर से चालू कर सकते हैं।',
  'listing.stayHintRenew': 'आज से फिर से लगाने के लिए ही दिन चुनें।',
  'listing.stayKeep': 'जैसा है: {{date}} तक',

  'listing.status.active': 'चालू',
  'listing.status.sold': 'बिक गई',
  'listing.status.expired': 'अवधि ख़त्म',
  'listing.status.hidden': 'छिपाई गई',
  'listing.expiresIn_one': 'चालू · {{count}} दिन में ख़त्म',
  'listing.expiresIn_other': 'चालू · {{count}} दिन में ख़त्म',

  'listing.markSold': 'बिकी हुई दर्ज करें',
  'listing.markSoldNamed': 'बिकी हुई दर्ज करें: {{name}}',
  'listing.marking': 'सहेजा जा रहा है...',
  'listing.renew': 'फिर से चालू करें',
  'listing.renewNamed': 'फिर से चालू करें: {{name}}',
  'listing.renewing': 'चालू की जा रही है...',
  'listing.edit': 'बदलें',
  'listing.yours': 'आपकी फ़सल',
  'listing.notSold': 'बिकी हुई दर्ज नहीं हो सकी। फिर से कोशिश करें।',
  'listing.notRenewed': 'फ़सल फिर से चालू नहीं हो सकी। फिर से कोशिश करें।',

  'listing.soldBanner': 'यह फ़सल बिक चुकी है',
  'listing.soldBannerHint': 'किसान के पास और भी हो सकती है: उनकी दूसरी फ़सलें देखें या उनसे चैट करें।',
  'listing.expiredBanner': 'इस फ़सल की अवधि ख़त्म हो गई है',
  'listing.expiredBannerHint': 'हो सकता है यह अब उपलब्ध न हो। पूछने के लिए किसान से चैट करें।',
  'listing.hiddenBanner': 'इस फ़सल को मॉडरेटर ने छिपा दिया है',
};
