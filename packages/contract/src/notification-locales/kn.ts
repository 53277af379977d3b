import type { Unit } from '../constants';
import type { NotificationTexts } from '../notification-texts';

/** ಕನ್ನಡ (kn): each notification kind's title and body, `{{name}}` filled from its params. */
export const NOTIFICATION_TEXTS_KN: NotificationTexts = {
  wishlist_sold: {
    title: 'ನಿಮ್ಮ ಇಷ್ಟದ ಪಟ್ಟಿಯಲ್ಲಿದ್ದ ಒಂದು ಬೆಳೆ ಈಗ ಇಲ್ಲ',
    body: '{{productName}} ಮಾರಾಟವಾಗಿದೆ ಅಥವಾ ರೈತರು ತೆಗೆದುಹಾಕಿದ್ದಾರೆ.',
  },
  wishlist_price_drop: {
    title: 'ನಿಮ್ಮ ಇಷ್ಟದ ಪಟ್ಟಿಯಲ್ಲಿ ಬೆಲೆ ಇಳಿದಿದೆ',
    body: '{{productName}} ಈಗ ₹{{price}}/{{unit}} (ಹಿಂದೆ ₹{{oldPrice}}).',
  },
  saved_search_match: {
    title: 'ನಿಮ್ಮ ಹುಡುಕಾಟ "{{query}}" ಗೆ ಹೊಸ ಬೆಳೆ',
    body: '{{productName}}, ₹{{price}}/{{unit}}, {{address}} ನಲ್ಲಿ.',
  },
  listing_expiring: {
    title: 'ನಿಮ್ಮ ಜಾಹೀರಾತಿನ ಅವಧಿ ಶೀಘ್ರದಲ್ಲೇ ಮುಗಿಯುತ್ತದೆ',
    body: '{{productName}} 2 ದಿನಗಳಲ್ಲಿ ಪಟ್ಟಿಗಳಿಂದ ಹೊರಹೋಗುತ್ತದೆ. ಕಾಣುತ್ತಿರಲು ಅದನ್ನು ನವೀಕರಿಸಿ.',
  },
  request_offer: {
    title: 'ನಿಮ್ಮ ಬೇಡಿಕೆಗೆ ಹೊಸ ಆಫರ್',
    body: '{{sellerName}} ಅವರು {{productName}} ಅನ್ನು ₹{{price}}/{{unit}} ಗೆ ಕೊಡಲು ಮುಂದಾಗಿದ್ದಾರೆ.',
  },
  request_match: {
    title: 'ಖರೀದಿದಾರರ ಬೇಡಿಕೆಗೆ ಹೊಂದುವ ಹೊಸ ಜಾಹೀರಾತು',
    body: '{{productName}}: {{quantity}} {{unit}}, {{address}} ನಲ್ಲಿ.',
  },
  deal_proposed: {
    title: '{{productName}} ಗೆ ಹೊಸ ಆಫರ್',
    body: '{{name}} ಅವರು {{quantity}} {{unit}} ಗೆ ₹{{price}}/{{unit}} ಆಫರ್ ಮಾಡಿದ್ದಾರೆ. ಚಾಟ್‌ನಲ್ಲಿ ಉತ್ತರಿಸಿ.',
  },
  deal_accepted: {
    title: 'ಒಪ್ಪಂದ ಖಚಿತ: {{productName}}',
    body: '{{name}} ಅವರು {{quantity}} {{unit}} ಗೆ ₹{{price}}/{{unit}} ಒಪ್ಪಿಕೊಂಡರು.',
  },
  deal_done: {
    title: 'ಒಪ್ಪಂದ ಮುಗಿಯಿತು: {{productName}}',
    body: 'ನೀವು ಮತ್ತು {{name}} ಇಬ್ಬರೂ ಒಪ್ಪಂದ ಮುಗಿದಿದೆ ಎಂದು ಗುರುತಿಸಿದ್ದೀರಿ. ಈಗ {{name}} ಅವರಿಗೆ ರೇಟಿಂಗ್ ನೀಡಿ.',
  },
};

/** ಕನ್ನಡ (kn): the units' names, for a notification's `{{unit}}` and the web's `unit.<id>`. */
export const UNIT_NAMES_KN: Record<Unit, string> = {
  kg: 'ಕೆಜಿ',
  quintal: 'ಕ್ವಿಂಟಾಲ್',
  ton: 'ಟನ್',
  liters: 'ಲೀಟರ್',
  pieces: 'ಸಂಖ್ಯೆ',
};
