import type { ShareKey } from '../en/share';

/** ಕನ್ನಡ: ಉತ್ಪನ್ನ ಅಥವಾ ರೈತರ ಪುಟ ಹಂಚಿಕೊಳ್ಳುವುದು: ಫೋನ್ ಶೇರ್, WhatsApp, ಲಿಂಕ್ ಕಾಪಿ. */
export const shareKn: Readonly<Record<ShareKey, string>> = {
  'share.button': 'ಹಂಚಿಕೊಳ್ಳಿ',
  'share.listing': 'ಈ ಜಾಹೀರಾತು ಹಂಚಿಕೊಳ್ಳಿ',
  'share.seller': 'ಈ ರೈತರ ಪುಟ ಹಂಚಿಕೊಳ್ಳಿ',
  'share.whatsapp': 'ವಾಟ್ಸಾಪ್',
  'share.copy': 'ಲಿಂಕ್ ಕಾಪಿ ಮಾಡಿ',
  'share.copied': 'ಲಿಂಕ್ ಕಾಪಿ ಆಗಿದೆ',
  'share.copyFailed': 'ಲಿಂಕ್ ಕಾಪಿ ಆಗಲಿಲ್ಲ. ವಿಳಾಸ ಪಟ್ಟಿಯನ್ನು ಒತ್ತಿ ಹಿಡಿದು ಅಲ್ಲಿಂದ ಕಾಪಿ ಮಾಡಿ.',
  'share.listingText': '{{name}} {{price}}, {{place}} ನಲ್ಲಿ — ಕಿಸಾನ್‌ಸೇತುವಿನಲ್ಲಿ',
  'share.listingTextNoPlace': '{{name}} {{price}} — ಕಿಸಾನ್‌ಸೇತುವಿನಲ್ಲಿ',
  'share.sellerText': '{{name}}, {{place}} ನ ರೈತ — ಕಿಸಾನ್‌ಸೇತುವಿನಲ್ಲಿ',
  'share.sellerTextNoPlace': '{{name}}, ರೈತ — ಕಿಸಾನ್‌ಸೇತುವಿನಲ್ಲಿ',
};
