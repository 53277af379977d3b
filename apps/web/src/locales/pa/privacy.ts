import type { PrivacyKey } from '../en/privacy';

/** ਪੰਜਾਬੀ: contact details on a need-to-know basis and the person's own data. */
export const privacyPa: Readonly<Record<PrivacyKey, string>> = {
  'privacy.deletedUser': 'ਹਟਾਇਆ ਗਿਆ ਵਰਤੋਂਕਾਰ',
  'privacy.contactHidden':
    '{{name}} ਨੇ ਅਜੇ ਤੁਹਾਨੂੰ ਆਪਣਾ ਫ਼ੋਨ ਨੰਬਰ ਜਾਂ ਈਮੇਲ ਨਹੀਂ ਦਿੱਤੀ। ਜਦੋਂ {{name}} ਤੁਹਾਨੂੰ ਲਿਖਣਗੇ ਜਾਂ ਨੰਬਰ ਸਾਂਝਾ ਕਰਨਗੇ, ਇਹ ਇੱਥੇ ਦਿਖਣਗੇ।',
  'privacy.shareMyNumber': 'ਮੇਰਾ ਨੰਬਰ ਸਾਂਝਾ ਕਰੋ',
  'privacy.shareMyNumberHint': '{{name}} ਤੁਹਾਡਾ ਫ਼ੋਨ ਨੰਬਰ ਅਤੇ ਈਮੇਲ ਦੇਖ ਸਕਣਗੇ।',
  'privacy.shared': 'ਹੁਣ {{name}} ਤੁਹਾਡਾ ਫ਼ੋਨ ਨੰਬਰ ਅਤੇ ਈਮੇਲ ਦੇਖ ਸਕਦੇ ਹਨ।',
  'privacy.shareFailed': 'ਤੁਹਾਡਾ ਨੰਬਰ ਸਾਂਝਾ ਨਹੀਂ ਹੋ ਸਕਿਆ। ਕਿਰਪਾ ਕਰਕੇ ਫਿਰ ਕੋਸ਼ਿਸ਼ ਕਰੋ।',
  'privacy.numberShared': '{{name}} ਤੁਹਾਡਾ ਫ਼ੋਨ ਨੰਬਰ ਅਤੇ ਈਮੇਲ ਦੇਖ ਸਕਦੇ ਹਨ।',
  'privacy.yourData': 'ਤੁਹਾਡੀ ਜਾਣਕਾਰੀ',
  'privacy.yourDataIntro': 'ਕਿਸਾਨਸੇਤੂ ਕੋਲ ਤੁਹਾਡੀ ਜੋ ਵੀ ਜਾਣਕਾਰੀ ਹੈ ਉਸ ਦੀ ਕਾਪੀ ਡਾਊਨਲੋਡ ਕਰੋ, ਜਾਂ ਆਪਣਾ ਖਾਤਾ ਬੰਦ ਕਰੋ।',
  'privacy.download': 'ਮੇਰੀ ਜਾਣਕਾਰੀ ਡਾਊਨਲੋਡ ਕਰੋ',
  'privacy.downloading': 'ਤੁਹਾਡੀ ਫ਼ਾਈਲ ਤਿਆਰ ਹੋ ਰਹੀ ਹੈ...',
  'privacy.downloadFailed': 'ਤੁਹਾਡੀ ਜਾਣਕਾਰੀ ਡਾਊਨਲੋਡ ਨਹੀਂ ਹੋ ਸਕੀ। ਕਿਰਪਾ ਕਰਕੇ ਫਿਰ ਕੋਸ਼ਿਸ਼ ਕਰੋ।',
  'privacy.deleteAccount': 'ਮੇਰਾ ਖਾਤਾ ਹਟਾਓ',
  'privacy.deleteTitle': 'ਕੀ ਆਪਣਾ ਖਾਤਾ ਹਟਾਉਣਾ ਹੈ?',
  'privacy.deleteText':
    'ਤੁਹਾਡਾ ਖਾਤਾ ਤੁਰੰਤ ਬੰਦ ਹੋ ਜਾਵੇਗਾ: ਤੁਸੀਂ ਹਰ ਥਾਂ ਤੋਂ ਲੌਗ ਆਊਟ ਹੋ ਜਾਓਗੇ, ਤੁਹਾਡੀਆਂ ਫ਼ਸਲਾਂ, ਪਸੰਦ ਦੀ ਸੂਚੀ, ਸੰਭਾਲੀਆਂ ਖੋਜਾਂ ਅਤੇ ਮੰਗਾਂ ਹਟ ਜਾਣਗੀਆਂ, ਅਤੇ ਤੁਹਾਡਾ ਨਾਮ, ਫ਼ੋਨ, ਈਮੇਲ ਅਤੇ ਪਤਾ ਮਿਟਾ ਦਿੱਤਾ ਜਾਵੇਗਾ। ਜਿਨ੍ਹਾਂ ਨਾਲ ਤੁਸੀਂ ਗੱਲ ਕੀਤੀ, ਉਨ੍ਹਾਂ ਕੋਲ ਸੁਨੇਹੇ ਰਹਿਣਗੇ ਅਤੇ ਉਨ੍ਹਾਂ ਨੂੰ “ਹਟਾਇਆ ਗਿਆ ਵਰਤੋਂਕਾਰ” ਦਿਖੇਗਾ। ਇਹ ਵਾਪਸ ਨਹੀਂ ਹੋ ਸਕਦਾ।',
  'privacy.deletePassword': 'ਪੁਸ਼ਟੀ ਲਈ ਆਪਣਾ ਪਾਸਵਰਡ ਪਾਓ',
  'privacy.deleteConfirm': 'ਮੇਰਾ ਖਾਤਾ ਹਟਾਓ',
  'privacy.deleting': 'ਹਟਾਇਆ ਜਾ ਰਿਹਾ ਹੈ...',
  'privacy.deleteFailed': 'ਤੁਹਾਡਾ ਖਾਤਾ ਹਟਾਇਆ ਨਹੀਂ ਜਾ ਸਕਿਆ। ਕਿਰਪਾ ਕਰਕੇ ਫਿਰ ਕੋਸ਼ਿਸ਼ ਕਰੋ।',
};
