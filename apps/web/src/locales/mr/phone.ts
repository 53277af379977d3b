import type { PhoneKey } from '../en/phone';

/** मराठी: signing in with a code sent by SMS, and the “Phone verified” mark. */
export const phoneMr: Readonly<Record<PhoneKey, string>> = {
  'phone.continue': 'फोन नंबरने पुढे चला',
  'phone.orEmail': 'किंवा तुमचा ईमेल वापरा',
  'phone.title': 'तुमच्या फोनने लॉग इन करा',
  'phone.intro': 'आम्ही तुमच्या मोबाइलवर SMS ने एक कोड पाठवू. पासवर्डची गरज नाही.',
  'phone.numberStep': 'तुमचा मोबाइल नंबर',
  'phone.mobileNumber': 'मोबाइल नंबर',
  'phone.mobileHint': 'तुमच्या मोबाइल नंबरचे 10 अंक. कोड याच नंबरवर SMS ने येईल.',
  'phone.sendCode': 'कोड पाठवा',
  'phone.sending': 'पाठवत आहोत...',
  'phone.codeStep': 'कोड टाका',
  'phone.codeSentTo': '{{number}} वर पाठवलेला 6 अंकी कोड टाका',
  'phone.neverShare': 'हा कोड कधीही कोणालाही सांगू नका',
  'phone.codeIncomplete': 'कोडचे सर्व 6 अंक टाका',
  'phone.verify': 'खात्री करा',
  'phone.verifying': 'तपासत आहोत...',
  'phone.sendAgain': 'कोड पुन्हा पाठवा',
  'phone.sendAgainIn': '{{time}} नंतर पुन्हा पाठवता येईल',
  'phone.newCodeSent': 'नवीन कोड पाठवला आहे.',
  'phone.changeNumber': 'नंबर बदला',
  'phone.detailsStep': 'थोडी माहिती, आणि झाले',
  'phone.detailsIntro': 'तुमचा नंबर {{number}} पक्का झाला. खाते तयार करण्यासाठी तुमच्याबद्दल सांगा.',
  'phone.createAccount': 'माझे खाते तयार करा',
  'phone.useEmail': 'ईमेलने लॉग इन करा',
  'phone.verified': 'फोन पडताळलेला',
  'phone.verifyNumber': 'तुमचा नंबर पडताळा',
  'phone.verifyIntro':
    'आम्ही {{number}} वर SMS ने एक कोड पाठवू. पडताळलेल्या नंबरसोबत एक खूण दिसते, ज्यावर लोक विश्वास ठेवतात.',
  'phone.changeHint': 'नवीन नंबर पुन्हा पडताळावा लागेल.',
  'phone.deleteByCode': 'खात्रीसाठी आम्ही {{number}} वर SMS ने एक कोड पाठवू.',
  'phone.deleteVerifyFirst': 'तुमच्या खात्याला पासवर्ड नाही: आधी याच पानावर तुमचा नंबर पडताळा, मग कोडने खाते बंद करा.',
  'phone.aadhaarOptional': 'आधार क्रमांक (ऐच्छिक)',
  'phone.aadhaarLaterHint':
    '“आधार नोंदलेले आहे” चिन्हासाठी तो आत्ता किंवा नंतर तुमच्या प्रोफाइलमधून जोडू शकता. तो सुरक्षित (एन्क्रिप्टेड) ठेवला जातो आणि खरेदीदारांना कधीही दिसत नाही.',
  'phone.aadhaarAddHint':
    '“आधार नोंदलेले आहे” चिन्हासाठी तो जोडा. एकदा जतन केल्यावर तो बदलता येत नाही. तो सुरक्षित (एन्क्रिप्टेड) ठेवला जातो आणि खरेदीदारांना कधीही दिसत नाही.',
  'phone.aadhaarAdd': '“आधार नोंदलेले आहे” चिन्हासाठी आधार जोडा',
};
