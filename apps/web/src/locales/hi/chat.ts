import type { chatEn } from '../en/chat';

/** हिन्दी: फ़सल के बारे में चैट, झटपट जवाब, संपर्क और लॉग इन के बाद वापसी। */
export const chatHi: Record<keyof typeof chatEn, string> = {
  'chatProduct.pinned': 'यह चैट जिस फ़सल के बारे में है',
  'chatProduct.open': 'फ़सल {{name}} खोलें',
  'chatProduct.about': '{{name}} के बारे में',
  'chatProduct.noLongerListed': 'अब उपलब्ध नहीं',
  'chatProduct.loading': 'फ़सल लोड हो रही है...',

  'quickReply.label': 'झटपट जवाब',
  'quickReply.buyer.available': 'क्या यह अभी भी उपलब्ध है?',
  'quickReply.buyer.bestPrice': 'आपका सबसे अच्छा दाम क्या है?',
  'quickReply.buyer.collect': 'मैं इसे कहाँ से ले सकता हूँ?',
  'quickReply.farmer.available': 'हाँ, उपलब्ध है',
  'quickReply.farmer.priceFinal': 'दाम पक्का है',
  'quickReply.farmer.callMe': 'मुझे फ़ोन करें',

  'chat.holdToDelete': 'मिटाने के लिए दबाए रखें...',

  'contact.call': 'फ़ोन करें',
  'contact.callNamed': '{{name}} को फ़ोन करें',

  'loginReturn.chat': '{{name}} से चैट करने के लिए लॉग इन करें। आप सीधे इसी फ़सल पर लौट आएँगे।',
  'loginReturn.chatAnyone': 'किसान से चैट करने के लिए लॉग इन करें। आप सीधे इसी फ़सल पर लौट आएँगे।',
  'loginReturn.wishlist': 'यह फ़सल सहेजने के लिए लॉग इन करें। आप सीधे यहीं लौटेंगे और यह आपकी विशलिस्ट में होगी।',
  'loginReturn.buyersOnly': 'चैट और विशलिस्ट ख़रीदारों के लिए हैं। इनके लिए ख़रीदार के रूप में लॉग इन करें।',
};
