import type { farmerHomeEn } from '../en/farmer-home';

/** A farmer's own crops on the home page (te). */
export const farmerHomeTe: Record<keyof typeof farmerHomeEn, string> = {
  'farmerHome.title': 'మీ పంటలు',
  'farmerHome.post': 'పంటను పెట్టండి',
  'farmerHome.none': 'ఇంకా మీ పంటలు ఏవీ లేవు. ఒకటి పెట్టండి: దగ్గరలోని కొనుగోలుదారులు దాన్ని చూస్తారు.',
  'farmerHome.all': 'నా అన్ని పంటలు',
  'farmerHome.editNamed': '{{name}} మార్చండి',
  'quickEdit.open': 'ధర లేదా పరిమాణం మార్చండి',
  'quickEdit.openNamed': '{{name}} ధర లేదా పరిమాణం మార్చండి',
  'quickEdit.price': 'ధర (ఒక్క {{unit}}కు ₹)',
  'quickEdit.quantity': 'పరిమాణం ({{unit}})',
  'quickEdit.save': 'సేవ్ చేయండి',
  'quickEdit.saving': 'సేవ్ అవుతోంది...',
};
