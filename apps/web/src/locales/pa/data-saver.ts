import type { dataSaverEn } from '../en/data-saver';

/** Punjabi: data saver. */
export const dataSaverPa: Record<keyof typeof dataSaverEn, string> = {
  'dataSaver.title': 'ਡਾਟਾ ਬਚਤ',
  'dataSaver.hint': 'ਫ਼ੋਟੋਆਂ ਤਦ ਹੀ ਲੋਡ ਹੋਣਗੀਆਂ ਜਦੋਂ ਤੁਸੀਂ ਉਹਨਾਂ ਨੂੰ ਛੂਹੋਗੇ।',
  'dataSaver.phoneAsks': 'ਤੁਹਾਡੇ ਫ਼ੋਨ ਨੇ ਡਾਟਾ ਬਚਾਉਣ ਲਈ ਕਿਹਾ ਹੈ।',
  'dataSaver.saved': 'ਇਸ ਮਹੀਨੇ {{size}} ਡਾਟਾ ਬਚਿਆ',
  'dataSaver.loadPhoto': '{{name}} ਦੀ ਫ਼ੋਟੋ ਲੋਡ ਕਰੋ ({{size}})',
  'dataSaver.loadThisPhoto': 'ਫ਼ੋਟੋ ਲੋਡ ਕਰੋ ({{size}})',
};
