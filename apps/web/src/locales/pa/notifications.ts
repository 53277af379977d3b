import type { notificationsEn } from '../en/notifications';

/** ਪੰਜਾਬੀ: ਸੂਚਨਾਵਾਂ, ਸੰਭਾਲੀਆਂ ਖੋਜਾਂ, ਫ਼ੋਨ ’ਤੇ ਅਲਰਟ. */
export const notificationsPa: Record<keyof typeof notificationsEn, string> = {
  'notifications.title': 'ਸੂਚਨਾਵਾਂ',
  'notifications.bell_one': 'ਸੂਚਨਾਵਾਂ, {{count}} ਅਣਪੜ੍ਹੀ',
  'notifications.bell_other': 'ਸੂਚਨਾਵਾਂ, {{count}} ਅਣਪੜ੍ਹੀਆਂ',
  'notifications.empty': 'ਅਜੇ ਕੋਈ ਸੂਚਨਾ ਨਹੀਂ। ਨਵੀਆਂ ਫ਼ਸਲਾਂ ਦੀ ਖ਼ਬਰ ਲਈ ਕੋਈ ਖੋਜ ਸੰਭਾਲੋ।',
  'notifications.loadFailed': 'ਸੂਚਨਾਵਾਂ ਖੁੱਲ੍ਹ ਨਹੀਂ ਸਕੀਆਂ।',
  'notifications.markAllRead': 'ਸਾਰੀਆਂ ਪੜ੍ਹੀਆਂ ਵਜੋਂ ਦਰਜ ਕਰੋ',
  'notifications.unread': 'ਅਣਪੜ੍ਹੀ',
  'notifications.manageAlerts': 'ਸੰਭਾਲੀਆਂ ਖੋਜਾਂ ਅਤੇ ਅਲਰਟ',

  'savedSearch.save': 'ਇਹ ਖੋਜ ਸੰਭਾਲੋ',
  'savedSearch.maxPrice': 'ਤੁਸੀਂ ਵੱਧ ਤੋਂ ਵੱਧ ਕਿੰਨਾ ਦਿਓਗੇ (₹ ਪ੍ਰਤੀ ਇਕਾਈ, ਮਰਜ਼ੀ ਨਾਲ)',
  'savedSearch.maxPriceHint': 'ਜਿਵੇਂ 25',
  'savedSearch.confirm': 'ਸੰਭਾਲੋ',
  'savedSearch.saving': 'ਸੰਭਾਲ ਰਹੇ ਹਾਂ...',
  'savedSearch.saved': 'ਸੰਭਾਲ ਲਈ। ਮਿਲਦੀ-ਜੁਲਦੀ ਫ਼ਸਲ ਆਉਣ ’ਤੇ ਅਸੀਂ ਤੁਹਾਨੂੰ ਦੱਸਾਂਗੇ।',
  'savedSearch.failed': 'ਖੋਜ ਸੰਭਾਲੀ ਨਹੀਂ ਜਾ ਸਕੀ।',
  'savedSearch.title': 'ਸੰਭਾਲੀਆਂ ਖੋਜਾਂ',
  'savedSearch.intro':
    'ਜਦੋਂ ਕੋਈ ਕਿਸਾਨ ਅਜਿਹੀ ਫ਼ਸਲ ਪਾਉਂਦਾ ਹੈ ਜੋ ਇਹਨਾਂ ਵਿੱਚੋਂ ਕਿਸੇ ਖੋਜ ਨਾਲ ਮੇਲ ਖਾਂਦੀ ਹੈ, ਤਾਂ ਤੁਹਾਨੂੰ ਸੂਚਨਾ ਮਿਲਦੀ ਹੈ। ਵੱਧ ਤੋਂ ਵੱਧ {{max}}।',
  'savedSearch.empty': 'ਅਜੇ ਕੋਈ ਸੰਭਾਲੀ ਖੋਜ ਨਹੀਂ। ਕੋਈ ਫ਼ਸਲ ਖੋਜੋ ਅਤੇ “ਇਹ ਖੋਜ ਸੰਭਾਲੋ” ਦਬਾਓ।',
  'savedSearch.delete': 'ਸੰਭਾਲੀ ਖੋਜ {{query}} ਮਿਟਾਓ',
  'savedSearch.deleted': 'ਸੰਭਾਲੀ ਖੋਜ ਮਿਟਾ ਦਿੱਤੀ',
  'savedSearch.within': '{{km}} ਕਿ.ਮੀ. ਦੇ ਅੰਦਰ',
  'savedSearch.near': '{{place}} ਦੇ ਨੇੜੇ',
  'savedSearch.upTo': '₹{{price}} ਤੱਕ',
  'savedSearch.anywhere': 'ਕਿਤੇ ਵੀ',

  'push.title': 'ਇਸ ਫ਼ੋਨ ’ਤੇ ਅਲਰਟ',
  'push.intro': 'ਕਿਸਾਨਸੇਤੂ ਬੰਦ ਹੋਵੇ ਤਾਂ ਵੀ ਸੂਚਨਾਵਾਂ ਫ਼ੋਨ ’ਤੇ ਅਲਰਟ ਵਜੋਂ ਪਾਓ।',
  'push.enable': 'ਇਸ ਫ਼ੋਨ ’ਤੇ ਅਲਰਟ ਚਾਲੂ ਕਰੋ',
  'push.disable': 'ਇਸ ਫ਼ੋਨ ’ਤੇ ਅਲਰਟ ਬੰਦ ਕਰੋ',
  'push.working': 'ਕਿਰਪਾ ਕਰਕੇ ਉਡੀਕ ਕਰੋ...',
  'push.on': 'ਇਸ ਫ਼ੋਨ ’ਤੇ ਅਲਰਟ ਚਾਲੂ ਹਨ।',
  'push.denied': 'ਇਸ ਸਾਈਟ ਲਈ ਅਲਰਟ ਬਲੌਕ ਹਨ। ਇਹਨਾਂ ਨੂੰ ਚਾਲੂ ਕਰਨ ਲਈ ਬ੍ਰਾਊਜ਼ਰ ਦੀਆਂ ਸੈਟਿੰਗਾਂ ਵਿੱਚ ਸੂਚਨਾਵਾਂ ਦੀ ਇਜਾਜ਼ਤ ਦਿਓ।',
  'push.unsupported': 'ਇਹ ਬ੍ਰਾਊਜ਼ਰ ਕਿਸਾਨਸੇਤੂ ਦੇ ਅਲਰਟ ਨਹੀਂ ਵਿਖਾ ਸਕਦਾ।',
  'push.failed': 'ਅਲਰਟ ਚਾਲੂ ਨਹੀਂ ਹੋ ਸਕੇ। ਕਿਰਪਾ ਕਰਕੇ ਦੁਬਾਰਾ ਕੋਸ਼ਿਸ਼ ਕਰੋ।',
};
