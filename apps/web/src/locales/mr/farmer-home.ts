import type { farmerHomeEn } from '../en/farmer-home';

/** A farmer's own crops on the home page (mr). */
export const farmerHomeMr: Record<keyof typeof farmerHomeEn, string> = {
  'farmerHome.title': 'तुमची पिके',
  'farmerHome.post': 'पीक टाका',
  'farmerHome.none': 'अजून तुमचे कोणतेही पीक नाही. एक टाका: जवळचे खरेदीदार ते पाहतील.',
  'farmerHome.all': 'माझी सर्व पिके',
  'farmerHome.editNamed': '{{name}} बदला',
  'quickEdit.open': 'दर किंवा प्रमाण बदला',
  'quickEdit.openNamed': '{{name}} चा दर किंवा प्रमाण बदला',
  'quickEdit.price': 'दर (₹ प्रति {{unit}})',
  'quickEdit.quantity': 'प्रमाण ({{unit}})',
  'quickEdit.save': 'जतन करा',
  'quickEdit.saving': 'जतन होत आहे...',
};
