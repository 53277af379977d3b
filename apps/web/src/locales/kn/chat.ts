import type { chatEn } from '../en/chat';

/** ಕನ್ನಡ: ಉತ್ಪನ್ನದ ಬಗ್ಗೆ ಚಾಟ್, ತ್ವರಿತ ಉತ್ತರಗಳು, ಸಂಪರ್ಕ, ಲಾಗಿನ್ ನಂತರ ಹಿಂತಿರುಗುವುದು. */
export const chatKn: Record<keyof typeof chatEn, string> = {
  'chatProduct.pinned': 'ಈ ಚಾಟ್ ಯಾವ ಜಾಹೀರಾತಿನ ಬಗ್ಗೆ',
  'chatProduct.open': '{{name}} ಜಾಹೀರಾತು ತೆರೆಯಿರಿ',
  'chatProduct.about': '{{name}} ಬಗ್ಗೆ',
  'chatProduct.noLongerListed': 'ಈಗ ಜಾಹೀರಾತಿನಲ್ಲಿಲ್ಲ',
  'chatProduct.loading': 'ಜಾಹೀರಾತು ಲೋಡ್ ಆಗುತ್ತಿದೆ...',

  'quickReply.label': 'ತ್ವರಿತ ಉತ್ತರಗಳು',
  'quickReply.buyer.available': 'ಇನ್ನೂ ಸಿಗುತ್ತದೆಯೇ?',
  'quickReply.buyer.bestPrice': 'ನಿಮ್ಮ ಕೊನೆಯ ಬೆಲೆ ಎಷ್ಟು?',
  'quickReply.buyer.collect': 'ಎಲ್ಲಿಗೆ ಬಂದು ತೆಗೆದುಕೊಳ್ಳಬೇಕು?',
  'quickReply.farmer.available': 'ಹೌದು, ಇದೆ',
  'quickReply.farmer.priceFinal': 'ಬೆಲೆ ಇದೇ, ಕಡಿಮೆ ಆಗಲ್ಲ',
  'quickReply.farmer.callMe': 'ನನಗೆ ಕರೆ ಮಾಡಿ',

  'chat.holdToDelete': 'ಅಳಿಸಲು ಹಾಗೆಯೇ ಒತ್ತಿ ಹಿಡಿಯಿರಿ...',

  'contact.call': 'ಕರೆ ಮಾಡಿ',
  'contact.callNamed': '{{name}} ಅವರಿಗೆ ಕರೆ ಮಾಡಿ',

  'loginReturn.chat': '{{name}} ಅವರೊಂದಿಗೆ ಚಾಟ್ ಮಾಡಲು ಲಾಗಿನ್ ಆಗಿ. ನೀವು ನೇರವಾಗಿ ಇದೇ ಬೆಳೆಗೆ ಹಿಂತಿರುಗುತ್ತೀರಿ.',
  'loginReturn.chatAnyone': 'ರೈತರೊಂದಿಗೆ ಚಾಟ್ ಮಾಡಲು ಲಾಗಿನ್ ಆಗಿ. ನೀವು ನೇರವಾಗಿ ಇದೇ ಬೆಳೆಗೆ ಹಿಂತಿರುಗುತ್ತೀರಿ.',
  'loginReturn.wishlist': 'ಈ ಬೆಳೆಯನ್ನು ಉಳಿಸಲು ಲಾಗಿನ್ ಆಗಿ. ನೀವು ನೇರವಾಗಿ ಇಲ್ಲಿಗೇ ಹಿಂತಿರುಗುತ್ತೀರಿ; ಇದು ನಿಮ್ಮ ಇಷ್ಟದ ಪಟ್ಟಿಯಲ್ಲಿರುತ್ತದೆ.',
  'loginReturn.buyersOnly': 'ಚಾಟ್ ಮತ್ತು ಇಷ್ಟದ ಪಟ್ಟಿ ಖರೀದಿದಾರರಿಗಾಗಿ. ಅವುಗಳನ್ನು ಬಳಸಲು ಖರೀದಿದಾರರಾಗಿ ಲಾಗಿನ್ ಆಗಿ.',
};
