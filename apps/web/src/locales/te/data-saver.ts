import type { dataSaverEn } from '../en/data-saver';

/** Telugu: data saver. */
export const dataSaverTe: Record<keyof typeof dataSaverEn, string> = {
  'dataSaver.title': 'డేటా ఆదా',
  'dataSaver.hint': 'మీరు తాకినప్పుడే ఫోటోలు లోడ్ అవుతాయి.',
  'dataSaver.phoneAsks': 'మీ ఫోన్ డేటాను ఆదా చేయమని కోరింది.',
  'dataSaver.saved': 'ఈ నెల {{size}} డేటా ఆదా అయింది',
  'dataSaver.loadPhoto': '{{name}} ఫోటోను లోడ్ చేయండి ({{size}})',
  'dataSaver.loadThisPhoto': 'ఫోటోను లోడ్ చేయండి ({{size}})',
};
