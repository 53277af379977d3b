import type { FiltersKey } from '../en/filters';

/** తెలుగు: కొనేవారి వడపోత, ధర క్రమం (వడపోత షీట్, ఫలితాల పైన పెట్టిన షరతులు, వర్గాలు, సేవ్ చేసిన వెతుకులాట షరతులు). */
export const filtersTe: Readonly<Record<FiltersKey, string>> = {
  'filters.button': 'వడపోత',
  'filters.buttonOn_one': 'వడపోత, {{count}} షరతు పెట్టారు',
  'filters.buttonOn_other': 'వడపోత, {{count}} షరతులు పెట్టారు',
  'filters.title': 'వడపోత, క్రమం',
  'filters.active': 'పెట్టిన షరతులు',
  'filters.remove': 'షరతు తీసివేయండి: {{filter}}',
  'filters.clearAll': 'అన్నీ తీసివేయండి',
  'filters.noMatch': 'ఈ షరతులకు ఏమీ దొరకలేదు. ఒక షరతు తీసివేయండి లేదా అన్నీ తీసివేయండి.',

  'near.sort.price_asc': 'ధర: తక్కువ నుండి ఎక్కువ',
  'near.sort.price_desc': 'ధర: ఎక్కువ నుండి తక్కువ',
  'nearChip.sort.price_asc': 'చౌకవి ముందు',
  'nearChip.sort.price_desc': 'ఖరీదైనవి ముందు',

  'filters.category': 'వర్గం',
  'filters.allCategories': 'అన్నీ',
  'filters.browse': 'వర్గాల వారీగా చూడండి',
  'filters.category.cereal': 'ధాన్యాలు',
  'filters.category.pulse': 'పప్పుధాన్యాలు',
  'filters.category.vegetable': 'కూరగాయలు',
  'filters.category.fruit': 'పండ్లు',
  'filters.category.spice': 'మసాలాలు',
  'filters.category.oilseed': 'నూనెగింజలు',
  'filters.category.fibre': 'నార పంటలు',
  'filters.category.plantation': 'తోట పంటలు',
  'filters.category.dry_fruit': 'ఎండు ఫలాలు',
  'filters.category.flower': 'పూలు',
  'filters.category.other': 'ఇతర ఉత్పత్తులు',

  'filters.price': 'ధర పరిధి',
  'filters.minPrice': 'కనీసం (₹)',
  'filters.maxPrice': 'గరిష్ఠం (₹)',
  'filters.priceUnit': 'దేనికి ధర',
  'filters.perUnit': 'ఒక్కో {{unit}}',
  'filters.priceHintWeight': 'క్వింటాల్, టన్ను ధరలు కూడా ఒక్కో {{unit}} లెక్కన పోల్చబడతాయి.',
  'filters.priceHintOther': 'ఒక్కో {{unit}} లెక్కన అమ్మే ఉత్పత్తులు మాత్రమే.',
  'filters.priceBetween': '{{min}} నుండి {{max}} / {{unit}}',
  'filters.priceUpTo': '{{price}} / {{unit}} వరకు',
  'filters.priceFrom': 'కనీసం {{price}} / {{unit}}',

  'filters.grade': 'గ్రేడ్',
  'filters.gradeAll': 'ఏ గ్రేడ్ అయినా',
  'filters.gradeName': 'గ్రేడ్ {{grade}}',
  'filters.organic': 'సేంద్రియవి మాత్రమే',
  'filters.organicChip': 'సేంద్రియ',
  'filters.inStock': 'అందుబాటులో ఉన్నవి మాత్రమే',
  'filters.inStockChip': 'అందుబాటులో ఉంది',

  'filters.savedWith': 'వెతుకులాటతో పాటు ఈ షరతులు కూడా సేవ్ అవుతాయి: {{filters}}',
};
