import type { chatMediaEn } from '../en/chat-media';

/** ಕನ್ನಡ: ಚಾಟ್‌ನಲ್ಲಿ ಫೋಟೋಗಳು ಮತ್ತು ಧ್ವನಿ ಸಂದೇಶಗಳು. */
export const chatMediaKn: Record<keyof typeof chatMediaEn, string> = {
  'chatMedia.addPhoto': 'ಫೋಟೋ ಸೇರಿಸಿ',
  'chatMedia.photoToSend': 'ಕಳುಹಿಸಬೇಕಾದ ಫೋಟೋ',
  'chatMedia.removePhoto': 'ಫೋಟೋ ತೆಗೆಯಿರಿ',
  'chatMedia.preparingPhoto': 'ಫೋಟೋ ಸಿದ್ಧವಾಗುತ್ತಿದೆ...',
  'chatMedia.recordVoiceNote': 'ಧ್ವನಿ ಸಂದೇಶ ರೆಕಾರ್ಡ್ ಮಾಡಿ',
  'chatMedia.recordHint': 'ರೆಕಾರ್ಡ್ ಮಾಡಲು ಒತ್ತಿ ಹಿಡಿಯಿರಿ, ಕಳುಹಿಸಲು ಬಿಡಿ. ಕೀಬೋರ್ಡ್‌ನಿಂದ: ಆರಂಭಿಸಲು ಒಮ್ಮೆ ಒತ್ತಿ, ಕಳುಹಿಸಲು ಮತ್ತೆ ಒತ್ತಿ.',
  'chatMedia.holdToRecord': 'ರೆಕಾರ್ಡ್ ಮಾಡಲು ಮೈಕ್ ಒತ್ತಿ ಹಿಡಿಯಿರಿ, ಕಳುಹಿಸಲು ಬಿಡಿ.',
  'chatMedia.recording': 'ಧ್ವನಿ ಸಂದೇಶ ರೆಕಾರ್ಡ್ ಆಗುತ್ತಿದೆ',
  'chatMedia.slideToCancel': 'ರದ್ದುಮಾಡಲು ಎಡಕ್ಕೆ ಸರಿಸಿ',
  'chatMedia.cancelVoiceNote': 'ಧ್ವನಿ ಸಂದೇಶ ರದ್ದುಮಾಡಿ',
  'chatMedia.sendVoiceNote': 'ಧ್ವನಿ ಸಂದೇಶ ಕಳುಹಿಸಿ',
  'chatMedia.micBlocked': 'ಮೈಕ್ರೊಫೋನ್‌ಗೆ ಅನುಮತಿ ಇಲ್ಲ. ಧ್ವನಿ ಸಂದೇಶ ರೆಕಾರ್ಡ್ ಮಾಡಲು ಬ್ರೌಸರ್ ಸೆಟ್ಟಿಂಗ್ಸ್‌ನಲ್ಲಿ ಅನುಮತಿ ಕೊಡಿ.',
  'chatMedia.recordFailed': 'ಧ್ವನಿ ಸಂದೇಶ ರೆಕಾರ್ಡ್ ಆಗಲಿಲ್ಲ. ಮತ್ತೆ ಪ್ರಯತ್ನಿಸಿ.',
  'chatMedia.photo': 'ಫೋಟೋ',
  'chatMedia.voiceNote': 'ಧ್ವನಿ ಸಂದೇಶ',
  'chatMedia.openPhoto': 'ಫೋಟೋ ತೆರೆಯಿರಿ',
  'chatMedia.closePhoto': 'ಫೋಟೋ ಮುಚ್ಚಿ',
  'chatMedia.photoUnavailable': 'ಫೋಟೋ ಲೋಡ್ ಆಗಲಿಲ್ಲ.',
  'chatMedia.play': 'ಧ್ವನಿ ಸಂದೇಶ ಪ್ಲೇ ಮಾಡಿ',
  'chatMedia.pause': 'ಧ್ವನಿ ಸಂದೇಶ ನಿಲ್ಲಿಸಿ',
  'chatMedia.position': 'ಧ್ವನಿ ಸಂದೇಶದಲ್ಲಿ ಸ್ಥಾನ',
  'chatMedia.positionText': '{{length}} ರಲ್ಲಿ {{position}}',
  'chatMedia.voiceNoteLength': 'ಧ್ವನಿ ಸಂದೇಶ, {{length}}',
  'chatMedia.loadFailed': 'ಧ್ವನಿ ಸಂದೇಶ ಲೋಡ್ ಆಗಲಿಲ್ಲ.',
};
