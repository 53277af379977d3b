import type { PhoneKey } from '../en/phone';

/** हिन्दी: signing in with a code sent by SMS, and the “Phone verified” mark. */
export const phoneHi: Readonly<Record<PhoneKey, string>> = {
  'phone.continue': 'फ़ोन नंबर से आगे बढ़ें',
  'phone.orEmail': 'या अपने ईमेल से',
  'phone.title': 'अपने फ़ोन से लॉग इन करें',
  'phone.intro': 'हम आपके मोबाइल पर SMS से एक कोड भेजेंगे। पासवर्ड की ज़रूरत नहीं।',
  'phone.numberStep': 'आपका मोबाइल नंबर',
  'phone.mobileNumber': 'मोबाइल नंबर',
  'phone.mobileHint': 'आपके मोबाइल नंबर के 10 अंक। कोड इसी नंबर पर SMS से आएगा।',
  'phone.sendCode': 'कोड भेजें',
  'phone.sending': 'भेजा जा रहा है...',
  'phone.codeStep': 'कोड डालें',
  'phone.codeSentTo': '{{number}} पर भेजा गया 6 अंकों का कोड डालें',
  'phone.neverShare': 'यह कोड कभी किसी को न बताएँ',
  'phone.codeIncomplete': 'कोड के सभी 6 अंक डालें',
  'phone.verify': 'पुष्टि करें',
  'phone.verifying': 'जाँच हो रही है...',
  'phone.sendAgain': 'कोड फिर से भेजें',
  'phone.sendAgainIn': '{{time}} में फिर से भेज सकते हैं',
  'phone.newCodeSent': 'नया कोड भेज दिया गया है।',
  'phone.changeNumber': 'नंबर बदलें',
  'phone.detailsStep': 'बस थोड़ी-सी जानकारी और',
  'phone.detailsIntro': 'आपके नंबर {{number}} की पुष्टि हो गई। खाता बनाने के लिए अपने बारे में बताएँ।',
  'phone.createAccount': 'मेरा खाता बनाएँ',
  'phone.useEmail': 'ईमेल से लॉग इन करें',
  'phone.verified': 'फ़ोन सत्यापित',
  'phone.verifyNumber': 'अपना नंबर सत्यापित करें',
  'phone.verifyIntro':
    'हम {{number}} पर SMS से एक कोड भेजेंगे। सत्यापित नंबर के साथ एक निशान दिखता है, जिस पर लोग भरोसा करते हैं।',
  'phone.changeHint': 'नया नंबर फिर से सत्यापित करना होगा।',
  'phone.deleteByCode': 'पुष्टि के लिए हम {{number}} पर SMS से एक कोड भेजेंगे।',
  'phone.deleteVerifyFirst':
    'आपके खाते का कोई पासवर्ड नहीं है: पहले इसी पन्ने पर अपना नंबर सत्यापित करें, फिर कोड से खाता बंद करें।',
  'phone.aadhaarOptional': 'आधार नंबर (वैकल्पिक)',
  'phone.aadhaarLaterHint':
    '“आधार दर्ज है” निशान के लिए इसे अभी या बाद में अपनी प्रोफ़ाइल से जोड़ सकते हैं। यह सुरक्षित (एन्क्रिप्टेड) रखा जाता है और ख़रीदारों को कभी नहीं दिखता।',
  'phone.aadhaarAddHint':
    '“आधार दर्ज है” निशान के लिए इसे जोड़ें। सेव करने के बाद इसे बदला नहीं जा सकता। यह सुरक्षित (एन्क्रिप्टेड) रखा जाता है और ख़रीदारों को कभी नहीं दिखता।',
  'phone.aadhaarAdd': '“आधार दर्ज है” निशान के लिए आधार जोड़ें',
};
