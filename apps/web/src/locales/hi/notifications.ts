import type { notificationsEn } from '../en/notifications';

/** हिन्दी: सूचनाएँ, सहेजी गई खोजें, फ़ोन पर अलर्ट। */
export const notificationsHi: Record<keyof typeof notificationsEn, string> = {
  'notifications.title': 'सूचनाएँ',
  'notifications.bell_one': 'सूचनाएँ, {{count}} नहीं पढ़ी',
  'notifications.bell_other': 'सूचनाएँ, {{count}} नहीं पढ़ीं',
  'notifications.empty': 'अभी कोई सूचना नहीं। नई फ़सलों की ख़बर पाने के लिए कोई खोज सहेजें।',
  'notifications.loadFailed': 'सूचनाएँ लोड नहीं हो सकीं।',
  'notifications.markAllRead': 'सब पढ़ी हुई मानें',
  'notifications.unread': 'नहीं पढ़ी',
  'notifications.manageAlerts': 'सहेजी गई खोजें और अलर्ट',

  'savedSearch.save': 'यह खोज सहेजें',
  'savedSearch.maxPrice': 'आप ज़्यादा से ज़्यादा कितना देंगे (₹ प्रति इकाई, चाहें तो)',
  'savedSearch.maxPriceHint': 'जैसे 25',
  'savedSearch.confirm': 'सहेजें',
  'savedSearch.saving': 'सहेजी जा रही है...',
  'savedSearch.saved': 'सहेज ली गई। मेल खाती फ़सल आते ही हम आपको बताएँगे।',
  'savedSearch.failed': 'खोज सहेजी नहीं जा सकी।',
  'savedSearch.title': 'सहेजी गई खोजें',
  'savedSearch.intro':
    'जब कोई किसान ऐसी फ़सल डाले जो इनमें से किसी खोज से मिले, तो आपको सूचना मिलेगी। ज़्यादा से ज़्यादा {{max}}।',
  'savedSearch.empty': 'अभी कोई सहेजी गई खोज नहीं। कोई फ़सल खोजें और "यह खोज सहेजें" दबाएँ।',
  'savedSearch.delete': 'सहेजी गई खोज {{query}} हटाएँ',
  'savedSearch.deleted': 'सहेजी गई खोज हटा दी गई',
  'savedSearch.within': '{{km}} किमी के अंदर',
  'savedSearch.near': '{{place}} के पास',
  'savedSearch.upTo': '₹{{price}} तक',
  'savedSearch.anywhere': 'कहीं भी',

  'push.title': 'इस फ़ोन पर अलर्ट',
  'push.intro': 'सूचनाएँ फ़ोन के अलर्ट की तरह पाएँ, तब भी जब KisanSetu बंद हो।',
  'push.enable': 'इस फ़ोन पर अलर्ट पाएँ',
  'push.disable': 'इस फ़ोन पर अलर्ट बंद करें',
  'push.working': 'कृपया रुकें...',
  'push.on': 'इस फ़ोन पर अलर्ट चालू हैं।',
  'push.denied': 'इस साइट के अलर्ट रोके गए हैं। चालू करने के लिए ब्राउज़र की सेटिंग में सूचनाओं की अनुमति दें।',
  'push.unsupported': 'यह ब्राउज़र KisanSetu के अलर्ट नहीं दिखा सकता।',
  'push.failed': 'अलर्ट चालू नहीं हो सके। कृपया फिर से कोशिश करें।',
};
