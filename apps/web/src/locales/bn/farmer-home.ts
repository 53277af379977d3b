import type { farmerHomeEn } from '../en/farmer-home';

/** A farmer's own crops on the home page (bn). */
export const farmerHomeBn: Record<keyof typeof farmerHomeEn, string> = {
  'farmerHome.title': 'আপনার ফসল',
  'farmerHome.post': 'ফসল দিন',
  'farmerHome.none': 'এখনও আপনার কোনো ফসল নেই। একটি দিন: কাছের ক্রেতারা তা দেখবেন।',
  'farmerHome.all': 'আমার সব ফসল',
  'farmerHome.editNamed': '{{name}} বদলান',
  'quickEdit.open': 'দাম বা পরিমাণ বদলান',
  'quickEdit.openNamed': '{{name}}-এর দাম বা পরিমাণ বদলান',
  'quickEdit.price': 'দাম (প্রতি {{unit}} ₹)',
  'quickEdit.quantity': 'পরিমাণ ({{unit}})',
  'quickEdit.save': 'সংরক্ষণ করুন',
  'quickEdit.saving': 'সংরক্ষণ হচ্ছে...',
};
