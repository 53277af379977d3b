import type { farmerHomeEn } from '../en/farmer-home';

/** A farmer's own crops on the home page (kn). */
export const farmerHomeKn: Record<keyof typeof farmerHomeEn, string> = {
  'farmerHome.title': 'ನಿಮ್ಮ ಬೆಳೆಗಳು',
  'farmerHome.post': 'ಬೆಳೆ ಹಾಕಿ',
  'farmerHome.none': 'ಇನ್ನೂ ನಿಮ್ಮ ಯಾವುದೇ ಬೆಳೆ ಇಲ್ಲ. ಒಂದನ್ನು ಹಾಕಿ: ಹತ್ತಿರದ ಖರೀದಿದಾರರು ಅದನ್ನು ನೋಡುತ್ತಾರೆ.',
  'farmerHome.all': 'ನನ್ನ ಎಲ್ಲಾ ಬೆಳೆಗಳು',
  'farmerHome.editNamed': '{{name}} ಬದಲಿಸಿ',
  'quickEdit.open': 'ಬೆಲೆ ಅಥವಾ ಪ್ರಮಾಣ ಬದಲಿಸಿ',
  'quickEdit.openNamed': '{{name}} ಬೆಲೆ ಅಥವಾ ಪ್ರಮಾಣ ಬದಲಿಸಿ',
  'quickEdit.price': 'ಬೆಲೆ (ಪ್ರತಿ {{unit}}ಗೆ ₹)',
  'quickEdit.quantity': 'ಪ್ರಮಾಣ ({{unit}})',
  'quickEdit.save': 'ಉಳಿಸಿ',
  'quickEdit.saving': 'ಉಳಿಸಲಾಗುತ್ತಿದೆ...',
};
