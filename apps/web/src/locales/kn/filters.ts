import type { FiltersKey } from '../en/filters';

/** ಕನ್ನಡ: ಖರೀದಿದಾರರ ಆಯ್ಕೆ ಮತ್ತು ಬೆಲೆಯ ಕ್ರಮ (ಆಯ್ಕೆಯ ಹಾಳೆ, ಫಲಿತಾಂಶದ ಮೇಲೆ ಹಾಕಿದ ಷರತ್ತುಗಳು, ವರ್ಗಗಳು, ಉಳಿಸಿದ ಹುಡುಕಾಟದ ಷರತ್ತುಗಳು). */
export const filtersKn: Readonly<Record<FiltersKey, string>> = {
  'filters.button': 'ಆಯ್ಕೆಗಳು',
  'filters.buttonOn_one': 'ಆಯ್ಕೆಗಳು, {{count}} ಷರತ್ತು ಹಾಕಲಾಗಿದೆ',
  'filters.buttonOn_other': 'ಆಯ್ಕೆಗಳು, {{count}} ಷರತ್ತುಗಳನ್ನು ಹಾಕಲಾಗಿದೆ',
  'filters.title': 'ಆಯ್ಕೆ ಮತ್ತು ಕ್ರಮ',
  'filters.active': 'ಹಾಕಿದ ಷರತ್ತುಗಳು',
  'filters.remove': 'ಷರತ್ತು ತೆಗೆದುಹಾಕಿ: {{filter}}',
  'filters.clearAll': 'ಎಲ್ಲ ತೆಗೆದುಹಾಕಿ',
  'filters.noMatch': 'ಈ ಷರತ್ತುಗಳಿಗೆ ಏನೂ ಸಿಗಲಿಲ್ಲ. ಒಂದು ಷರತ್ತು ತೆಗೆದುಹಾಕಿ ಅಥವಾ ಎಲ್ಲವನ್ನೂ ತೆಗೆದುಹಾಕಿ.',

  'near.sort.price_asc': 'ಬೆಲೆ: ಕಡಿಮೆಯಿಂದ ಹೆಚ್ಚು',
  'near.sort.price_desc': 'ಬೆಲೆ: ಹೆಚ್ಚಿನಿಂದ ಕಡಿಮೆ',
  'nearChip.sort.price_asc': 'ಅಗ್ಗದವು ಮೊದಲು',
  'nearChip.sort.price_desc': 'ದುಬಾರಿಯವು ಮೊದಲು',

  'filters.category': 'ವರ್ಗ',
  'filters.allCategories': 'ಎಲ್ಲ',
  'filters.browse': 'ವರ್ಗದ ಪ್ರಕಾರ ನೋಡಿ',
  'filters.category.cereal': 'ಧಾನ್ಯಗಳು',
  'filters.category.pulse': 'ಬೇಳೆಕಾಳುಗಳು',
  'filters.category.vegetable': 'ತರಕಾರಿಗಳು',
  'filters.category.fruit': 'ಹಣ್ಣುಗಳು',
  'filters.category.spice': 'ಮಸಾಲೆಗಳು',
  'filters.category.oilseed': 'ಎಣ್ಣೆಕಾಳುಗಳು',
  'filters.category.fibre': 'ನಾರಿನ ಬೆಳೆಗಳು',
  'filters.category.plantation': 'ತೋಟದ ಬೆಳೆಗಳು',
  'filters.category.dry_fruit': 'ಒಣಹಣ್ಣುಗಳು',
  'filters.category.flower': 'ಹೂವುಗಳು',
  'filters.category.other': 'ಇತರ ಉತ್ಪನ್ನಗಳು',

  'filters.price': 'ಬೆಲೆಯ ಮಿತಿ',
  'filters.minPrice': 'ಕನಿಷ್ಠ (₹)',
  'filters.maxPrice': 'ಗರಿಷ್ಠ (₹)',
  'filters.priceUnit': 'ಯಾವುದಕ್ಕೆ ಬೆಲೆ',
  'filters.perUnit': 'ಪ್ರತಿ {{unit}}',
  'filters.priceHintWeight': 'ಕ್ವಿಂಟಾಲ್ ಮತ್ತು ಟನ್ ಬೆಲೆಗಳನ್ನೂ ಪ್ರತಿ {{unit}} ಲೆಕ್ಕದಲ್ಲಿ ಹೋಲಿಸಲಾಗುತ್ತದೆ.',
  'filters.priceHintOther': 'ಪ್ರತಿ {{unit}} ಲೆಕ್ಕದಲ್ಲಿ ಮಾರುವ ಉತ್ಪನ್ನಗಳು ಮಾತ್ರ.',
  'filters.priceBetween': '{{min}} ರಿಂದ {{max}} / {{unit}}',
  'filters.priceUpTo': '{{price}} / {{unit}} ವರೆಗೆ',
  'filters.priceFrom': 'ಕನಿಷ್ಠ {{price}} / {{unit}}',

  'filters.grade': 'ಗ್ರೇಡ್',
  'filters.gradeAll': 'ಯಾವುದೇ ಗ್ರೇಡ್',
  'filters.gradeName': 'ಗ್ರೇಡ್ {{grade}}',
  'filters.organic': 'ಸಾವಯವ ಮಾತ್ರ',
  'filters.organicChip': 'ಸಾವಯವ',
  'filters.inStock': 'ಲಭ್ಯವಿರುವುದು ಮಾತ್ರ',
  'filters.inStockChip': 'ಲಭ್ಯವಿದೆ',

  'filters.savedWith': 'ಹುಡುಕಾಟದ ಜೊತೆಗೆ ಈ ಷರತ್ತುಗಳನ್ನೂ ಉಳಿಸಲಾಗುತ್ತದೆ: {{filters}}',
};
