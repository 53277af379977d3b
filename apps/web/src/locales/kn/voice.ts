import type { voiceEn } from '../en/voice';

/** Kannada: voice input and read-aloud. */
export const voiceKn: Record<keyof typeof voiceEn, string> = {
  'voice.speak': '{{field}} ಮಾತನಾಡಿ ಹೇಳಿ',
  'voice.listening': 'ಕೇಳಿಸಿಕೊಳ್ಳುತ್ತಿದ್ದೇವೆ… ಈಗ ಮಾತನಾಡಿ',
  'voice.failure.denied': 'ಮೈಕ್ರೊಫೋನ್‌ಗೆ ಅನುಮತಿ ಇಲ್ಲ. ಟೈಪ್ ಮಾಡುವ ಬದಲು ಮಾತನಾಡಲು ಬ್ರೌಸರ್ ಸೆಟ್ಟಿಂಗ್ಸ್‌ನಲ್ಲಿ ಅನುಮತಿ ಕೊಡಿ.',
  'voice.failure.network': 'ಮಾತನಾಡಿ ಹೇಳಲು ಇಂಟರ್ನೆಟ್ ಬೇಕು. ಟೈಪ್ ಮಾಡಿ, ಅಥವಾ ಇಂಟರ್ನೆಟ್ ಬಂದ ನಂತರ ಮತ್ತೆ ಪ್ರಯತ್ನಿಸಿ.',
  'voice.failure.noSpeech': 'ನಮಗೆ ಏನೂ ಕೇಳಿಸಲಿಲ್ಲ. ಮೈಕ್ರೊಫೋನ್ ಒತ್ತಿ ಮತ್ತೆ ಮಾತನಾಡಿ.',
  'voice.failure.noMicrophone': 'ಈ ಸಾಧನದಲ್ಲಿ ಮೈಕ್ರೊಫೋನ್ ಸಿಗಲಿಲ್ಲ.',
  'voice.failure.failed': 'ಈ ಬಾರಿ ಬ್ರೌಸರ್ ಕೇಳಿಸಿಕೊಳ್ಳಲಾಗಲಿಲ್ಲ. ಟೈಪ್ ಮಾಡಿ, ಅಥವಾ ಮತ್ತೆ ಪ್ರಯತ್ನಿಸಿ.',
  'voice.listen': 'ಕೇಳಿ',
  'voice.stopListening': 'ನಿಲ್ಲಿಸಿ',
  'voice.listingText':
    '{{name}}. ಒಂದು {{unit}}ಗೆ {{price}} ರೂಪಾಯಿ. {{quantity}} {{unit}} ಲಭ್ಯವಿದೆ, {{place}} ನಲ್ಲಿ.',
};
