import type { PhoneKey } from '../en/phone';

/** ಕನ್ನಡ: signing in with a code sent by SMS, and the “Phone verified” mark. */
export const phoneKn: Readonly<Record<PhoneKey, string>> = {
  'phone.continue': 'ಫೋನ್ ಸಂಖ್ಯೆಯೊಂದಿಗೆ ಮುಂದುವರಿಯಿರಿ',
  'phone.orEmail': 'ಅಥವಾ ನಿಮ್ಮ ಇಮೇಲ್ ಬಳಸಿ',
  'phone.title': 'ನಿಮ್ಮ ಫೋನ್ ಮೂಲಕ ಲಾಗಿನ್ ಆಗಿ',
  'phone.intro': 'ನಿಮ್ಮ ಮೊಬೈಲ್‌ಗೆ SMS ಮೂಲಕ ಒಂದು ಕೋಡ್ ಕಳುಹಿಸುತ್ತೇವೆ. ಪಾಸ್‌ವರ್ಡ್ ಬೇಕಿಲ್ಲ.',
  'phone.numberStep': 'ನಿಮ್ಮ ಮೊಬೈಲ್ ಸಂಖ್ಯೆ',
  'phone.mobileNumber': 'ಮೊಬೈಲ್ ಸಂಖ್ಯೆ',
  'phone.mobileHint': 'ನಿಮ್ಮ ಮೊಬೈಲ್ ಸಂಖ್ಯೆಯ 10 ಅಂಕಿಗಳು. ಕೋಡ್ ಇದೇ ಸಂಖ್ಯೆಗೆ SMS ಮೂಲಕ ಬರುತ್ತದೆ.',
  'phone.sendCode': 'ಕೋಡ್ ಕಳುಹಿಸಿ',
  'phone.sending': 'ಕಳುಹಿಸಲಾಗುತ್ತಿದೆ...',
  'phone.codeStep': 'ಕೋಡ್ ನಮೂದಿಸಿ',
  'phone.codeSentTo': '{{number}} ಗೆ ಕಳುಹಿಸಿದ 6 ಅಂಕಿಯ ಕೋಡ್ ನಮೂದಿಸಿ',
  'phone.neverShare': 'ಈ ಕೋಡ್ ಅನ್ನು ಯಾರಿಗೂ ಎಂದಿಗೂ ಹೇಳಬೇಡಿ',
  'phone.codeIncomplete': 'ಕೋಡ್‌ನ ಎಲ್ಲಾ 6 ಅಂಕಿಗಳನ್ನು ನಮೂದಿಸಿ',
  'phone.verify': 'ಖಚಿತಪಡಿಸಿ',
  'phone.verifying': 'ಪರಿಶೀಲಿಸಲಾಗುತ್ತಿದೆ...',
  'phone.sendAgain': 'ಕೋಡ್ ಮತ್ತೆ ಕಳುಹಿಸಿ',
  'phone.sendAgainIn': '{{time}} ನಂತರ ಮತ್ತೆ ಕಳುಹಿಸಬಹುದು',
  'phone.newCodeSent': 'ಹೊಸ ಕೋಡ್ ಕಳುಹಿಸಲಾಗಿದೆ.',
  'phone.changeNumber': 'ಸಂಖ್ಯೆ ಬದಲಿಸಿ',
  'phone.detailsStep': 'ಮುಗಿಸಲು ಇನ್ನೂ ಕೆಲವು ವಿವರಗಳು',
  'phone.detailsIntro': 'ನಿಮ್ಮ ಸಂಖ್ಯೆ {{number}} ಖಚಿತವಾಯಿತು. ಖಾತೆ ತೆರೆಯಲು ನಿಮ್ಮ ಬಗ್ಗೆ ತಿಳಿಸಿ.',
  'phone.createAccount': 'ನನ್ನ ಖಾತೆ ತೆರೆಯಿರಿ',
  'phone.useEmail': 'ಇಮೇಲ್ ಮೂಲಕ ಲಾಗಿನ್',
  'phone.verified': 'ಫೋನ್ ಪರಿಶೀಲಿಸಲಾಗಿದೆ',
  'phone.verifyNumber': 'ನಿಮ್ಮ ಸಂಖ್ಯೆ ಪರಿಶೀಲಿಸಿ',
  'phone.verifyIntro':
    '{{number}} ಗೆ SMS ಮೂಲಕ ಒಂದು ಕೋಡ್ ಕಳುಹಿಸುತ್ತೇವೆ. ಪರಿಶೀಲಿಸಿದ ಸಂಖ್ಯೆಗೆ ಜನರು ನಂಬುವ ಒಂದು ಗುರುತು ಕಾಣುತ್ತದೆ.',
  'phone.changeHint': 'ಹೊಸ ಸಂಖ್ಯೆಯನ್ನು ಮತ್ತೆ ಪರಿಶೀಲಿಸಬೇಕು.',
  'phone.deleteByCode': 'ಖಚಿತಪಡಿಸಲು {{number}} ಗೆ SMS ಮೂಲಕ ಒಂದು ಕೋಡ್ ಕಳುಹಿಸುತ್ತೇವೆ.',
  'phone.deleteVerifyFirst':
    'ನಿಮ್ಮ ಖಾತೆಗೆ ಪಾಸ್‌ವರ್ಡ್ ಇಲ್ಲ: ಮೊದಲು ಇದೇ ಪುಟದಲ್ಲಿ ನಿಮ್ಮ ಸಂಖ್ಯೆ ಪರಿಶೀಲಿಸಿ, ನಂತರ ಕೋಡ್ ಮೂಲಕ ಖಾತೆ ಮುಚ್ಚಿ.',
  'phone.aadhaarOptional': 'ಆಧಾರ್ ಸಂಖ್ಯೆ (ಐಚ್ಛಿಕ)',
  'phone.aadhaarLaterHint':
    '“ಆಧಾರ್ ದಾಖಲಾಗಿದೆ” ಗುರುತಿಗಾಗಿ ಇದನ್ನು ಈಗ ಅಥವಾ ನಂತರ ನಿಮ್ಮ ಪ್ರೊಫೈಲ್‌ನಿಂದ ಸೇರಿಸಬಹುದು. ಇದನ್ನು ಸುರಕ್ಷಿತವಾಗಿ (ಎನ್‌ಕ್ರಿಪ್ಟ್ ಮಾಡಿ) ಇಡಲಾಗುತ್ತದೆ, ಖರೀದಿದಾರರಿಗೆ ಎಂದಿಗೂ ತೋರಿಸುವುದಿಲ್ಲ.',
  'phone.aadhaarAddHint':
    '“ಆಧಾರ್ ದಾಖಲಾಗಿದೆ” ಗುರುತಿಗಾಗಿ ಇದನ್ನು ಸೇರಿಸಿ. ಒಮ್ಮೆ ಉಳಿಸಿದ ನಂತರ ಬದಲಾಯಿಸಲು ಆಗುವುದಿಲ್ಲ. ಇದನ್ನು ಸುರಕ್ಷಿತವಾಗಿ (ಎನ್‌ಕ್ರಿಪ್ಟ್ ಮಾಡಿ) ಇಡಲಾಗುತ್ತದೆ, ಖರೀದಿದಾರರಿಗೆ ಎಂದಿಗೂ ತೋರಿಸುವುದಿಲ್ಲ.',
  'phone.aadhaarAdd': '“ಆಧಾರ್ ದಾಖಲಾಗಿದೆ” ಗುರುತಿಗಾಗಿ ಆಧಾರ್ ಸೇರಿಸಿ',
};
