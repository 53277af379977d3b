import type { ShareKey } from '../en/share';

/** ਪੰਜਾਬੀ: ਉਪਜ ਜਾਂ ਕਿਸਾਨ ਦਾ ਸਫ਼ਾ ਭੇਜਣਾ: ਫ਼ੋਨ ਦਾ ਸ਼ੇਅਰ, WhatsApp, ਲਿੰਕ ਕਾਪੀ. */
export const sharePa: Readonly<Record<ShareKey, string>> = {
  'share.button': 'ਸ਼ੇਅਰ ਕਰੋ',
  'share.listing': 'ਇਹ ਉਪਜ ਸ਼ੇਅਰ ਕਰੋ',
  'share.seller': 'ਇਸ ਕਿਸਾਨ ਦਾ ਸਫ਼ਾ ਸ਼ੇਅਰ ਕਰੋ',
  'share.whatsapp': 'ਵਟਸਐਪ',
  'share.copy': 'ਲਿੰਕ ਕਾਪੀ ਕਰੋ',
  'share.copied': 'ਲਿੰਕ ਕਾਪੀ ਹੋ ਗਿਆ',
  'share.copyFailed': 'ਲਿੰਕ ਕਾਪੀ ਨਹੀਂ ਹੋ ਸਕਿਆ। ਪਤੇ ਵਾਲੀ ਪੱਟੀ ਨੂੰ ਦਬਾ ਕੇ ਰੱਖੋ ਅਤੇ ਉੱਥੋਂ ਕਾਪੀ ਕਰੋ।',
  'share.listingText': '{{name}} {{price}}, {{place}} ਵਿੱਚ — ਕਿਸਾਨਸੇਤੂ ’ਤੇ',
  'share.listingTextNoPlace': '{{name}} {{price}} — ਕਿਸਾਨਸੇਤੂ ’ਤੇ',
  'share.sellerText': '{{name}}, {{place}} ਦੇ ਕਿਸਾਨ — ਕਿਸਾਨਸੇਤੂ ’ਤੇ',
  'share.sellerTextNoPlace': '{{name}}, ਕਿਸਾਨ — ਕਿਸਾਨਸੇਤੂ ’ਤੇ',
};
