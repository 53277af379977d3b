import type { dataSaverEn } from '../en/data-saver';

/** Marathi: data saver. */
export const dataSaverMr: Record<keyof typeof dataSaverEn, string> = {
  'dataSaver.title': 'डेटा बचत',
  'dataSaver.hint': 'तुम्ही स्पर्श केल्यावरच फोटो लोड होतील.',
  'dataSaver.phoneAsks': 'तुमच्या फोनने डेटा वाचवायला सांगितले आहे.',
  'dataSaver.saved': 'या महिन्यात {{size}} डेटा वाचला',
  'dataSaver.loadPhoto': '{{name}} चा फोटो लोड करा ({{size}})',
  'dataSaver.loadThisPhoto': 'फोटो लोड करा ({{size}})',
};
