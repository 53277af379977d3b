import type { LifecycleKey } from '../en/lifecycle';

/** ਪੰਜਾਬੀ: ਉਪਜ ਦੀ ਮਿਆਦ, ਉਸ ਦੀ ਸਥਿਤੀ, “ਵਿਕ ਗਈ” ਅਤੇ “ਮੁੜ ਚਾਲੂ ਕਰੋ”. */
export const lifecyclePa: Readonly<Record<LifecycleKey, string>> = {
  'listing.stay': 'ਕਿੰਨੇ ਦਿਨ ਚਾਲੂ ਰਹੇ',
  'listing.stayDays_one': '{{count}} ਦਿਨ',
  'listing.stayDays_other': '{{count}} ਦਿਨ',
  'listing.stayHint': 'ਇਸ ਤੋਂ ਬਾਅਦ ਉਪਜ ਖੋਜ ਵਿੱਚ ਨਹੀਂ ਦਿਸੇਗੀ। ਤੁਸੀਂ ਇਸ ਨੂੰ ਕਦੇ ਵੀ ਮੁੜ ਚਾਲੂ ਕਰ ਸਕਦੇ ਹੋ।',
  'listing.stayHintRenew': 'ਅੱਜ ਤੋਂ ਦੁਬਾਰਾ ਚਾਲੂ ਕਰਨੀ ਹੋਵੇ ਤਾਂ ਹੀ ਦਿਨ ਚੁਣੋ।',
  'listing.stayKeep': 'ਜਿਵੇਂ ਹੈ: {{date}} ਤੱਕ',

  'listing.status.active': 'ਚਾਲੂ',
  'listing.status.sold': 'ਵਿਕ ਗਈ',
  'listing.status.expired': 'ਮਿਆਦ ਮੁੱਕ ਗਈ',
  'listing.status.hidden': 'ਲੁਕਾਈ ਹੋਈ',
  'listing.expiresIn_one': 'ਚਾਲੂ · {{count}} ਦਿਨ ਵਿੱਚ ਮਿਆਦ ਮੁੱਕੇਗੀ',
  'listing.expiresIn_other': 'ਚਾਲੂ · {{count}} ਦਿਨਾਂ ਵਿੱਚ ਮਿਆਦ ਮੁੱਕੇਗੀ',

  'listing.markSold': 'ਵਿਕ ਗਈ ਵਜੋਂ ਦਰਜ ਕਰੋ',
  'listing.markSoldNamed': 'ਵਿਕ ਗਈ ਵਜੋਂ ਦਰਜ ਕਰੋ: {{name}}',
  'listing.marking': 'ਸੰਭਾਲ ਰਹੇ ਹਾਂ...',
  'listing.renew': 'ਮੁੜ ਚਾਲੂ ਕਰੋ',
  'listing.renewNamed': 'ਮੁੜ ਚਾਲੂ ਕਰੋ: {{name}}',
  'listing.renewing': 'ਮੁੜ ਚਾਲੂ ਕਰ ਰਹੇ ਹਾਂ...',
  'listing.edit': 'ਬਦਲੋ',
  'listing.yours': 'ਤੁਹਾਡੀ ਉਪਜ',
  'listing.notSold': 'ਵਿਕ ਗਈ ਵਜੋਂ ਦਰਜ ਨਹੀਂ ਹੋ ਸਕਿਆ। ਕਿਰਪਾ ਕਰਕੇ ਦੁਬਾਰਾ ਕੋਸ਼ਿਸ਼ ਕਰੋ।',
  'listing.notRenewed': 'ਉਪਜ ਮੁੜ ਚਾਲੂ ਨਹੀਂ ਹੋ ਸਕੀ। ਕਿਰਪਾ ਕਰਕੇ ਦੁਬਾਰਾ ਕੋਸ਼ਿਸ਼ ਕਰੋ।',

  'listing.soldBanner': 'ਇਹ ਫ਼ਸਲ ਵਿਕ ਚੁੱਕੀ ਹੈ',
  'listing.soldBannerHint': 'ਹੋ ਸਕਦਾ ਹੈ ਕਿਸਾਨ ਕੋਲ ਹੋਰ ਹੋਵੇ: ਉਹਨਾਂ ਦੀਆਂ ਹੋਰ ਫ਼ਸਲਾਂ ਵੇਖੋ ਜਾਂ ਉਹਨਾਂ ਨਾਲ ਚੈਟ ਕਰੋ।',
  'listing.expiredBanner': 'ਇਸ ਉਪਜ ਦੀ ਮਿਆਦ ਮੁੱਕ ਚੁੱਕੀ ਹੈ',
  'listing.expiredBannerHint': 'ਹੋ ਸਕਦਾ ਹੈ ਇਹ ਹੁਣ ਉਪਲਬਧ ਨਾ ਹੋਵੇ। ਪੁੱਛਣ ਲਈ ਕਿਸਾਨ ਨਾਲ ਚੈਟ ਕਰੋ।',
  'listing.hiddenBanner': 'ਇਹ ਉਪਜ ਇੱਕ ਮਾਡਰੇਟਰ ਨੇ ਲੁਕਾਈ ਹੋਈ ਹੈ',
};
