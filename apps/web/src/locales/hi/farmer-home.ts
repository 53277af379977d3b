import type { farmerHomeEn } from '../en/farmer-home';

/** A farmer's own crops on the home page (hi). */
export const farmerHomeHi: Record<keyof typeof farmerHomeEn, string> = {
  'farmerHome.title': 'आपकी फ़सलें',
  'farmerHome.post': 'फ़सल डालें',
  'farmerHome.none': 'अभी आपकी कोई फ़सल नहीं है। एक डालें: आस-पास के ख़रीदार उसे देखेंगे।',
  'farmerHome.all': 'मेरी सभी फ़सलें',
  'farmerHome.editNamed': '{{name}} बदलें',
  'quickEdit.open': 'दाम या मात्रा बदलें',
  'quickEdit.openNamed': '{{name}} का दाम या मात्रा बदलें',
  'quickEdit.price': 'दाम (₹ प्रति {{unit}})',
  'quickEdit.quantity': 'मात्रा ({{unit}})',
  'quickEdit.save': 'सहेजें',
  'quickEdit.saving': 'सहेजा जा रहा है...',
};
