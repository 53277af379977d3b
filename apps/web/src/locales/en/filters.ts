/**
 * English: the buyers' filters and price sort (the filter sheet, the chips above the results, categories to browse,
 * a saved search's filters in words).
 */
export const filtersEn = {
  'filters.button': 'Filters',
  'filters.buttonOn_one': 'Filters, {{count}} filter on',
  'filters.buttonOn_other': 'Filters, {{count}} filters on',
  'filters.title': 'Filters and sort',
  'filters.active': 'Filters on',
  'filters.remove': 'Remove filter: {{filter}}',
  'filters.clearAll': 'Clear all',
  'filters.noMatch': 'Nothing matches these filters. Remove one or clear them all.',

  'near.sort.price_asc': 'Price: low to high',
  'near.sort.price_desc': 'Price: high to low',
  'nearChip.sort.price_asc': 'Cheapest first',
  'nearChip.sort.price_desc': 'Costliest first',

  'filters.category': 'Category',
  'filters.allCategories': 'All',
  'filters.browse': 'Browse by category',
  'filters.category.cereal': 'Cereals',
  'filters.category.pulse': 'Pulses',
  'filters.category.vegetable': 'Vegetables',
  'filters.category.fruit': 'Fruits',
  'filters.category.spice': 'Spices',
  'filters.category.oilseed': 'Oilseeds',
  'filters.category.fibre': 'Fibre crops',
  'filters.category.plantation': 'Plantation crops',
  'filters.category.dry_fruit': 'Dry fruits',
  'filters.category.flower': 'Flowers',
  'filters.category.other': 'Other produce',

  'filters.price': 'Price range',
  'filters.minPrice': 'From (₹)',
  'filters.maxPrice': 'Up to (₹)',
  'filters.priceUnit': 'Price per',
  'filters.perUnit': 'per {{unit}}',
  'filters.priceHintWeight': 'Prices per quintal or ton are compared per {{unit}} too.',
  'filters.priceHintOther': 'Only produce sold per {{unit}}.',
  'filters.priceBetween': '{{min}} to {{max}} / {{unit}}',
  'filters.priceUpTo': 'up to {{price}} / {{unit}}',
  'filters.priceFrom': 'from {{price}} / {{unit}}',

  'filters.grade': 'Grade',
  'filters.gradeAll': 'All grades',
  'filters.gradeName': 'Grade {{grade}}',
  'filters.organic': 'Organic only',
  'filters.organicChip': 'Organic',
  'filters.inStock': 'In stock only',
  'filters.inStockChip': 'In stock',

  'filters.savedWith': 'Kept with the search: {{filters}}',
} as const;

export type FiltersKey = keyof typeof filtersEn;
