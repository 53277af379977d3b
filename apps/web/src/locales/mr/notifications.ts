import type { notificationsEn } from '../en/notifications';

/** मराठी: सूचना, जतन केलेले शोध, फोनवर अलर्ट. */
export const notificationsMr: Record<keyof typeof notificationsEn, string> = {
  'notifications.title': 'सूचना',
  'notifications.bell_one': 'सूचना, {{count}} न वाचलेली',
  'notifications.bell_other': 'सूचना, {{count}} न वाचलेल्या',
  'notifications.empty': 'अजून एकही सूचना नाही. नव्या पिकांची बातमी मिळवण्यासाठी एखादा शोध जतन करा.',
  'notifications.loadFailed': 'सूचना लोड होऊ शकल्या नाहीत.',
  'notifications.markAllRead': 'सर्व वाचल्या अशी नोंद करा',
  'notifications.unread': 'न वाचलेली',
  'notifications.manageAlerts': 'जतन केलेले शोध आणि अलर्ट',

  'savedSearch.save': 'हा शोध जतन करा',
  'savedSearch.maxPrice': 'तुम्ही जास्तीत जास्त किती द्याल (₹ प्रति एकक, ऐच्छिक)',
  'savedSearch.maxPriceHint': 'उदा. 25',
  'savedSearch.confirm': 'जतन करा',
  'savedSearch.saving': 'जतन करत आहोत...',
  'savedSearch.saved': 'जतन केला. जुळणारे पीक आले की आम्ही तुम्हाला कळवू.',
  'savedSearch.failed': 'शोध जतन करता आला नाही.',
  'savedSearch.title': 'जतन केलेले शोध',
  'savedSearch.intro':
    'यापैकी एखाद्या शोधाशी जुळणारे पीक एखाद्या शेतकऱ्याने टाकले की तुम्हाला सूचना मिळेल. जास्तीत जास्त {{max}}.',
  'savedSearch.empty': 'अजून एकही शोध जतन केलेला नाही. एखादे पीक शोधा आणि “हा शोध जतन करा” दाबा.',
  'savedSearch.delete': '{{query}} हा जतन केलेला शोध हटवा',
  'savedSearch.deleted': 'जतन केलेला शोध हटवला',
  'savedSearch.within': '{{km}} किमीच्या आत',
  'savedSearch.near': '{{place}} जवळ',
  'savedSearch.upTo': '₹{{price}} पर्यंत',
  'savedSearch.anywhere': 'कुठेही',

  'push.title': 'या फोनवर अलर्ट',
  'push.intro': 'किसानसेतु बंद असतानाही सूचना फोनवर अलर्ट म्हणून मिळवा.',
  'push.enable': 'या फोनवर अलर्ट मिळवा',
  'push.disable': 'या फोनवरील अलर्ट बंद करा',
  'push.working': 'कृपया थांबा...',
  'push.on': 'या फोनवर अलर्ट चालू आहेत.',
  'push.denied': 'या साइटचे अलर्ट अडवले आहेत. ते चालू करण्यासाठी ब्राउझरच्या सेटिंगमध्ये सूचनांना परवानगी द्या.',
  'push.unsupported': 'हा ब्राउझर किसानसेतुचे अलर्ट दाखवू शकत नाही.',
  'push.failed': 'अलर्ट चालू होऊ शकले नाहीत. कृपया पुन्हा प्रयत्न करा.',
};
