import type { FiltersKey } from '../en/filters';

/** தமிழ்: வாங்குபவரின் வடிகட்டிகளும் விலை வரிசையும் (வடிகட்டித் தாள், முடிவுகளின் மேல் உள்ள வடிகட்டிகள், வகைகள், சேமித்த தேடலின் வடிகட்டிகள்). */
export const filtersTa: Readonly<Record<FiltersKey, string>> = {
  'filters.button': 'வடிகட்டி',
  'filters.buttonOn_one': 'வடிகட்டி, {{count}} வடிகட்டி இயக்கத்தில்',
  'filters.buttonOn_other': 'வடிகட்டி, {{count}} வடிகட்டிகள் இயக்கத்தில்',
  'filters.title': 'வடிகட்டியும் வரிசையும்',
  'filters.active': 'இயக்கத்தில் உள்ள வடிகட்டிகள்',
  'filters.remove': 'வடிகட்டியை நீக்கு: {{filter}}',
  'filters.clearAll': 'எல்லாம் நீக்கு',
  'filters.noMatch': 'இந்த வடிகட்டிகளுக்கு எதுவும் கிடைக்கவில்லை. ஒன்றை நீக்குங்கள் அல்லது எல்லாவற்றையும் நீக்குங்கள்.',

  'near.sort.price_asc': 'விலை: குறைவிலிருந்து அதிகம்',
  'near.sort.price_desc': 'விலை: அதிகத்திலிருந்து குறைவு',
  'nearChip.sort.price_asc': 'மலிவானவை முதலில்',
  'nearChip.sort.price_desc': 'விலை உயர்ந்தவை முதலில்',

  'filters.category': 'வகை',
  'filters.allCategories': 'அனைத்தும்',
  'filters.browse': 'வகை வாரியாகப் பாருங்கள்',
  'filters.category.cereal': 'தானியங்கள்',
  'filters.category.pulse': 'பருப்பு வகைகள்',
  'filters.category.vegetable': 'காய்கறிகள்',
  'filters.category.fruit': 'பழங்கள்',
  'filters.category.spice': 'மசாலாப் பொருட்கள்',
  'filters.category.oilseed': 'எண்ணெய் வித்துகள்',
  'filters.category.fibre': 'நார்ப் பயிர்கள்',
  'filters.category.plantation': 'தோட்டப் பயிர்கள்',
  'filters.category.dry_fruit': 'உலர் பழங்கள்',
  'filters.category.flower': 'பூக்கள்',
  'filters.category.other': 'மற்ற விளைபொருட்கள்',

  'filters.price': 'விலை வரம்பு',
  'filters.minPrice': 'குறைந்தது (₹)',
  'filters.maxPrice': 'அதிகபட்சம் (₹)',
  'filters.priceUnit': 'எதற்கான விலை',
  'filters.perUnit': 'ஒரு {{unit}}',
  'filters.priceHintWeight': 'குவிண்டால், டன் விலைகளும் ஒரு {{unit}} கணக்கில் ஒப்பிடப்படும்.',
  'filters.priceHintOther': 'ஒரு {{unit}} கணக்கில் விற்கப்படுபவை மட்டும்.',
  'filters.priceBetween': '{{min}} முதல் {{max}} வரை / {{unit}}',
  'filters.priceUpTo': '{{price}} / {{unit}} வரை',
  'filters.priceFrom': 'குறைந்தது {{price}} / {{unit}}',

  'filters.grade': 'தரம்',
  'filters.gradeAll': 'எந்தத் தரமும்',
  'filters.gradeName': 'தரம் {{grade}}',
  'filters.organic': 'இயற்கை முறை மட்டும்',
  'filters.organicChip': 'இயற்கை முறை',
  'filters.inStock': 'கையிருப்பில் உள்ளவை மட்டும்',
  'filters.inStockChip': 'கையிருப்பில்',

  'filters.savedWith': 'தேடலுடன் இந்த வடிகட்டிகளும் சேமிக்கப்படும்: {{filters}}',
};
