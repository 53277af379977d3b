import type { notificationsEn } from '../en/notifications';

/** ગુજરાતી: સૂચનાઓ, સાચવેલી શોધ, ફોન પર એલર્ટ. */
export const notificationsGu: Record<keyof typeof notificationsEn, string> = {
  'notifications.title': 'સૂચનાઓ',
  'notifications.bell_one': 'સૂચનાઓ, {{count}} ન વાંચેલી',
  'notifications.bell_other': 'સૂચનાઓ, {{count}} ન વાંચેલી',
  'notifications.empty': 'હજી કોઈ સૂચના નથી. નવા પાકની ખબર મેળવવા કોઈ શોધ સાચવો.',
  'notifications.loadFailed': 'સૂચનાઓ ખોલી શકાઈ નહીં.',
  'notifications.markAllRead': 'બધી વાંચી લીધી તરીકે નોંધો',
  'notifications.unread': 'ન વાંચેલી',
  'notifications.manageAlerts': 'સાચવેલી શોધ અને એલર્ટ',

  'savedSearch.save': 'આ શોધ સાચવો',
  'savedSearch.maxPrice': 'તમે વધુમાં વધુ કેટલું આપશો (₹ પ્રતિ એકમ, મરજિયાત)',
  'savedSearch.maxPriceHint': 'જેમ કે 25',
  'savedSearch.confirm': 'સાચવો',
  'savedSearch.saving': 'સાચવી રહ્યા છીએ...',
  'savedSearch.saved': 'સાચવી. મેળ ખાતો પાક આવશે ત્યારે અમે તમને જણાવીશું.',
  'savedSearch.failed': 'શોધ સાચવી શકાઈ નહીં.',
  'savedSearch.title': 'સાચવેલી શોધ',
  'savedSearch.intro':
    'જ્યારે કોઈ ખેડૂત એવો પાક મૂકે જે આમાંથી કોઈ શોધ સાથે મેળ ખાય, ત્યારે તમને સૂચના મળે છે. વધુમાં વધુ {{max}}.',
  'savedSearch.empty': 'હજી કોઈ સાચવેલી શોધ નથી. કોઈ પાક શોધો અને “આ શોધ સાચવો” દબાવો.',
  'savedSearch.delete': 'સાચવેલી શોધ {{query}} કાઢી નાખો',
  'savedSearch.deleted': 'સાચવેલી શોધ કાઢી નાખી',
  'savedSearch.within': '{{km}} કિ.મી.ની અંદર',
  'savedSearch.near': '{{place}} પાસે',
  'savedSearch.upTo': '₹{{price}} સુધી',
  'savedSearch.anywhere': 'ગમે ત્યાં',

  'push.title': 'આ ફોન પર એલર્ટ',
  'push.intro': 'કિસાનસેતુ બંધ હોય ત્યારે પણ સૂચનાઓ ફોન પર એલર્ટ તરીકે મેળવો.',
  'push.enable': 'આ ફોન પર એલર્ટ ચાલુ કરો',
  'push.disable': 'આ ફોન પર એલર્ટ બંધ કરો',
  'push.working': 'કૃપા કરીને રાહ જુઓ...',
  'push.on': 'આ ફોન પર એલર્ટ ચાલુ છે.',
  'push.denied': 'આ સાઇટ માટે એલર્ટ બ્લૉક છે. તેને ચાલુ કરવા માટે બ્રાઉઝરના સેટિંગમાં સૂચનાઓની પરવાનગી આપો.',
  'push.unsupported': 'આ બ્રાઉઝર કિસાનસેતુના એલર્ટ બતાવી શકતું નથી.',
  'push.failed': 'એલર્ટ ચાલુ થઈ શક્યા નહીં. કૃપા કરીને ફરી પ્રયાસ કરો.',
};
