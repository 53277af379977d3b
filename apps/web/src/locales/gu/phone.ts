import type { PhoneKey } from '../en/phone';

/** ગુજરાતી: signing in with a code sent by SMS, and the “Phone verified” mark. */
export const phoneGu: Readonly<Record<PhoneKey, string>> = {
  'phone.continue': 'ફોન નંબરથી આગળ વધો',
  'phone.orEmail': 'અથવા તમારો ઈમેલ વાપરો',
  'phone.title': 'તમારા ફોનથી લૉગ ઇન કરો',
  'phone.intro': 'અમે તમારા મોબાઇલ પર SMS થી એક કોડ મોકલીશું. પાસવર્ડની જરૂર નથી.',
  'phone.numberStep': 'તમારો મોબાઇલ નંબર',
  'phone.mobileNumber': 'મોબાઇલ નંબર',
  'phone.mobileHint': 'તમારા મોબાઇલ નંબરના 10 અંક. કોડ આ જ નંબર પર SMS થી આવશે.',
  'phone.sendCode': 'કોડ મોકલો',
  'phone.sending': 'મોકલી રહ્યા છીએ...',
  'phone.codeStep': 'કોડ લખો',
  'phone.codeSentTo': '{{number}} પર મોકલેલો 6 અંકનો કોડ લખો',
  'phone.neverShare': 'આ કોડ ક્યારેય કોઈને કહેશો નહીં',
  'phone.codeIncomplete': 'કોડના બધા 6 અંક લખો',
  'phone.verify': 'ખાતરી કરો',
  'phone.verifying': 'તપાસી રહ્યા છીએ...',
  'phone.sendAgain': 'કોડ ફરી મોકલો',
  'phone.sendAgainIn': '{{time}} પછી ફરી મોકલી શકાશે',
  'phone.newCodeSent': 'નવો કોડ મોકલી દીધો છે.',
  'phone.changeNumber': 'નંબર બદલો',
  'phone.detailsStep': 'બસ થોડી વિગતો બાકી',
  'phone.detailsIntro': 'તમારો નંબર {{number}} પાકો થઈ ગયો. ખાતું બનાવવા માટે તમારા વિશે જણાવો.',
  'phone.createAccount': 'મારું ખાતું બનાવો',
  'phone.useEmail': 'ઈમેલથી લૉગ ઇન કરો',
  'phone.verified': 'ફોન ચકાસાયેલ',
  'phone.verifyNumber': 'તમારો નંબર ચકાસો',
  'phone.verifyIntro':
    'અમે {{number}} પર SMS થી એક કોડ મોકલીશું. ચકાસાયેલા નંબર સાથે એક નિશાની દેખાય છે, જેના પર લોકો ભરોસો કરે છે.',
  'phone.changeHint': 'નવો નંબર ફરીથી ચકાસવો પડશે.',
  'phone.deleteByCode': 'ખાતરી માટે અમે {{number}} પર SMS થી એક કોડ મોકલીશું.',
  'phone.deleteVerifyFirst':
    'તમારા ખાતાનો કોઈ પાસવર્ડ નથી: પહેલાં આ જ પાના પર તમારો નંબર ચકાસો, પછી કોડથી ખાતું બંધ કરો.',
  'phone.aadhaarOptional': 'આધાર નંબર (વૈકલ્પિક)',
  'phone.aadhaarLaterHint':
    '“આધાર નોંધાયેલું છે” નિશાની માટે તમે તેને હમણાં અથવા પછી તમારી પ્રોફાઇલમાંથી ઉમેરી શકો છો. તે સુરક્ષિત (એન્ક્રિપ્ટેડ) રાખવામાં આવે છે અને ખરીદદારોને ક્યારેય દેખાતું નથી.',
  'phone.aadhaarAddHint':
    '“આધાર નોંધાયેલું છે” નિશાની માટે તેને ઉમેરો. એક વાર સાચવ્યા પછી તે બદલી શકાતું નથી. તે સુરક્ષિત (એન્ક્રિપ્ટેડ) રાખવામાં આવે છે અને ખરીદદારોને ક્યારેય દેખાતું નથી.',
  'phone.aadhaarAdd': '“આધાર નોંધાયેલું છે” નિશાની માટે આધાર ઉમેરો',
};
