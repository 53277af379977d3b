import type { dataSaverEn } from '../en/data-saver';

/** Hindi: data saver. */
export const dataSaverHi: Record<keyof typeof dataSaverEn, string> = {
  'dataSaver.title': 'डेटा बचत',
  'dataSaver.hint': 'फ़ोटो तभी लोड होंगी जब आप उन्हें छुएँगे।',
  'dataSaver.phoneAsks': 'आपके फ़ोन ने डेटा बचाने को कहा है।',
  'dataSaver.saved': 'इस महीने {{size}} डेटा बचा',
  'dataSaver.loadPhoto': '{{name}} की फ़ोटो लोड करें ({{size}})',
  'dataSaver.loadThisPhoto': 'फ़ोटो लोड करें ({{size}})',
};
