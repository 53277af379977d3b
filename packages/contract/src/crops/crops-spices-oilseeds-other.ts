import type { CropEntry } from './crop-types';

/**
 * Spices and oilseeds of the crop vocabulary (fibres, plantation crops, dry fruits, flowers and the rest are in
 * crops-spices-oilseeds-other-2.ts).
 * Names are what a farmer or trader of each language says and writes on a sack or a mandi board; aliases are the
 * romanised and regional spellings people type on phones, other English names and script variants. `mandi` lists the
 * Agmarknet commodity names of the crop.
 *
 * Bare 'chilli', 'mirch' and 'pepper' are no alias: green chilli, red chilli, capsicum and black pepper all answer
 * to them.
 */
// One crop a few lines: a vocabulary reads best as a table, not one alias a line.
// prettier-ignore
export const SPICES_OILSEEDS_OTHER: readonly CropEntry[] = [
  {
    key: 'turmeric', group: 'spice',
    names: {
      en: 'Turmeric', hi: 'हल्दी', mr: 'हळद', pa: 'ਹਲਦੀ', gu: 'હળદર',
      bn: 'হলুদ', ta: 'மஞ்சள்', te: 'పసుపు', kn: 'ಅರಿಶಿನ',
    },
    aliases: [
      'haldi', 'huldi', 'halad', 'halda', 'haldar', 'halud', 'holud', 'manjal', 'pasupu', 'arishina',
      'arisina', 'arasina', 'raw turmeric', 'हलदी', 'ಅರಿಶಿಣ',
    ],
    mandi: ['Turmeric', 'Turmeric (raw)'],
  },
  {
    key: 'red_chilli', group: 'spice',
    names: {
      en: 'Red Chilli', hi: 'लाल मिर्च', mr: 'लाल मिरची', pa: 'ਲਾਲ ਮਿਰਚ', gu: 'લાલ મરચું',
      bn: 'শুকনো লঙ্কা', ta: 'காய்ந்த மிளகாய்', te: 'ఎండు మిర్చి', kn: 'ಒಣ ಮೆಣಸಿನಕಾಯಿ',
    },
    aliases: [
      'red chillies', 'red chilies', 'red chili', 'red chilly', 'dry chilli', 'dry chillies', 'dry chili',
      'dried chilli', 'dry red chilli', 'lal mirch', 'lal mirchi', 'sukhi mirch', 'sukhi lal mirch',
      'lal marchu', 'lal marcha', 'shukno lonka', 'sukno lanka', 'vara milagai', 'kaindha milagai',
      'endu mirchi', 'endu mirapakaya', 'ona menasinakai', 'kempu menasinakai', 'लाल मिर्ची', 'सूखी मिर्च',
      'सूखी लाल मिर्च', 'ਸੁੱਕੀ ਮਿਰਚ', 'লাল লঙ্কা', 'வர மிளகாய்', 'ఎండు మిరపకాయలు', 'ಕೆಂಪು ಮೆಣಸಿನಕಾಯಿ',
    ],
    mandi: ['Dry Chillies', 'Chili Red'],
  },
  {
    key: 'cumin', group: 'spice',
    names: {
      en: 'Cumin', hi: 'जीरा', mr: 'जिरे', pa: 'ਜੀਰਾ', gu: 'જીરું',
      bn: 'জিরা', ta: 'சீரகம்', te: 'జీలకర్ర', kn: 'ಜೀರಿಗೆ',
    },
    aliases: [
      'cumin seed', 'cumin seeds', 'jeera', 'jira', 'zeera', 'jeeru', 'jiru', 'jire', 'seeragam', 'jeerakam',
      'jeelakarra', 'jilakara', 'jeerige', 'ज़ीरा', 'जीरे', 'ਜ਼ੀਰਾ', 'જીરૂ',
    ],
    mandi: ['Cummin Seed(Jeera)', 'Cumin Seed(Jeera)'],
  },
  {
    key: 'coriander_seed', group: 'spice',
    names: {
      en: 'Coriander', hi: 'धनिया', mr: 'धणे', pa: 'ਧਨੀਆ', gu: 'ધાણા',
      bn: 'ধনে', ta: 'கொத்தமல்லி விதை', te: 'ధనియాలు', kn: 'ಕೊತ್ತಂಬರಿ ಬೀಜ',
    },
    aliases: [
      'coriander seed', 'coriander seeds', 'dhaniya', 'dhania', 'dhanya', 'dhane', 'dhone', 'dhaniyalu',
      'sabut dhaniya', 'dhaniya seed', 'kothamalli vidhai', 'kottambari beeja', 'kothambari beeja', 'धनियाँ',
      'धनिया बीज', 'साबुत धनिया', 'ਧਣੀਆ', 'ধনিয়া', 'ధనియాల',
    ],
    mandi: ['Corriander seed'],
  },
  {
    key: 'fenugreek_seed', group: 'spice',
    names: {
      en: 'Fenugreek', hi: 'मेथी', mr: 'मेथी दाणे', pa: 'ਮੇਥੀ', gu: 'મેથી',
      bn: 'মেথি', ta: 'வெந்தயம்', te: 'మెంతులు', kn: 'ಮೆಂತ್ಯ',
    },
    aliases: [
      'fenugreek seed', 'fenugreek seeds', 'methi', 'methi seed', 'methi seeds', 'methi dana', 'methi daana',
      'venthayam', 'vendhayam', 'menthulu', 'menthya', 'menthe', 'मेथी दाना', 'ಮೆಂತೆ',
    ],
    mandi: ['Methi Seeds'],
  },
  {
    key: 'black_pepper', group: 'spice',
    names: {
      en: 'Black Pepper', hi: 'काली मिर्च', mr: 'मिरी', pa: 'ਕਾਲੀ ਮਿਰਚ', gu: 'મરી',
      bn: 'গোলমরিচ', ta: 'மிளகு', te: 'మిరియాలు', kn: 'ಕಾಳುಮೆಣಸು',
    },
    aliases: [
      'kali mirch', 'kali mirchi', 'kalimirch', 'miri', 'golmorich', 'gol morich', 'milagu', 'miriyalu',
      'kalu menasu', 'peppercorn', 'peppercorns', 'black peppercorn', 'काली मिर्ची', 'कालीमिर्च', 'ಕರಿಮೆಣಸು',
    ],
    mandi: ['Black pepper', 'Pepper garbled', 'Pepper ungarbled'],
  },
  {
    key: 'cardamom', group: 'spice',
    names: {
      en: 'Cardamom', hi: 'इलायची', mr: 'वेलची', pa: 'ਇਲਾਇਚੀ', gu: 'એલચી',
      bn: 'এলাচ', ta: 'ஏலக்காய்', te: 'యాలకులు', kn: 'ಏಲಕ್ಕಿ',
    },
    aliases: [
      'cardamoms', 'green cardamom', 'small cardamom', 'elaichi', 'ilaichi', 'elachi', 'ilayachi',
      'choti elaichi', 'chhoti elaichi', 'velchi', 'veldode', 'elach', 'elakkai', 'yelakkai', 'elakki',
      'yalakulu', 'elakulu', 'इलाइची', 'छोटी इलायची', 'हरी इलायची', 'ఏలకులు',
    ],
    mandi: ['Cardamoms'],
  },
  {
    key: 'large_cardamom', group: 'spice',
    names: {
      en: 'Large Cardamom', hi: 'बड़ी इलायची', mr: 'मसाला वेलची', pa: 'ਵੱਡੀ ਇਲਾਇਚੀ', gu: 'મોટી એલચી',
      bn: 'বড় এলাচ', ta: 'கருப்பு ஏலக்காய்', te: 'నల్ల యాలకులు', kn: 'ದೊಡ್ಡ ಏಲಕ್ಕಿ',
    },
    aliases: [
      'black cardamom', 'big cardamom', 'badi elaichi', 'badi ilaichi', 'bari elaichi', 'kali elaichi',
      'moti elachi', 'masala velchi', 'boro elach', 'बड़ी इलाइची', 'काली इलायची',
    ],
    mandi: ['Large Cardamom'],
  },
  {
    key: 'clove', group: 'spice',
    names: {
      en: 'Clove', hi: 'लौंग', mr: 'लवंग', pa: 'ਲੌਂਗ', gu: 'લવિંગ',
      bn: 'লবঙ্গ', ta: 'கிராம்பு', te: 'లవంగాలు', kn: 'ಲವಂಗ',
    },
    aliases: [
      'cloves', 'laung', 'lavang', 'lavanga', 'lobongo', 'labanga', 'kirambu', 'lavangalu', 'लोंग', 'లవంగం',
    ],
    mandi: ['Cloves'],
  },
  {
    key: 'ajwain', group: 'spice',
    names: {
      en: 'Ajwain', hi: 'अजवाइन', mr: 'ओवा', pa: 'ਅਜਵਾਇਣ', gu: 'અજમો',
      bn: 'জোয়ান', ta: 'ஓமம்', te: 'వాము', kn: 'ಓಂಕಾಳು',
    },
    aliases: [
      'ajowan', 'ajwan', 'ajvain', 'ajwayan', 'carom', 'carom seed', 'carom seeds', 'bishops weed',
      'bishop\'s weed', 'owa', 'ajmo', 'ajamo', 'jowan', 'omam', 'vamu', 'omkalu', 'अजवायन', 'अजवाईन',
      'अजवान',
    ],
    mandi: ['Ajwan'],
  },
  {
    key: 'fennel', group: 'spice',
    names: {
      en: 'Fennel', hi: 'सौंफ', mr: 'बडीशेप', pa: 'ਸੌਂਫ', gu: 'વરિયાળી',
      bn: 'মৌরি', ta: 'சோம்பு', te: 'సోంపు', kn: 'ಸೋಂಪು',
    },
    aliases: [
      'fennel seed', 'fennel seeds', 'saunf', 'sonf', 'sounf', 'soanf', 'badishep', 'variyali', 'variali',
      'mouri', 'mauri', 'sombu', 'sompu', 'सोंफ', 'सौंफ़', 'ਸੌਂਫ਼',
    ],
    mandi: ['Soanf', 'Sompu'],
  },
  {
    key: 'cinnamon', group: 'spice',
    names: {
      en: 'Cinnamon', hi: 'दालचीनी', mr: 'दालचिनी', pa: 'ਦਾਲਚੀਨੀ', gu: 'તજ',
      bn: 'দারচিনি', ta: 'இலவங்கப்பட்டை', te: 'దాల్చిన చెక్క', kn: 'ದಾಲ್ಚಿನ್ನಿ',
    },
    aliases: [
      'dalchini', 'dalcheeni', 'daalchini', 'darchini', 'cassia', 'lavangapattai', 'lavanga pattai',
      'dalchina chekka', 'दालचिनि',
    ],
    mandi: ['Cinamon(Dalchini)'],
  },
  {
    key: 'saffron', group: 'spice',
    names: {
      en: 'Saffron', hi: 'केसर', mr: 'केशर', pa: 'ਕੇਸਰ', gu: 'કેસર',
      bn: 'জাফরান', ta: 'குங்குமப்பூ', te: 'కుంకుమపువ్వు', kn: 'ಕೇಸರಿ',
    },
    aliases: [
      'kesar', 'keshar', 'zafran', 'jafran', 'zafraan', 'kashmiri kesar', 'kungumapoo', 'kungumappu',
      'kumkuma puvvu', 'ज़ाफ़रान', 'जाफरान', 'কেশর',
    ],
    mandi: ['Saffron'],
  },
  {
    key: 'tamarind', group: 'spice',
    names: {
      en: 'Tamarind', hi: 'इमली', mr: 'चिंच', pa: 'ਇਮਲੀ', gu: 'આમલી',
      bn: 'তেঁতুল', ta: 'புளி', te: 'చింతపండు', kn: 'ಹುಣಸೆಹಣ್ಣು',
    },
    aliases: [
      'imli', 'amli', 'chinch', 'chincha', 'tentul', 'tetul', 'puli pazham', 'chintapandu', 'chinthapandu',
      'hunase', 'hunasehannu', 'hunase hannu', 'tamarind fruit', 'आमली', 'ಹುಣಸೆ',
    ],
    mandi: ['Tamarind Fruit'],
  },
  {
    key: 'mustard', group: 'oilseed',
    names: {
      en: 'Mustard', hi: 'सरसों', mr: 'मोहरी', pa: 'ਸਰ੍ਹੋਂ', gu: 'રાયડો',
      bn: 'সরষে', ta: 'கடுகு', te: 'ఆవాలు', kn: 'ಸಾಸಿವೆ',
    },
    aliases: [
      'mustard seed', 'mustard seeds', 'sarson', 'sarso', 'sarsoon', 'sarsun', 'sarhon', 'rai', 'raai',
      'rayee', 'rayado', 'raydo', 'mohari', 'mohri', 'shorshe', 'sorshe', 'sarisha', 'kadugu', 'aavalu',
      'avalu', 'sasive', 'rapeseed', 'rapeseed mustard', 'toria', 'सरसो', 'राई', 'ਸਰੋਂ', 'રાઈ', 'সরিষা',
    ],
    mandi: ['Mustard', 'Rayee', 'Toria'],
  },
  {
    key: 'groundnut', group: 'oilseed',
    names: {
      en: 'Groundnut', hi: 'मूंगफली', mr: 'भुईमूग', pa: 'ਮੂੰਗਫਲੀ', gu: 'મગફળી',
      bn: 'চিনাবাদাম', ta: 'நிலக்கடலை', te: 'వేరుశనగ', kn: 'ಕಡಲೆಕಾಯಿ',
    },
    aliases: [
      'groundnuts', 'ground nut', 'peanut', 'peanuts', 'moongphali', 'mungfali', 'moongfali', 'mungphali',
      'shengdana', 'shengdane', 'bhuimug', 'magfali', 'magphali', 'china badam', 'chinabadam', 'nilakadalai',
      'verusenaga', 'verusanaga', 'verushanaga', 'kadlekai', 'kadalekai', 'मूँगफली', 'मुंगफली', 'शेंगदाणे', 'शेंगदाणा',
      'வேர்க்கடலை', 'పల్లీలు',
    ],
    mandi: ['Groundnut', 'Ground Nut Seed', 'Groundnut pods (raw)', 'Groundnut (Split)'],
  },
  {
    key: 'soybean', group: 'oilseed',
    names: {
      en: 'Soybean', hi: 'सोयाबीन', mr: 'सोयाबीन', pa: 'ਸੋਇਆਬੀਨ', gu: 'સોયાબીન',
      bn: 'সয়াবিন', ta: 'சோயாபீன்ஸ்', te: 'సోయాబీన్', kn: 'ಸೋಯಾಬೀನ್',
    },
    aliases: [
      'soyabean', 'soya bean', 'soy bean', 'soya', 'soy', 'soybeans', 'soyabeans', 'soyabin', 'soyabeen',
      'सोयाबिन', 'सोया',
    ],
    mandi: ['Soyabean'],
  },
  {
    key: 'sesame', group: 'oilseed',
    names: {
      en: 'Sesame', hi: 'तिल', mr: 'तीळ', pa: 'ਤਿਲ', gu: 'તલ',
      bn: 'তিল', ta: 'எள்', te: 'నువ్వులు', kn: 'ಎಳ್ಳು',
    },
    aliases: [
      'sesame seed', 'sesame seeds', 'til', 'teel', 'gingelly', 'sesamum', 'safed til', 'ellu', 'nuvvulu',
      'nuvvu', 'तिल्ली', 'ਤਿੱਲ',
    ],
    mandi: ['Sesamum(Sesame,Gingelly,Til)'],
  },
  {
    key: 'sunflower', group: 'oilseed',
    names: {
      en: 'Sunflower', hi: 'सूरजमुखी', mr: 'सूर्यफूल', pa: 'ਸੂਰਜਮੁਖੀ', gu: 'સૂરજમુખી',
      bn: 'সূর্যমুখী', ta: 'சூரியகாந்தி', te: 'పొద్దుతిరుగుడు', kn: 'ಸೂರ್ಯಕಾಂತಿ',
    },
    aliases: [
      'sunflower seed', 'sunflower seeds', 'surajmukhi', 'suryaphool', 'suryaful', 'suryamukhi',
      'sooryakanthi', 'suryakanti', 'poddu tirugudu', 'poddutirugudu', 'सूर्यमुखी', 'સૂર્યમુખી',
    ],
    mandi: ['Sunflower', 'Sunflower Seed'],
  },
  {
    key: 'castor', group: 'oilseed',
    names: {
      en: 'Castor', hi: 'अरंडी', mr: 'एरंड', pa: 'ਅਰਿੰਡ', gu: 'દિવેલા',
      bn: 'রেড়ি', ta: 'ஆமணக்கு', te: 'ఆముదాలు', kn: 'ಹರಳು',
    },
    aliases: [
      'castor seed', 'castor seeds', 'castor bean', 'arandi', 'arandu', 'erand', 'erandi', 'eranda', 'divela',
      'diveli', 'reri', 'amanakku', 'amudalu', 'amudam', 'haralu', 'harlu', 'अरण्डी', 'एरंडी', 'अरंड',
    ],
    mandi: ['Castor Seed'],
  },
  {
    key: 'linseed', group: 'oilseed',
    names: {
      en: 'Linseed', hi: 'अलसी', mr: 'जवस', pa: 'ਅਲਸੀ', gu: 'અળસી',
      bn: 'তিসি', ta: 'ஆளி விதை', te: 'అవిసెలు', kn: 'ಅಗಸೆ',
    },
    aliases: [
      'flaxseed', 'flax seed', 'flax seeds', 'flax', 'alsi', 'alasi', 'javas', 'jawas', 'tisi', 'tishi',
      'ali vidhai', 'avise', 'avisalu', 'agase', 'agasi', 'तीसी',
    ],
    mandi: ['Linseed', 'Flax seeds'],
  },
  {
    key: 'safflower', group: 'oilseed',
    names: {
      en: 'Safflower', hi: 'कुसुम', mr: 'करडई', pa: 'ਕਸੁੰਭ', gu: 'કસુંબી',
      bn: 'কুসুম ফুল', ta: 'குசும்பா', te: 'కుసుమలు', kn: 'ಕುಸುಬೆ',
    },
    aliases: ['kusum', 'kardai', 'kardi', 'kusumba', 'kusuma', 'kusube', 'kusumalu', 'करडी', 'कुसुंभ'],
    mandi: ['Safflower'],
  },
  {
    key: 'niger_seed', group: 'oilseed',
    names: {
      en: 'Niger Seed', hi: 'रामतिल', mr: 'कारळे', pa: 'ਰਾਮਤਿਲ', gu: 'રામતલ',
      bn: 'সরগুজা', ta: 'பேயெள்', te: 'వెర్రి నువ్వులు', kn: 'ಹುಚ್ಚೆಳ್ಳು',
    },
    aliases: ['niger', 'nigerseed', 'ramtil', 'ramtill', 'sarguja', 'verri nuvvulu', 'huchellu', 'guizotia'],
    mandi: ['Niger Seed (Ramtil)'],
  },
  {
    key: 'copra', group: 'oilseed',
    names: {
      en: 'Copra', hi: 'खोपरा', mr: 'खोबरे', pa: 'ਖੋਪਾ', gu: 'કોપરું',
      bn: 'শুকনো নারকেল', ta: 'கொப்பரை', te: 'ఎండు కొబ్బరి', kn: 'ಕೊಬ್ಬರಿ',
    },
    aliases: [
      'khopra', 'khobra', 'kopra', 'khopara', 'khobre', 'dry coconut', 'dried coconut', 'milling copra',
      'ball copra', 'kopparai', 'endu kobbari', 'सूखा नारियल', 'खोबरा', 'ਖੋਪਰਾ', 'કોપરા', 'ಒಣ ಕೊಬ್ಬರಿ',
    ],
    mandi: ['Copra'],
  },
];
