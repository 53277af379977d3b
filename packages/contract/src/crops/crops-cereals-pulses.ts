import type { CropEntry } from './crop-types';

/**
 * Cereals, millets and pulses of the crop vocabulary.
 * Names are what a farmer or trader of each language says and writes on a sack or a mandi board; aliases are the
 * romanised and regional spellings people type on phones, other English names and script variants. `mandi` lists the
 * Agmarknet commodity names of the crop.
 *
 * Varieties (Basmati, Sharbati, Lokwan) are words of a listing name, not crops: they are no alias here. Sweet corn
 * and baby corn are one crop of their own ('sweet_corn'); field maize, desi cobs (bhutta) and popcorn are maize.
 */
// One crop a few lines: a vocabulary reads best as a table, not one alias a line.
// prettier-ignore
export const CEREALS_PULSES: readonly CropEntry[] = [
  {
    key: 'wheat', group: 'cereal',
    names: {
      en: 'Wheat', hi: 'गेहूं', mr: 'गहू', pa: 'ਕਣਕ', gu: 'ઘઉં',
      bn: 'গম', ta: 'கோதுமை', te: 'గోధుమలు', kn: 'ಗೋಧಿ',
    },
    aliases: [
      'gehun', 'gehu', 'gehoon', 'gehoo', 'gehum', 'gahu', 'kanak', 'ghau', 'gom', 'godhumai', 'godumai',
      'godhuma', 'godhumalu', 'godhi', 'gandum', 'गेहूँ', 'गेंहू', 'गेहु',
    ],
    mandi: ['Wheat'],
  },
  {
    key: 'rice', group: 'cereal',
    names: {
      en: 'Rice', hi: 'चावल', mr: 'तांदूळ', pa: 'ਚੌਲ', gu: 'ચોખા',
      bn: 'চাল', ta: 'அரிசி', te: 'బియ్యం', kn: 'ಅಕ್ಕಿ',
    },
    aliases: [
      'paddy', 'dhan', 'dhaan', 'chawal', 'chaval', 'chaawal', 'chanwal', 'tandul', 'tandool', 'chokha',
      'arisi', 'biyyam', 'akki', 'nellu', 'vadlu', 'bhatta', 'jhona', 'dangar', 'bhaat', 'धान', 'भात', 'चांवल',
      'ਝੋਨਾ', 'ਧਾਨ', 'ડાંગર', 'ধান', 'நெல்', 'వడ్లు', 'వరి', 'ಭತ್ತ',
    ],
    mandi: ['Rice', 'Paddy(Dhan)(Common)', 'Paddy(Dhan)(Basmati)'],
  },
  {
    key: 'maize', group: 'cereal',
    names: {
      en: 'Maize', hi: 'मक्का', mr: 'मका', pa: 'ਮੱਕੀ', gu: 'મકાઈ',
      bn: 'ভুট্টা', ta: 'மக்காச்சோளம்', te: 'మొక్కజొన్న', kn: 'ಮೆಕ್ಕೆಜೋಳ',
    },
    aliases: [
      'corn', 'makka', 'makki', 'makai', 'makkai', 'bhutta', 'bhutte', 'makka cholam', 'makkacholam',
      'mokkajonna', 'mekke jola', 'mekkejola', 'मकई', 'मक्की', 'भुट्टा', 'ਮੱਕਾ',
    ],
    mandi: ['Maize'],
  },
  {
    key: 'sweet_corn', group: 'cereal',
    names: {
      en: 'Sweet Corn', hi: 'स्वीट कॉर्न', mr: 'स्वीट कॉर्न', pa: 'ਸਵੀਟ ਕੌਰਨ', gu: 'સ્વીટ કોર્ન',
      bn: 'সুইট কর্ন', ta: 'ஸ்வீட் கார்ன்', te: 'స్వీట్ కార్న్', kn: 'ಸ್ವೀಟ್ ಕಾರ್ನ್',
    },
    aliases: ['sweetcorn', 'american corn', 'american sweet corn', 'baby corn', 'babycorn', 'बेबी कॉर्न'],
    mandi: ['Sweet Corn', 'Baby Corn'],
  },
  {
    key: 'bajra', group: 'cereal',
    names: {
      en: 'Bajra', hi: 'बाजरा', mr: 'बाजरी', pa: 'ਬਾਜਰਾ', gu: 'બાજરી',
      bn: 'বাজরা', ta: 'கம்பு', te: 'సజ్జలు', kn: 'ಸಜ್ಜೆ',
    },
    aliases: ['pearl millet', 'bajri', 'bajara', 'kambu', 'cumbu', 'sajja', 'sajjalu', 'sajje'],
    mandi: ['Bajra(Pearl Millet/Cumbu)', 'Hybrid Cumbu'],
  },
  {
    key: 'jowar', group: 'cereal',
    names: {
      en: 'Jowar', hi: 'ज्वार', mr: 'ज्वारी', pa: 'ਜਵਾਰ', gu: 'જુવાર',
      bn: 'জোয়ার', ta: 'சோளம்', te: 'జొన్నలు', kn: 'ಜೋಳ',
    },
    aliases: [
      'sorghum', 'jowari', 'juwar', 'jwar', 'jwari', 'jola', 'jonna', 'jonnalu', 'cholam', 'great millet',
      'जुवार',
    ],
    mandi: ['Jowar(Sorghum)'],
  },
  {
    key: 'ragi', group: 'cereal',
    names: {
      en: 'Ragi', hi: 'रागी', mr: 'नाचणी', pa: 'ਰਾਗੀ', gu: 'નાગલી',
      bn: 'মাড়ুয়া', ta: 'கேழ்வரகு', te: 'రాగులు', kn: 'ರಾಗಿ',
    },
    aliases: [
      'finger millet', 'nachni', 'nachani', 'nagli', 'nagali', 'mandua', 'madua', 'marua', 'kezhvaragu',
      'keppai', 'ragulu', 'मंडुआ', 'मडुआ', 'नाचनी',
    ],
    mandi: ['Ragi (Finger Millet)'],
  },
  {
    key: 'barley', group: 'cereal',
    names: {
      en: 'Barley', hi: 'जौ', mr: 'जव', pa: 'ਜੌਂ', gu: 'જવ',
      bn: 'যব', ta: 'பார்லி', te: 'బార్లీ', kn: 'ಬಾರ್ಲಿ',
    },
    aliases: ['jau', 'jav', 'jaun', 'barli', 'जौं', 'ਜੌ'],
    mandi: ['Barley (Jau)'],
  },
  {
    key: 'foxtail_millet', group: 'cereal',
    names: {
      en: 'Foxtail Millet', hi: 'कंगनी', mr: 'राळे', pa: 'ਕੰਗਣੀ', gu: 'કાંગ',
      bn: 'কাউন', ta: 'தினை', te: 'కొర్రలు', kn: 'ನವಣೆ',
    },
    aliases: [
      'kangni', 'kakun', 'rala', 'rale', 'thinai', 'korralu', 'korra', 'navane', 'italian millet', 'कांगनी',
    ],
    mandi: ['Foxtail Millet(Navane)', 'Thinai (Italian Millet)'],
  },
  {
    key: 'kodo_millet', group: 'cereal',
    names: {
      en: 'Kodo Millet', hi: 'कोदो', mr: 'कोद्रा', pa: 'ਕੋਦਰਾ', gu: 'કોદરી',
      bn: 'কোদো', ta: 'வரகு', te: 'అరికెలు', kn: 'ಹಾರಕ',
    },
    aliases: ['kodo', 'kodra', 'kodri', 'varagu', 'arikelu', 'arika', 'harka', 'haraka'],
    mandi: ['Kodo Millet(Varagu)'],
  },
  {
    key: 'chana', group: 'pulse',
    names: {
      en: 'Chana', hi: 'चना', mr: 'हरभरा', pa: 'ਛੋਲੇ', gu: 'ચણા',
      bn: 'ছোলা', ta: 'கொண்டைக்கடலை', te: 'శనగలు', kn: 'ಕಡಲೆ',
    },
    aliases: [
      'chickpea', 'chickpeas', 'gram', 'bengal gram', 'channa', 'chane', 'chole', 'chhole', 'chhola',
      'harbhara', 'harbara', 'kadalai', 'kondakadalai', 'konda kadalai', 'senagalu', 'shanagalu', 'sanagalu',
      'kadale', 'kabuli chana', 'kabuli', 'kala chana', 'desi chana', 'garbanzo', 'chana dal', 'चणा', 'चने',
      'काबुली चना', 'चना दाल', 'ਚਣੇ', 'ਛੋਲਿਆਂ',
    ],
    mandi: ['Bengal Gram(Gram)(Whole)', 'Bengal Gram Dal (Chana Dal)', 'Kabuli Chana(Chickpeas-White)'],
  },
  {
    key: 'toor', group: 'pulse',
    names: {
      en: 'Toor Dal', hi: 'अरहर', mr: 'तूर', pa: 'ਅਰਹਰ', gu: 'તુવેર',
      bn: 'অড়হর', ta: 'துவரை', te: 'కందులు', kn: 'ತೊಗರಿ',
    },
    aliases: [
      'toor', 'tur', 'tuar', 'tuvar', 'tuver', 'arhar', 'arhar dal', 'tur dal', 'tuvar dal', 'tuar dal',
      'pigeon pea', 'pigeon peas', 'red gram', 'redgram', 'thuvarai', 'thuvaram paruppu', 'toovar',
      'kandi pappu', 'kandulu', 'togari', 'togari bele', 'togaribele', 'तुअर', 'तूर दाल', 'अरहर दाल', 'तुवर',
      'अड़हर', 'துவரம் பருப்பு', 'కంది పప్పు', 'ತೊಗರಿ ಬೇಳೆ',
    ],
    mandi: ['Arhar (Tur/Red Gram)(Whole)', 'Arhar Dal(Tur Dal)', 'Red Gram'],
  },
  {
    key: 'moong', group: 'pulse',
    names: {
      en: 'Moong Dal', hi: 'मूंग', mr: 'मूग', pa: 'ਮੂੰਗੀ', gu: 'મગ',
      bn: 'মুগ', ta: 'பாசிப்பயறு', te: 'పెసలు', kn: 'ಹೆಸರು',
    },
    aliases: [
      'moong', 'mung', 'moong bean', 'mung bean', 'mung beans', 'green gram', 'greengram', 'moongi', 'mag',
      'moog', 'pasipayaru', 'pasi payaru', 'pachai payaru', 'pasi paruppu', 'pesalu', 'pesarlu', 'pesara',
      'pesara pappu', 'hesaru', 'hesarukalu', 'hesaru bele', 'मूँग', 'मुंग', 'मूंग दाल', 'ਮੂੰਗ', 'মুগ ডাল',
      'பச்சைப் பயறு', 'పెసర పప్పు', 'ಹೆಸರು ಬೇಳೆ',
    ],
    mandi: ['Green Gram (Moong)(Whole)', 'Green Gram Dal (Moong Dal)'],
  },
  {
    key: 'urad', group: 'pulse',
    names: {
      en: 'Urad Dal', hi: 'उड़द', mr: 'उडीद', pa: 'ਮਾਂਹ', gu: 'અડદ',
      bn: 'মাষকলাই', ta: 'உளுந்து', te: 'మినుములు', kn: 'ಉದ್ದು',
    },
    aliases: [
      'urad', 'urd', 'udad', 'udid', 'urid', 'black gram', 'blackgram', 'black matpe', 'maah', 'mash kalai',
      'mashkalai', 'maskalai', 'biuli', 'ulundu', 'ulunthu', 'minumulu', 'minapa pappu', 'minappappu', 'uddu',
      'uddina bele', 'उरद', 'उड़द दाल', 'उडद', 'ਮਾਹ', 'বিউলি', 'உளுத்தம் பருப்பு', 'మినప పప్పు', 'ಉದ್ದಿನ ಬೇಳೆ',
    ],
    mandi: ['Black Gram (Urd Beans)(Whole)', 'Black Gram Dal (Urd Dal)'],
  },
  {
    key: 'masoor', group: 'pulse',
    names: {
      en: 'Masoor Dal', hi: 'मसूर', mr: 'मसूर', pa: 'ਮਸਰ', gu: 'મસૂર',
      bn: 'মসুর', ta: 'மசூர் பருப்பு', te: 'మసూర్ పప్పు', kn: 'ಚನ್ನಂಗಿ',
    },
    aliases: [
      'masoor', 'masur', 'masur dal', 'lentil', 'lentils', 'red lentil', 'red lentils', 'mosur', 'musur',
      'mysore paruppu', 'masur pappu', 'chennangi', 'channangi', 'मसूर दाल', 'ਮਸੂਰ', 'মসুর ডাল', 'மைசூர் பருப்பு',
      'ಮಸೂರ್ ಬೇಳೆ',
    ],
    mandi: ['Lentil (Masur)(Whole)', 'Masur Dal', 'Chennangi (Whole)', 'Chennangi Dal'],
  },
  {
    key: 'rajma', group: 'pulse',
    names: {
      en: 'Rajma', hi: 'राजमा', mr: 'राजमा', pa: 'ਰਾਜਮਾਂਹ', gu: 'રાજમા',
      bn: 'রাজমা', ta: 'ராஜ்மா', te: 'రాజ్మా', kn: 'ರಾಜ್ಮಾ',
    },
    aliases: ['rajmah', 'razma', 'kidney bean', 'kidney beans', 'red kidney beans', 'ਰਾਜਮਾ'],
    mandi: ['Kidney Beans(Rajma)'],
  },
  {
    key: 'dry_peas', group: 'pulse',
    names: {
      en: 'Dry Peas', hi: 'सूखी मटर', mr: 'सुका वाटाणा', pa: 'ਸੁੱਕੇ ਮਟਰ', gu: 'સૂકા વટાણા',
      bn: 'শুকনো মটর', ta: 'உலர் பட்டாணி', te: 'ఎండు బఠాణీలు', kn: 'ಒಣ ಬಟಾಣಿ',
    },
    aliases: [
      'dry pea', 'dried peas', 'white peas', 'yellow peas', 'safed matar', 'sukha matar', 'sukhi matar',
      'matar dal', 'सफेद मटर', 'मटर दाल', 'सफेद वाटाणा',
    ],
    mandi: ['Peas(Dry)', 'White Peas'],
  },
  {
    key: 'cowpea', group: 'pulse',
    names: {
      en: 'Cowpea', hi: 'लोबिया', mr: 'चवळी', pa: 'ਰਵਾਂਹ', gu: 'ચોળા',
      bn: 'লোবিয়া', ta: 'காராமணி', te: 'బొబ్బర్లు', kn: 'ಅಲಸಂದೆ',
    },
    aliases: [
      'lobia', 'lobiya', 'chawli', 'chavli', 'chawla', 'rawan', 'ravan', 'karamani', 'thattai payaru',
      'bobbarlu', 'alasande', 'alasandi', 'black eyed peas', 'black-eyed peas', 'black eyed beans', 'cow pea',
      'चौला', 'चवली',
    ],
    mandi: ['Cowpea (Lobia/Karamani)', 'Alasande Gram', 'Karamani'],
  },
  {
    key: 'moth', group: 'pulse',
    names: {
      en: 'Moth Bean', hi: 'मोठ', mr: 'मटकी', pa: 'ਮੋਠ', gu: 'મઠ',
      bn: 'মথ কলাই', ta: 'நரிப்பயறு', te: 'మోఠ్', kn: 'ಮಡಿಕೆ ಕಾಳು',
    },
    aliases: [
      'moth', 'moth beans', 'mothbean', 'matki', 'mataki', 'muth', 'moath', 'madike', 'madike kalu',
      'मोठ दाल', 'मोंठ',
    ],
    mandi: ['Moath Dal', 'Mataki'],
  },
  {
    key: 'horse_gram', group: 'pulse',
    names: {
      en: 'Horse Gram', hi: 'कुलथी', mr: 'कुळीथ', pa: 'ਕੁਲਥੀ', gu: 'કળથી',
      bn: 'কুলথি', ta: 'கொள்ளு', te: 'ఉలవలు', kn: 'ಹುರುಳಿ',
    },
    aliases: [
      'kulthi', 'kulith', 'kulath', 'kulti', 'kollu', 'ulavalu', 'ulava', 'hurali', 'huruli', 'gahat',
      'horsegram', 'कुल्थी', 'गहत',
    ],
    mandi: ['Kulthi(Horse Gram)'],
  },
  {
    key: 'guar_seed', group: 'pulse',
    names: {
      en: 'Guar Seed', hi: 'ग्वार', mr: 'गवार बी', pa: 'ਗੁਆਰਾ', gu: 'ગુવાર બીજ',
      bn: 'গুয়ার বীজ', ta: 'கொத்தவரை விதை', te: 'గోరుచిక్కుడు విత్తనాలు', kn: 'ಗೋರಿಕಾಯಿ ಬೀಜ',
    },
    aliases: [
      'guar', 'gwar', 'gwar seed', 'guar gum seed', 'guara', 'cluster bean seed', 'cluster beans seed',
      'ग्वार बीज', 'गुवार',
    ],
    mandi: ['Guar Seed(Cluster Beans Seed)'],
  },
];
