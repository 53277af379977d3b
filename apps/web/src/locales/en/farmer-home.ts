/** English: a farmer's own crops on the home page, and changing a price or quantity on the card. */
export const farmerHomeEn = {
  'farmerHome.title': 'Your crops',
  'farmerHome.post': 'Post a crop',
  'farmerHome.none': 'You have no crops listed yet. Post one: buyers near you will see it.',
  'farmerHome.all': 'All my crops',
  'farmerHome.editNamed': 'Update {{name}}',
  'quickEdit.open': 'Change price or quantity',
  'quickEdit.openNamed': 'Change price or quantity of {{name}}',
  'quickEdit.price': 'Price (₹ per {{unit}})',
  'quickEdit.quantity': 'Quantity ({{unit}})',
  'quickEdit.save': 'Save',
  'quickEdit.saving': 'Saving...',
} as const;
