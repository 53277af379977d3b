import type { LifecycleKey } from '../en/lifecycle';

/** ગુજરાતી: ખેતપેદાશની મુદત, તેની સ્થિતિ, “વેચાઈ ગઈ” અને “ફરી ચાલુ કરો”. */
export const lifecycleGu: Readonly<Record<LifecycleKey, string>> = {
  'listing.stay': 'કેટલા દિવસ ચાલુ રહે',
  'listing.stayDays_one': '{{count}} દિવસ',
  'listing.stayDays_other': '{{count}} દિવસ',
  'listing.stayHint': 'આ પછી ખેતપેદાશ શોધમાં દેખાશે નહીં. તમે તેને ગમે ત્યારે ફરી ચાલુ કરી શકો.',
  'listing.stayHintRenew': 'આજથી ફરી ચાલુ કરવું હોય તો જ દિવસ પસંદ કરો.',
  'listing.stayKeep': 'જેમ છે તેમ: {{date}} સુધી',

  'listing.status.active': 'ચાલુ',
  'listing.status.sold': 'વેચાઈ ગઈ',
  'listing.status.expired': 'મુદત પૂરી',
  'listing.status.hidden': 'છુપાવેલી',
  'listing.expiresIn_one': 'ચાલુ · {{count}} દિવસમાં મુદત પૂરી થશે',
  'listing.expiresIn_other': 'ચાલુ · {{count}} દિવસમાં મુદત પૂરી થશે',

  'listing.markSold': 'વેચાઈ ગઈ તરીકે નોંધો',
  'listing.markSoldNamed': 'વેચાઈ ગઈ તરીકે નોંધો: {{name}}',
  'listing.marking': 'સાચવી રહ્યા છીએ...',
  'listing.renew': 'ફરી ચાલુ કરો',
  'listing.renewNamed': 'ફરી ચાલુ કરો: {{name}}',
  'listing.renewing': 'ફરી ચાલુ કરી રહ્યા છીએ...',
  'listing.edit': 'બદલો',
  'listing.yours': 'તમારી ખેતપેદાશ',
  'listing.notSold': 'વેચાઈ ગઈ તરીકે નોંધી શકાયું નહીં. કૃપા કરીને ફરી પ્રયાસ કરો.',
  'listing.notRenewed': 'ખેતપેદાશ ફરી ચાલુ થઈ શકી નહીં. કૃપા કરીને ફરી પ્રયાસ કરો.',

  'listing.soldBanner': 'આ પાક વેચાઈ ગયો છે',
  'listing.soldBannerHint': 'ખેડૂત પાસે વધુ હોઈ શકે: તેમના બીજા પાક જુઓ કે તેમની સાથે ચેટ કરો.',
  'listing.expiredBanner': 'આ ખેતપેદાશની મુદત પૂરી થઈ ગઈ છે',
  'listing.expiredBannerHint': 'કદાચ તે હવે ઉપલબ્ધ ન હોય. પૂછવા માટે ખેડૂત સાથે ચેટ કરો.',
  'listing.hiddenBanner': 'આ ખેતપેદાશ એક મૉડરેટરે છુપાવી છે',
};
