import type { PrivacyKey } from '../en/privacy';

/** ಕನ್ನಡ: contact details on a need-to-know basis and the person's own data. */
export const privacyKn: Readonly<Record<PrivacyKey, string>> = {
  'privacy.deletedUser': 'ಅಳಿಸಲಾದ ಬಳಕೆದಾರ',
  'privacy.contactHidden':
    '{{name}} ಇನ್ನೂ ನಿಮಗೆ ಫೋನ್ ಸಂಖ್ಯೆ ಅಥವಾ ಇಮೇಲ್ ಕೊಟ್ಟಿಲ್ಲ. {{name}} ನಿಮಗೆ ಬರೆದಾಗ ಅಥವಾ ಹಂಚಿಕೊಂಡಾಗ ಅವು ಇಲ್ಲಿ ಕಾಣಿಸುತ್ತವೆ.',
  'privacy.shareMyNumber': 'ನನ್ನ ಸಂಖ್ಯೆ ಹಂಚಿಕೊಳ್ಳಿ',
  'privacy.shareMyNumberHint': '{{name}} ನಿಮ್ಮ ಫೋನ್ ಸಂಖ್ಯೆ ಮತ್ತು ಇಮೇಲ್ ನೋಡುತ್ತಾರೆ.',
  'privacy.shared': 'ಈಗ {{name}} ನಿಮ್ಮ ಫೋನ್ ಸಂಖ್ಯೆ ಮತ್ತು ಇಮೇಲ್ ನೋಡಬಹುದು.',
  'privacy.shareFailed': 'ನಿಮ್ಮ ಸಂಖ್ಯೆ ಹಂಚಿಕೊಳ್ಳಲಾಗಲಿಲ್ಲ. ದಯವಿಟ್ಟು ಮತ್ತೆ ಪ್ರಯತ್ನಿಸಿ.',
  'privacy.numberShared': '{{name}} ನಿಮ್ಮ ಫೋನ್ ಸಂಖ್ಯೆ ಮತ್ತು ಇಮೇಲ್ ನೋಡಬಹುದು.',
  'privacy.yourData': 'ನಿಮ್ಮ ಮಾಹಿತಿ',
  'privacy.yourDataIntro': 'ಕಿಸಾನ್‌ಸೇತು ಬಳಿ ನಿಮ್ಮ ಬಗ್ಗೆ ಇರುವ ಎಲ್ಲ ಮಾಹಿತಿಯ ಪ್ರತಿಯನ್ನು ಡೌನ್‌ಲೋಡ್ ಮಾಡಿ, ಅಥವಾ ನಿಮ್ಮ ಖಾತೆಯನ್ನು ಮುಚ್ಚಿ.',
  'privacy.download': 'ನನ್ನ ಮಾಹಿತಿ ಡೌನ್‌ಲೋಡ್ ಮಾಡಿ',
  'privacy.downloading': 'ನಿಮ್ಮ ಫೈಲ್ ಸಿದ್ಧವಾಗುತ್ತಿದೆ...',
  'privacy.downloadFailed': 'ನಿಮ್ಮ ಮಾಹಿತಿ ಡೌನ್‌ಲೋಡ್ ಆಗಲಿಲ್ಲ. ದಯವಿಟ್ಟು ಮತ್ತೆ ಪ್ರಯತ್ನಿಸಿ.',
  'privacy.deleteAccount': 'ನನ್ನ ಖಾತೆ ಅಳಿಸಿ',
  'privacy.deleteTitle': 'ನಿಮ್ಮ ಖಾತೆಯನ್ನು ಅಳಿಸಬೇಕೇ?',
  'privacy.deleteText':
    'ನಿಮ್ಮ ಖಾತೆ ತಕ್ಷಣ ಮುಚ್ಚುತ್ತದೆ: ಎಲ್ಲ ಕಡೆಯಿಂದ ಲಾಗ್ ಔಟ್ ಆಗುತ್ತೀರಿ, ನಿಮ್ಮ ಬೆಳೆಗಳು, ಇಷ್ಟದ ಪಟ್ಟಿ, ಉಳಿಸಿದ ಹುಡುಕಾಟಗಳು ಮತ್ತು ಬೇಡಿಕೆಗಳು ತೆಗೆಯಲ್ಪಡುತ್ತವೆ, ನಿಮ್ಮ ಹೆಸರು, ಫೋನ್, ಇಮೇಲ್ ಮತ್ತು ವಿಳಾಸ ಅಳಿಸಲಾಗುತ್ತದೆ. ನೀವು ಮಾತಾಡಿದವರ ಬಳಿ ಸಂದೇಶಗಳು ಉಳಿಯುತ್ತವೆ, ಅವರಿಗೆ “ಅಳಿಸಲಾದ ಬಳಕೆದಾರ” ಎಂದು ಕಾಣುತ್ತದೆ. ಇದನ್ನು ಹಿಂತೆಗೆಯಲು ಆಗುವುದಿಲ್ಲ.',
  'privacy.deletePassword': 'ಖಚಿತಪಡಿಸಲು ನಿಮ್ಮ ಪಾಸ್‌ವರ್ಡ್ ನಮೂದಿಸಿ',
  'privacy.deleteConfirm': 'ನನ್ನ ಖಾತೆ ಅಳಿಸಿ',
  'privacy.deleting': 'ಅಳಿಸಲಾಗುತ್ತಿದೆ...',
  'privacy.deleteFailed': 'ನಿಮ್ಮ ಖಾತೆಯನ್ನು ಅಳಿಸಲಾಗಲಿಲ್ಲ. ದಯವಿಟ್ಟು ಮತ್ತೆ ಪ್ರಯತ್ನಿಸಿ.',
};
