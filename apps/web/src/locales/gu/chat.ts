import type { chatEn } from '../en/chat';

/** ગુજરાતી: ખેતપેદાશ વિશે ચેટ, ઝટપટ જવાબ, સંપર્ક અને લૉગ ઇન પછી પાછા આવવું. */
export const chatGu: Record<keyof typeof chatEn, string> = {
  'chatProduct.pinned': 'આ ચેટ જે ખેતપેદાશ વિશે છે',
  'chatProduct.open': '{{name}} ખેતપેદાશ ખોલો',
  'chatProduct.about': '{{name}} વિશે',
  'chatProduct.noLongerListed': 'હવે ઉપલબ્ધ નથી',
  'chatProduct.loading': 'ખેતપેદાશની માહિતી લોડ થઈ રહી છે...',

  'quickReply.label': 'ઝટપટ જવાબ',
  'quickReply.buyer.available': 'આ માલ હજી ઉપલબ્ધ છે?',
  'quickReply.buyer.bestPrice': 'તમારો છેલ્લો ભાવ શું છે?',
  'quickReply.buyer.collect': 'માલ ક્યાંથી લઈ જઈ શકાય?',
  'quickReply.farmer.available': 'હા, ઉપલબ્ધ છે',
  'quickReply.farmer.priceFinal': 'ભાવ નક્કી છે',
  'quickReply.farmer.callMe': 'મને ફોન કરો',

  'chat.holdToDelete': 'કાઢી નાખવા માટે દબાવી રાખો...',

  'contact.call': 'ફોન કરો',
  'contact.callNamed': '{{name}}ને ફોન કરો',

  'loginReturn.chat': '{{name}} સાથે ચેટ કરવા માટે લૉગ ઇન કરો. તમે સીધા આ જ ખેતપેદાશ પર પાછા આવશો.',
  'loginReturn.chatAnyone': 'ખેડૂત સાથે ચેટ કરવા માટે લૉગ ઇન કરો. તમે સીધા આ જ ખેતપેદાશ પર પાછા આવશો.',
  'loginReturn.wishlist':
    'આ ખેતપેદાશ સાચવવા માટે લૉગ ઇન કરો. તમે સીધા અહીં જ પાછા આવશો અને તે તમારી મનપસંદ યાદીમાં હશે.',
  'loginReturn.buyersOnly': 'ચેટ અને મનપસંદ યાદી ખરીદનાર માટે છે. તેનો ઉપયોગ કરવા માટે ખરીદનાર તરીકે લૉગ ઇન કરો.',
};
