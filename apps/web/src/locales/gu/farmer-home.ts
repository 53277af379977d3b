import type { farmerHomeEn } from '../en/farmer-home';

/** A farmer's own crops on the home page (gu). */
export const farmerHomeGu: Record<keyof typeof farmerHomeEn, string> = {
  'farmerHome.title': 'તમારા પાક',
  'farmerHome.post': 'પાક મૂકો',
  'farmerHome.none': 'હજી તમારો કોઈ પાક નથી. એક મૂકો: નજીકના ખરીદદારો તે જોશે.',
  'farmerHome.all': 'મારા બધા પાક',
  'farmerHome.editNamed': '{{name}} બદલો',
  'quickEdit.open': 'ભાવ કે જથ્થો બદલો',
  'quickEdit.openNamed': '{{name}}નો ભાવ કે જથ્થો બદલો',
  'quickEdit.price': 'ભાવ (₹ પ્રતિ {{unit}})',
  'quickEdit.quantity': 'જથ્થો ({{unit}})',
  'quickEdit.save': 'સાચવો',
  'quickEdit.saving': 'સચવાય છે...',
};
