import type { notificationsEn } from '../en/notifications';

/** ಕನ್ನಡ: ಅಧಿಸೂಚನೆಗಳು, ಉಳಿಸಿದ ಹುಡುಕಾಟಗಳು, ಫೋನ್‌ನಲ್ಲಿ ಅಲರ್ಟ್‌ಗಳು. */
export const notificationsKn: Record<keyof typeof notificationsEn, string> = {
  'notifications.title': 'ಅಧಿಸೂಚನೆಗಳು',
  'notifications.bell_one': 'ಅಧಿಸೂಚನೆಗಳು, {{count}} ಓದದ್ದು',
  'notifications.bell_other': 'ಅಧಿಸೂಚನೆಗಳು, {{count}} ಓದದವು',
  'notifications.empty': 'ಇನ್ನೂ ಅಧಿಸೂಚನೆಗಳಿಲ್ಲ. ಹೊಸ ಬೆಳೆಗಳ ಬಗ್ಗೆ ತಿಳಿಯಲು ಒಂದು ಹುಡುಕಾಟವನ್ನು ಉಳಿಸಿ.',
  'notifications.loadFailed': 'ಅಧಿಸೂಚನೆಗಳು ಲೋಡ್ ಆಗಲಿಲ್ಲ.',
  'notifications.markAllRead': 'ಎಲ್ಲವನ್ನೂ ಓದಲಾಗಿದೆ ಎಂದು ಗುರುತಿಸಿ',
  'notifications.unread': 'ಓದದವು',
  'notifications.manageAlerts': 'ಉಳಿಸಿದ ಹುಡುಕಾಟಗಳು ಮತ್ತು ಅಲರ್ಟ್‌ಗಳು',

  'savedSearch.save': 'ಈ ಹುಡುಕಾಟ ಉಳಿಸಿ',
  'savedSearch.maxPrice': 'ನೀವು ಕೊಡಬಹುದಾದ ಗರಿಷ್ಠ ಬೆಲೆ (ಪ್ರತಿ ಅಳತೆಗೆ ₹, ಐಚ್ಛಿಕ)',
  'savedSearch.maxPriceHint': 'ಉದಾ. 25',
  'savedSearch.confirm': 'ಉಳಿಸಿ',
  'savedSearch.saving': 'ಉಳಿಸಲಾಗುತ್ತಿದೆ...',
  'savedSearch.saved': 'ಉಳಿಸಲಾಗಿದೆ. ಹೊಂದುವ ಬೆಳೆ ಪೋಸ್ಟ್ ಆದಾಗ ನಿಮಗೆ ತಿಳಿಸುತ್ತೇವೆ.',
  'savedSearch.failed': 'ಹುಡುಕಾಟವನ್ನು ಉಳಿಸಲಾಗಲಿಲ್ಲ.',
  'savedSearch.title': 'ಉಳಿಸಿದ ಹುಡುಕಾಟಗಳು',
  'savedSearch.intro':
    'ಇವುಗಳಲ್ಲಿ ಯಾವುದಾದರೂ ಹುಡುಕಾಟಕ್ಕೆ ಹೊಂದುವ ಬೆಳೆಯನ್ನು ಒಬ್ಬ ರೈತ ಪೋಸ್ಟ್ ಮಾಡಿದರೆ, ನಿಮಗೆ ಅಧಿಸೂಚನೆ ಬರುತ್ತದೆ. ಗರಿಷ್ಠ {{max}}.',
  'savedSearch.empty': 'ಇನ್ನೂ ಉಳಿಸಿದ ಹುಡುಕಾಟಗಳಿಲ್ಲ. ಒಂದು ಬೆಳೆಯನ್ನು ಹುಡುಕಿ “ಈ ಹುಡುಕಾಟ ಉಳಿಸಿ” ಒತ್ತಿ.',
  'savedSearch.delete': 'ಉಳಿಸಿದ ಹುಡುಕಾಟ {{query}} ಅಳಿಸಿ',
  'savedSearch.deleted': 'ಉಳಿಸಿದ ಹುಡುಕಾಟ ಅಳಿಸಲಾಗಿದೆ',
  'savedSearch.within': '{{km}} ಕಿ.ಮೀ. ಒಳಗೆ',
  'savedSearch.near': '{{place}} ಹತ್ತಿರ',
  'savedSearch.upTo': '₹{{price}} ವರೆಗೆ',
  'savedSearch.anywhere': 'ಎಲ್ಲಿಯಾದರೂ',

  'push.title': 'ಈ ಫೋನ್‌ನಲ್ಲಿ ಅಲರ್ಟ್‌ಗಳು',
  'push.intro': 'ಕಿಸಾನ್‌ಸೇತು ಮುಚ್ಚಿದ್ದರೂ, ಅಧಿಸೂಚನೆಗಳನ್ನು ಫೋನ್ ಅಲರ್ಟ್‌ಗಳಾಗಿ ಪಡೆಯಿರಿ.',
  'push.enable': 'ಈ ಫೋನ್‌ನಲ್ಲಿ ಅಲರ್ಟ್‌ಗಳನ್ನು ಪಡೆಯಿರಿ',
  'push.disable': 'ಈ ಫೋನ್‌ನಲ್ಲಿ ಅಲರ್ಟ್‌ಗಳನ್ನು ನಿಲ್ಲಿಸಿ',
  'push.working': 'ದಯವಿಟ್ಟು ಕಾಯಿರಿ...',
  'push.on': 'ಈ ಫೋನ್‌ನಲ್ಲಿ ಅಲರ್ಟ್‌ಗಳು ಆನ್ ಆಗಿವೆ.',
  'push.denied': 'ಈ ಸೈಟ್‌ಗೆ ಅಲರ್ಟ್‌ಗಳನ್ನು ನಿರ್ಬಂಧಿಸಲಾಗಿದೆ. ಅವುಗಳನ್ನು ಆನ್ ಮಾಡಲು ಬ್ರೌಸರ್ ಸೆಟ್ಟಿಂಗ್ಸ್‌ನಲ್ಲಿ ಅಧಿಸೂಚನೆಗಳಿಗೆ ಅನುಮತಿ ಕೊಡಿ.',
  'push.unsupported': 'ಈ ಬ್ರೌಸರ್ ಕಿಸಾನ್‌ಸೇತು ಅಲರ್ಟ್‌ಗಳನ್ನು ತೋರಿಸಲಾರದು.',
  'push.failed': 'ಅಲರ್ಟ್‌ಗಳನ್ನು ಆನ್ ಮಾಡಲಾಗಲಿಲ್ಲ. ದಯವಿಟ್ಟು ಮತ್ತೆ ಪ್ರಯತ್ನಿಸಿ.',
};
