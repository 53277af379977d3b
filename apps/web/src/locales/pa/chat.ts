import type { chatEn } from '../en/chat';

/** ਪੰਜਾਬੀ: ਉਪਜ ਬਾਰੇ ਚੈਟ, ਝਟਪਟ ਜਵਾਬ, ਸੰਪਰਕ ਅਤੇ ਲੌਗ ਇਨ ਤੋਂ ਬਾਅਦ ਵਾਪਸੀ. */
export const chatPa: Record<keyof typeof chatEn, string> = {
  'chatProduct.pinned': 'ਇਹ ਚੈਟ ਜਿਸ ਉਪਜ ਬਾਰੇ ਹੈ',
  'chatProduct.open': '{{name}} ਉਪਜ ਖੋਲ੍ਹੋ',
  'chatProduct.about': '{{name}} ਬਾਰੇ',
  'chatProduct.noLongerListed': 'ਹੁਣ ਉਪਲਬਧ ਨਹੀਂ',
  'chatProduct.loading': 'ਉਪਜ ਦੀ ਜਾਣਕਾਰੀ ਲੋਡ ਹੋ ਰਹੀ ਹੈ...',

  'quickReply.label': 'ਝਟਪਟ ਜਵਾਬ',
  'quickReply.buyer.available': 'ਕੀ ਇਹ ਮਾਲ ਅਜੇ ਉਪਲਬਧ ਹੈ?',
  'quickReply.buyer.bestPrice': 'ਤੁਹਾਡਾ ਆਖ਼ਰੀ ਭਾਅ ਕੀ ਹੈ?',
  'quickReply.buyer.collect': 'ਮਾਲ ਕਿੱਥੋਂ ਚੁੱਕਿਆ ਜਾ ਸਕਦਾ ਹੈ?',
  'quickReply.farmer.available': 'ਹਾਂ ਜੀ, ਉਪਲਬਧ ਹੈ',
  'quickReply.farmer.priceFinal': 'ਭਾਅ ਪੱਕਾ ਹੈ',
  'quickReply.farmer.callMe': 'ਮੈਨੂੰ ਫ਼ੋਨ ਕਰੋ',

  'chat.holdToDelete': 'ਮਿਟਾਉਣ ਲਈ ਦਬਾ ਕੇ ਰੱਖੋ...',

  'contact.call': 'ਫ਼ੋਨ ਕਰੋ',
  'contact.callNamed': '{{name}} ਨੂੰ ਫ਼ੋਨ ਕਰੋ',

  'loginReturn.chat': '{{name}} ਨਾਲ ਚੈਟ ਕਰਨ ਲਈ ਲੌਗ ਇਨ ਕਰੋ। ਤੁਸੀਂ ਸਿੱਧਾ ਇਸੇ ਉਪਜ ’ਤੇ ਵਾਪਸ ਆਓਗੇ।',
  'loginReturn.chatAnyone': 'ਕਿਸਾਨ ਨਾਲ ਚੈਟ ਕਰਨ ਲਈ ਲੌਗ ਇਨ ਕਰੋ। ਤੁਸੀਂ ਸਿੱਧਾ ਇਸੇ ਉਪਜ ’ਤੇ ਵਾਪਸ ਆਓਗੇ।',
  'loginReturn.wishlist': 'ਇਹ ਉਪਜ ਸੰਭਾਲਣ ਲਈ ਲੌਗ ਇਨ ਕਰੋ। ਤੁਸੀਂ ਸਿੱਧਾ ਇੱਥੇ ਵਾਪਸ ਆਓਗੇ ਅਤੇ ਇਹ ਤੁਹਾਡੀ ਪਸੰਦੀਦਾ ਸੂਚੀ ਵਿੱਚ ਹੋਵੇਗੀ।',
  'loginReturn.buyersOnly': 'ਚੈਟ ਅਤੇ ਪਸੰਦੀਦਾ ਸੂਚੀ ਖਰੀਦਦਾਰਾਂ ਲਈ ਹਨ। ਇਹਨਾਂ ਨੂੰ ਵਰਤਣ ਲਈ ਖਰੀਦਦਾਰ ਵਜੋਂ ਲੌਗ ਇਨ ਕਰੋ।',
};
