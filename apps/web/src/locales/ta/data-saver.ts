import type { dataSaverEn } from '../en/data-saver';

/** Tamil: data saver. */
export const dataSaverTa: Record<keyof typeof dataSaverEn, string> = {
  'dataSaver.title': 'டேட்டா சேமிப்பு',
  'dataSaver.hint': 'நீங்கள் தொட்டால் மட்டுமே படங்கள் ஏறும்.',
  'dataSaver.phoneAsks': 'உங்கள் போன் டேட்டாவைச் சேமிக்கச் சொல்கிறது.',
  'dataSaver.saved': 'இந்த மாதம் {{size}} டேட்டா மிச்சம்',
  'dataSaver.loadPhoto': '{{name}} படத்தை ஏற்று ({{size}})',
  'dataSaver.loadThisPhoto': 'படத்தை ஏற்று ({{size}})',
};
