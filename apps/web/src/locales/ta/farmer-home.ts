import type { farmerHomeEn } from '../en/farmer-home';

/** A farmer's own crops on the home page (ta). */
export const farmerHomeTa: Record<keyof typeof farmerHomeEn, string> = {
  'farmerHome.title': 'உங்கள் பயிர்கள்',
  'farmerHome.post': 'பயிரைப் பதிவிடு',
  'farmerHome.none': 'இன்னும் உங்கள் பயிர் எதுவும் இல்லை. ஒன்றைப் பதிவிடுங்கள்: அருகிலுள்ள வாங்குபவர்கள் அதைப் பார்ப்பார்கள்.',
  'farmerHome.all': 'என் எல்லா பயிர்களும்',
  'farmerHome.editNamed': '{{name}} மாற்று',
  'quickEdit.open': 'விலை அல்லது அளவை மாற்று',
  'quickEdit.openNamed': '{{name}} விலை அல்லது அளவை மாற்று',
  'quickEdit.price': 'விலை (ஒரு {{unit}}க்கு ₹)',
  'quickEdit.quantity': 'அளவு ({{unit}})',
  'quickEdit.save': 'சேமி',
  'quickEdit.saving': 'சேமிக்கிறது...',
};
