import type { farmerHomeEn } from '../en/farmer-home';

/** A farmer's own crops on the home page (pa). */
export const farmerHomePa: Record<keyof typeof farmerHomeEn, string> = {
  'farmerHome.title': 'ਤੁਹਾਡੀਆਂ ਫ਼ਸਲਾਂ',
  'farmerHome.post': 'ਫ਼ਸਲ ਪਾਓ',
  'farmerHome.none': 'ਅਜੇ ਤੁਹਾਡੀ ਕੋਈ ਫ਼ਸਲ ਨਹੀਂ ਹੈ। ਇੱਕ ਪਾਓ: ਨੇੜਲੇ ਖ਼ਰੀਦਦਾਰ ਇਸਨੂੰ ਦੇਖਣਗੇ।',
  'farmerHome.all': 'ਮੇਰੀਆਂ ਸਾਰੀਆਂ ਫ਼ਸਲਾਂ',
  'farmerHome.editNamed': '{{name}} ਬਦਲੋ',
  'quickEdit.open': 'ਭਾਅ ਜਾਂ ਮਾਤਰਾ ਬਦਲੋ',
  'quickEdit.openNamed': '{{name}} ਦਾ ਭਾਅ ਜਾਂ ਮਾਤਰਾ ਬਦਲੋ',
  'quickEdit.price': 'ਭਾਅ (₹ ਪ੍ਰਤੀ {{unit}})',
  'quickEdit.quantity': 'ਮਾਤਰਾ ({{unit}})',
  'quickEdit.save': 'ਸੰਭਾਲੋ',
  'quickEdit.saving': 'ਸੰਭਾਲਿਆ ਜਾ ਰਿਹਾ ਹੈ...',
};
