import type { PhoneKey } from '../en/phone';

/** ਪੰਜਾਬੀ: signing in with a code sent by SMS, and the “Phone verified” mark. */
export const phonePa: Readonly<Record<PhoneKey, string>> = {
  'phone.continue': 'ਫ਼ੋਨ ਨੰਬਰ ਨਾਲ ਅੱਗੇ ਵਧੋ',
  'phone.orEmail': 'ਜਾਂ ਆਪਣੀ ਈਮੇਲ ਵਰਤੋ',
  'phone.title': 'ਆਪਣੇ ਫ਼ੋਨ ਨਾਲ ਲੌਗ ਇਨ ਕਰੋ',
  'phone.intro': 'ਅਸੀਂ ਤੁਹਾਡੇ ਮੋਬਾਈਲ ’ਤੇ SMS ਰਾਹੀਂ ਇੱਕ ਕੋਡ ਭੇਜਾਂਗੇ। ਪਾਸਵਰਡ ਦੀ ਲੋੜ ਨਹੀਂ।',
  'phone.numberStep': 'ਤੁਹਾਡਾ ਮੋਬਾਈਲ ਨੰਬਰ',
  'phone.mobileNumber': 'ਮੋਬਾਈਲ ਨੰਬਰ',
  'phone.mobileHint': 'ਤੁਹਾਡੇ ਮੋਬਾਈਲ ਨੰਬਰ ਦੇ 10 ਅੰਕ। ਕੋਡ ਇਸੇ ਨੰਬਰ ’ਤੇ SMS ਰਾਹੀਂ ਆਵੇਗਾ।',
  'phone.sendCode': 'ਕੋਡ ਭੇਜੋ',
  'phone.sending': 'ਭੇਜਿਆ ਜਾ ਰਿਹਾ ਹੈ...',
  'phone.codeStep': 'ਕੋਡ ਪਾਓ',
  'phone.codeSentTo': '{{number}} ’ਤੇ ਭੇਜਿਆ 6 ਅੰਕਾਂ ਦਾ ਕੋਡ ਪਾਓ',
  'phone.neverShare': 'ਇਹ ਕੋਡ ਕਦੇ ਵੀ ਕਿਸੇ ਨੂੰ ਨਾ ਦੱਸੋ',
  'phone.codeIncomplete': 'ਕੋਡ ਦੇ ਸਾਰੇ 6 ਅੰਕ ਪਾਓ',
  'phone.verify': 'ਪੁਸ਼ਟੀ ਕਰੋ',
  'phone.verifying': 'ਜਾਂਚ ਹੋ ਰਹੀ ਹੈ...',
  'phone.sendAgain': 'ਕੋਡ ਦੁਬਾਰਾ ਭੇਜੋ',
  'phone.sendAgainIn': '{{time}} ਬਾਅਦ ਦੁਬਾਰਾ ਭੇਜ ਸਕਦੇ ਹੋ',
  'phone.newCodeSent': 'ਨਵਾਂ ਕੋਡ ਭੇਜ ਦਿੱਤਾ ਗਿਆ ਹੈ।',
  'phone.changeNumber': 'ਨੰਬਰ ਬਦਲੋ',
  'phone.detailsStep': 'ਬੱਸ ਥੋੜ੍ਹੀ ਜਿਹੀ ਜਾਣਕਾਰੀ ਹੋਰ',
  'phone.detailsIntro': 'ਤੁਹਾਡੇ ਨੰਬਰ {{number}} ਦੀ ਪੁਸ਼ਟੀ ਹੋ ਗਈ। ਖਾਤਾ ਬਣਾਉਣ ਲਈ ਆਪਣੇ ਬਾਰੇ ਦੱਸੋ।',
  'phone.createAccount': 'ਮੇਰਾ ਖਾਤਾ ਬਣਾਓ',
  'phone.useEmail': 'ਈਮੇਲ ਨਾਲ ਲੌਗ ਇਨ ਕਰੋ',
  'phone.verified': 'ਫ਼ੋਨ ਪ੍ਰਮਾਣਿਤ',
  'phone.verifyNumber': 'ਆਪਣਾ ਨੰਬਰ ਪ੍ਰਮਾਣਿਤ ਕਰੋ',
  'phone.verifyIntro':
    'ਅਸੀਂ {{number}} ’ਤੇ SMS ਰਾਹੀਂ ਇੱਕ ਕੋਡ ਭੇਜਾਂਗੇ। ਪ੍ਰਮਾਣਿਤ ਨੰਬਰ ਨਾਲ ਇੱਕ ਨਿਸ਼ਾਨ ਦਿਸਦਾ ਹੈ, ਜਿਸ ’ਤੇ ਲੋਕ ਭਰੋਸਾ ਕਰਦੇ ਹਨ।',
  'phone.changeHint': 'ਨਵਾਂ ਨੰਬਰ ਦੁਬਾਰਾ ਪ੍ਰਮਾਣਿਤ ਕਰਨਾ ਪਵੇਗਾ।',
  'phone.deleteByCode': 'ਪੁਸ਼ਟੀ ਲਈ ਅਸੀਂ {{number}} ’ਤੇ SMS ਰਾਹੀਂ ਇੱਕ ਕੋਡ ਭੇਜਾਂਗੇ।',
  'phone.deleteVerifyFirst':
    'ਤੁਹਾਡੇ ਖਾਤੇ ਦਾ ਕੋਈ ਪਾਸਵਰਡ ਨਹੀਂ: ਪਹਿਲਾਂ ਇਸੇ ਸਫ਼ੇ ’ਤੇ ਆਪਣਾ ਨੰਬਰ ਪ੍ਰਮਾਣਿਤ ਕਰੋ, ਫਿਰ ਕੋਡ ਨਾਲ ਖਾਤਾ ਬੰਦ ਕਰੋ।',
  'phone.aadhaarOptional': 'ਆਧਾਰ ਨੰਬਰ (ਵਿਕਲਪਿਕ)',
  'phone.aadhaarLaterHint':
    '“ਆਧਾਰ ਦਰਜ ਹੈ” ਨਿਸ਼ਾਨ ਲਈ ਤੁਸੀਂ ਇਸਨੂੰ ਹੁਣ ਜਾਂ ਬਾਅਦ ਵਿੱਚ ਆਪਣੀ ਪ੍ਰੋਫਾਈਲ ਤੋਂ ਜੋੜ ਸਕਦੇ ਹੋ। ਇਹ ਸੁਰੱਖਿਅਤ (ਐਨਕ੍ਰਿਪਟਡ) ਰੱਖਿਆ ਜਾਂਦਾ ਹੈ ਅਤੇ ਖਰੀਦਦਾਰਾਂ ਨੂੰ ਕਦੇ ਨਹੀਂ ਦਿਖਦਾ।',
  'phone.aadhaarAddHint':
    '“ਆਧਾਰ ਦਰਜ ਹੈ” ਨਿਸ਼ਾਨ ਲਈ ਇਸਨੂੰ ਜੋੜੋ। ਇੱਕ ਵਾਰ ਸੇਵ ਕਰਨ ਤੋਂ ਬਾਅਦ ਇਹ ਬਦਲਿਆ ਨਹੀਂ ਜਾ ਸਕਦਾ। ਇਹ ਸੁਰੱਖਿਅਤ (ਐਨਕ੍ਰਿਪਟਡ) ਰੱਖਿਆ ਜਾਂਦਾ ਹੈ ਅਤੇ ਖਰੀਦਦਾਰਾਂ ਨੂੰ ਕਦੇ ਨਹੀਂ ਦਿਖਦਾ।',
  'phone.aadhaarAdd': '“ਆਧਾਰ ਦਰਜ ਹੈ” ਨਿਸ਼ਾਨ ਲਈ ਆਧਾਰ ਜੋੜੋ',
};
