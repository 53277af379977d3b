import type { PhoneKey } from '../en/phone';

/** தமிழ்: signing in with a code sent by SMS, and the “Phone verified” mark. */
export const phoneTa: Readonly<Record<PhoneKey, string>> = {
  'phone.continue': 'கைபேசி எண்ணுடன் தொடருங்கள்',
  'phone.orEmail': 'அல்லது உங்கள் மின்னஞ்சல் மூலம்',
  'phone.title': 'உங்கள் கைபேசி மூலம் உள்நுழையுங்கள்',
  'phone.intro': 'உங்கள் கைபேசிக்கு SMS மூலம் ஒரு குறியீடு அனுப்புவோம். கடவுச்சொல் தேவையில்லை.',
  'phone.numberStep': 'உங்கள் கைபேசி எண்',
  'phone.mobileNumber': 'கைபேசி எண்',
  'phone.mobileHint': 'உங்கள் கைபேசி எண்ணின் 10 இலக்கங்கள். குறியீடு இந்த எண்ணுக்கே SMS-ஆக வரும்.',
  'phone.sendCode': 'குறியீட்டை அனுப்பு',
  'phone.sending': 'அனுப்புகிறோம்...',
  'phone.codeStep': 'குறியீட்டை உள்ளிடுங்கள்',
  'phone.codeSentTo': '{{number}} எண்ணுக்கு அனுப்பிய 6 இலக்கக் குறியீட்டை உள்ளிடுங்கள்',
  'phone.neverShare': 'இந்தக் குறியீட்டை யாரிடமும் ஒருபோதும் பகிர வேண்டாம்',
  'phone.codeIncomplete': 'குறியீட்டின் 6 இலக்கங்களையும் உள்ளிடுங்கள்',
  'phone.verify': 'சரிபார்',
  'phone.verifying': 'சரிபார்க்கிறோம்...',
  'phone.sendAgain': 'குறியீட்டை மீண்டும் அனுப்பு',
  'phone.sendAgainIn': '{{time}} கழித்து மீண்டும் அனுப்பலாம்',
  'phone.newCodeSent': 'புதிய குறியீடு அனுப்பப்பட்டது.',
  'phone.changeNumber': 'எண்ணை மாற்று',
  'phone.detailsStep': 'முடிக்க இன்னும் சில விவரங்கள்',
  'phone.detailsIntro': 'உங்கள் எண் {{number}} உறுதியானது. கணக்கைத் தொடங்க உங்களைப் பற்றிச் சொல்லுங்கள்.',
  'phone.createAccount': 'என் கணக்கைத் தொடங்கு',
  'phone.useEmail': 'மின்னஞ்சல் மூலம் உள்நுழை',
  'phone.verified': 'கைபேசி சரிபார்க்கப்பட்டது',
  'phone.verifyNumber': 'உங்கள் எண்ணைச் சரிபாருங்கள்',
  'phone.verifyIntro':
    '{{number}} எண்ணுக்கு SMS மூலம் ஒரு குறியீடு அனுப்புவோம். சரிபார்த்த எண்ணுக்கு மக்கள் நம்பும் ஒரு குறி தெரியும்.',
  'phone.changeHint': 'புதிய எண்ணை மீண்டும் சரிபார்க்க வேண்டும்.',
  'phone.deleteByCode': 'உறுதிசெய்ய {{number}} எண்ணுக்கு SMS மூலம் ஒரு குறியீடு அனுப்புவோம்.',
  'phone.deleteVerifyFirst':
    'உங்கள் கணக்குக்குக் கடவுச்சொல் இல்லை: முதலில் இதே பக்கத்தில் உங்கள் எண்ணைச் சரிபாருங்கள், பிறகு குறியீடு மூலம் கணக்கை மூடுங்கள்.',
};
