import type { PrivacyKey } from '../en/privacy';

/** ગુજરાતી: contact details on a need-to-know basis and the person's own data. */
export const privacyGu: Readonly<Record<PrivacyKey, string>> = {
  'privacy.deletedUser': 'કાઢી નાખેલ વપરાશકર્તા',
  'privacy.contactHidden':
    '{{name}} એ હજુ તમને ફોન નંબર કે ઈમેલ આપ્યો નથી. {{name}} તમને લખશે અથવા નંબર શેર કરશે ત્યારે તે અહીં દેખાશે.',
  'privacy.shareMyNumber': 'મારો નંબર શેર કરો',
  'privacy.shareMyNumberHint': '{{name}} તમારો ફોન નંબર અને ઈમેલ જોઈ શકશે.',
  'privacy.shared': 'હવે {{name}} તમારો ફોન નંબર અને ઈમેલ જોઈ શકે છે.',
  'privacy.shareFailed': 'તમારો નંબર શેર થઈ શક્યો નહીં. કૃપા કરીને ફરી પ્રયાસ કરો.',
  'privacy.numberShared': '{{name}} તમારો ફોન નંબર અને ઈમેલ જોઈ શકે છે.',
  'privacy.yourData': 'તમારી માહિતી',
  'privacy.yourDataIntro': 'કિસાનસેતુ પાસે તમારી જે માહિતી છે તેની નકલ ડાઉનલોડ કરો, અથવા તમારું ખાતું બંધ કરો.',
  'privacy.download': 'મારી માહિતી ડાઉનલોડ કરો',
  'privacy.downloading': 'તમારી ફાઇલ તૈયાર થઈ રહી છે...',
  'privacy.downloadFailed': 'તમારી માહિતી ડાઉનલોડ થઈ શકી નહીં. કૃપા કરીને ફરી પ્રયાસ કરો.',
  'privacy.deleteAccount': 'મારું ખાતું કાઢી નાખો',
  'privacy.deleteTitle': 'તમારું ખાતું કાઢી નાખવું છે?',
  'privacy.deleteText':
    'તમારું ખાતું તરત બંધ થશે: તમે બધે જ લૉગ આઉટ થઈ જશો, તમારા પાક, પસંદની યાદી, સાચવેલી શોધો અને માંગણીઓ દૂર થશે, અને તમારું નામ, ફોન, ઈમેલ અને સરનામું ભૂંસી નાખવામાં આવશે. જેમની સાથે તમે વાત કરી તેમની પાસે સંદેશા રહેશે અને તેમને “કાઢી નાખેલ વપરાશકર્તા” દેખાશે. આ પાછું કરી શકાશે નહીં.',
  'privacy.deletePassword': 'ખાતરી માટે તમારો પાસવર્ડ લખો',
  'privacy.deleteConfirm': 'મારું ખાતું કાઢી નાખો',
  'privacy.deleting': 'કાઢી રહ્યા છીએ...',
  'privacy.deleteFailed': 'તમારું ખાતું કાઢી શકાયું નહીં. કૃપા કરીને ફરી પ્રયાસ કરો.',
};
