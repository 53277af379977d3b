import type { dataSaverEn } from '../en/data-saver';

/** Kannada: data saver. */
export const dataSaverKn: Record<keyof typeof dataSaverEn, string> = {
  'dataSaver.title': 'ಡೇಟಾ ಉಳಿತಾಯ',
  'dataSaver.hint': 'ನೀವು ಮುಟ್ಟಿದಾಗ ಮಾತ್ರ ಫೋಟೋಗಳು ಲೋಡ್ ಆಗುತ್ತವೆ.',
  'dataSaver.phoneAsks': 'ನಿಮ್ಮ ಫೋನ್ ಡೇಟಾ ಉಳಿಸಲು ಕೇಳಿದೆ.',
  'dataSaver.saved': 'ಈ ತಿಂಗಳು {{size}} ಡೇಟಾ ಉಳಿಯಿತು',
  'dataSaver.loadPhoto': '{{name}} ಫೋಟೋ ಲೋಡ್ ಮಾಡಿ ({{size}})',
  'dataSaver.loadThisPhoto': 'ಫೋಟೋ ಲೋಡ್ ಮಾಡಿ ({{size}})',
};
