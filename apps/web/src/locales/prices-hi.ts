import type { pricesEn } from './prices-en';

/** Hindi: mandi prices (issue #17). */
export const pricesHi: Record<keyof typeof pricesEn, string> = {
  'prices.nearbyHeading': 'आस-पास की मंडियों के भाव',
  'prices.sample': 'नमूना भाव',
  'prices.sourcePrefix': 'स्रोत:',
  'prices.marketPlace': '{{market}}, {{district}}',
  'prices.onDate': '{{date}} को',
  'prices.notComparable': 'मंडी भाव प्रति क्विंटल होते हैं; प्रति {{unit}} दाम से तुलना नहीं हो सकती।',
  'prices.compareBelow': '{{market}} के भाव से {{percent}}% कम',
  'prices.compareAbove': '{{market}} के भाव से {{percent}}% ज़्यादा',
  'prices.compareSame': 'लगभग {{market}} के भाव जितना',
  'prices.hint': '{{date}} को {{market}} में {{price}} का भाव रहा',
};
