/** English: mandi prices (issue #17), kept apart so en.ts stays small. */
export const pricesEn = {
  'prices.nearbyHeading': 'Mandi prices nearby',
  'prices.sample': 'Sample prices',
  'prices.sourcePrefix': 'Source:',
  'prices.marketPlace': '{{market}}, {{district}}',
  'prices.onDate': 'on {{date}}',
  'prices.notComparable': 'Mandi prices are per quintal; a price per {{unit}} cannot be compared.',
  'prices.compareBelow': '{{percent}}% below the {{market}} price',
  'prices.compareAbove': '{{percent}}% above the {{market}} price',
  'prices.compareSame': 'About the same as the {{market}} price',
  'prices.hint': '{{market}} paid {{price}} on {{date}}',
};
