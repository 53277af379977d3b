import type { PageTexts } from './page-texts';

/** ಕನ್ನಡ (kn): the words of a server-rendered page and its link preview, `{{name}}` filled by the server. */
export const PAGE_TEXTS_KN: PageTexts = {
  homeTitle: 'ಕಿಸಾನ್‌ಸೇತು: ರೈತರು ಮತ್ತು ಖರೀದಿದಾರರು, ನೇರವಾಗಿ',
  siteDescription:
    'KisanSetu ಭಾರತದ ರೈತರನ್ನು ಖರೀದಿದಾರರೊಂದಿಗೆ ಜೋಡಿಸುತ್ತದೆ: ಬೆಲೆ ಮತ್ತು ಫೋಟೋಗಳೊಂದಿಗೆ ನಿಮ್ಮ ಬೆಳೆಯನ್ನು ಪಟ್ಟಿಗೆ ಸೇರಿಸಿ, ಹತ್ತಿರದ ಬೆಳೆಗಳನ್ನು ಹುಡುಕಿ ಮತ್ತು ನೇರವಾಗಿ ರೈತರೊಂದಿಗೆ ಮಾತನಾಡಿ.',
  listTitle: 'ರೈತರ ತಾಜಾ ಬೆಳೆಗಳು',
  searchTitle: 'ನಿಮ್ಮ ಹತ್ತಿರದ ಬೆಳೆಗಳನ್ನು ಹುಡುಕಿ',
  newestCrops: 'ಹೊಸ ಬೆಳೆಗಳು',
  productTitle: '{{productName}} {{price}}, ಸ್ಥಳ: {{place}}',
  soldMark: '(ಮಾರಾಟವಾಗಿದೆ)',
  expiredMark: '(ಅವಧಿ ಮುಗಿದಿದೆ)',
  productDescription: '{{sellerName}} ಅವರಿಂದ {{quantity}} {{unit}}.',
  sellerTitle: '{{name}}, ರೈತರು, {{place}}',
  sellerDescription: 'KisanSetu ನಲ್ಲಿ {{name}} ಅವರ ಬೆಳೆಗಳನ್ನು ನೋಡಿ ಮತ್ತು ಅವರೊಂದಿಗೆ ನೇರವಾಗಿ ಮಾತನಾಡಿ.',
  soldNote: 'ಈ ಬೆಳೆ ಮಾರಾಟವಾಗಿದೆ.',
  expiredNote: 'ಈ ಪಟ್ಟಿಯ ಅವಧಿ ಮುಗಿದಿದೆ.',
  photoOf: '{{productName}} ಫೋಟೋ',
  soldBy: 'ಮಾರಾಟಗಾರರು: {{seller}}',
  quantity: 'ಪ್ರಮಾಣ',
  place: 'ಸ್ಥಳ',
  description: 'ವಿವರಣೆ',
  noCrops: 'ಇನ್ನೂ ಯಾವುದೇ ಬೆಳೆ ಪಟ್ಟಿಯಲ್ಲಿಲ್ಲ.',
  byName: 'ಮಾರಾಟಗಾರರು: {{name}}',
  farmerAt: 'ರೈತರು, {{place}}',
  cropsForSale: 'ಮಾರಾಟಕ್ಕಿರುವ ಬೆಳೆಗಳು',
};

/** Open Graph's locale for ಕನ್ನಡ pages. */
export const OG_LOCALE_KN = 'kn_IN';
