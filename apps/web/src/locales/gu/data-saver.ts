import type { dataSaverEn } from '../en/data-saver';

/** Gujarati: data saver. */
export const dataSaverGu: Record<keyof typeof dataSaverEn, string> = {
  'dataSaver.title': 'ડેટા બચત',
  'dataSaver.hint': 'તમે સ્પર્શ કરો ત્યારે જ ફોટા લોડ થશે.',
  'dataSaver.phoneAsks': 'તમારા ફોને ડેટા બચાવવાનું કહ્યું છે.',
  'dataSaver.saved': 'આ મહિને {{size}} ડેટા બચ્યો',
  'dataSaver.loadPhoto': '{{name}}નો ફોટો લોડ કરો ({{size}})',
  'dataSaver.loadThisPhoto': 'ફોટો લોડ કરો ({{size}})',
};
