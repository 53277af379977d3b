import type { CropEntry } from './crop-types';

/**
 * Vegetables of the crop vocabulary, part one (the staples, leafy greens, chillies, peas, garlic and ginger).
 * Names are what a farmer or trader of each language says and writes on a sack or a mandi board; aliases are the
 * romanised and regional spellings people type on phones, other English names and script variants. `mandi` lists the
 * Agmarknet commodity names of the crop.
 *
 * Leaves and seed of one plant are two crops: 'hari methi' and 'hara dhaniya' are the leaves here, bare 'methi'
 * and 'dhaniya' are the seed spices (as mandi boards write them). 'matar' is green peas; dry peas say so.
 */
// One crop a few lines: a vocabulary reads best as a table, not one alias a line.
// prettier-ignore
export const VEGETABLES: readonly CropEntry[] = [
  {
    key: 'potato', group: 'vegetable',
    names: {
      en: 'Potato', hi: 'आलू', mr: 'बटाटा', pa: 'ਆਲੂ', gu: 'બટાકા',
      bn: 'আলু', ta: 'உருளைக்கிழங்கு', te: 'బంగాళాదుంప', kn: 'ಆಲೂಗಡ್ಡೆ',
    },
    aliases: [
      'potatoes', 'aloo', 'alu', 'aalu', 'batata', 'bataka', 'batate', 'urulaikizhangu', 'urulai kizhangu',
      'urulai', 'bangaladumpa', 'alugadde', 'aloogadde', 'आलु', 'बटाटे', 'બટાટા',
    ],
    mandi: ['Potato'],
  },
  {
    key: 'onion', group: 'vegetable',
    names: {
      en: 'Onion', hi: 'प्याज', mr: 'कांदा', pa: 'ਪਿਆਜ਼', gu: 'ડુંગળી',
      bn: 'পেঁয়াজ', ta: 'வெங்காயம்', te: 'ఉల్లిపాయ', kn: 'ಈರುಳ್ಳಿ',
    },
    aliases: [
      'onions', 'pyaz', 'pyaaz', 'piyaz', 'piyaj', 'pyaj', 'kanda', 'kaanda', 'dungli', 'dungri', 'peyaj',
      'peyaaj', 'vengayam', 'vengaayam', 'ullipaya', 'ullipayalu', 'ulli', 'eerulli', 'erulli', 'irulli',
      'gandhe', 'प्याज़', 'पियाज', 'कांदे', 'ਪਿਆਜ', 'ਗੰਢੇ', 'ਗੰਢਾ', 'ఉల్లిగడ్డ',
    ],
    mandi: ['Onion'],
  },
  {
    key: 'spring_onion', group: 'vegetable',
    names: {
      en: 'Spring Onion', hi: 'हरा प्याज', mr: 'कांद्याची पात', pa: 'ਹਰਾ ਪਿਆਜ਼', gu: 'લીલી ડુંગળી',
      bn: 'পেঁয়াজকলি', ta: 'வெங்காயத்தாள்', te: 'ఉల్లికాడలు', kn: 'ಈರುಳ್ಳಿ ಸೊಪ್ಪು',
    },
    aliases: [
      'spring onions', 'green onion', 'green onions', 'scallion', 'scallions', 'hara pyaz', 'hari pyaz',
      'hare pyaz', 'pyaz patta', 'kanda paat', 'kandyachi paat', 'lili dungli', 'peyaj koli', 'हरी प्याज',
      'प्याज पत्ता', 'कांदा पात',
    ],
    mandi: ['Onion Green'],
  },
  {
    key: 'tomato', group: 'vegetable',
    names: {
      en: 'Tomato', hi: 'टमाटर', mr: 'टोमॅटो', pa: 'ਟਮਾਟਰ', gu: 'ટામેટાં',
      bn: 'টমেটো', ta: 'தக்காளி', te: 'టమాటా', kn: 'ಟೊಮೇಟೊ',
    },
    aliases: [
      'tomatoes', 'tomatos', 'tamatar', 'tamater', 'tamaatar', 'tomater', 'tameta', 'tamota', 'tomoto',
      'thakkali', 'takkali', 'tamata', 'tamatalu', 'tomyato', 'टमाटा', 'टोमाटो', 'टोमैटो', 'ટામેટા', 'టమోటా',
      'ಟೊಮ್ಯಾಟೊ',
    ],
    mandi: ['Tomato'],
  },
  {
    key: 'brinjal', group: 'vegetable',
    names: {
      en: 'Brinjal', hi: 'बैंगन', mr: 'वांगी', pa: 'ਬੈਂਗਣ', gu: 'રીંગણ',
      bn: 'বেগুন', ta: 'கத்தரிக்காய்', te: 'వంకాయ', kn: 'ಬದನೆಕಾಯಿ',
    },
    aliases: [
      'eggplant', 'aubergine', 'baingan', 'bengan', 'baigan', 'bhanta', 'vangi', 'vange', 'ringan', 'ringna',
      'begun', 'baigun', 'kathirikai', 'kathrikai', 'kathirikkai', 'vankaya', 'vankayalu', 'badanekai',
      'badane', 'batau', 'बेंगन', 'भटा', 'भंटा', 'वांगे', 'ਬਤਾਊਂ', 'રીંગણાં',
    ],
    mandi: ['Brinjal'],
  },
  {
    key: 'okra', group: 'vegetable',
    names: {
      en: 'Okra', hi: 'भिंडी', mr: 'भेंडी', pa: 'ਭਿੰਡੀ', gu: 'ભીંડા',
      bn: 'ঢেঁড়স', ta: 'வெண்டைக்காய்', te: 'బెండకాయ', kn: 'ಬೆಂಡೆಕಾಯಿ',
    },
    aliases: [
      'bhindi', 'bhendi', 'bhinda', 'lady finger', 'ladies finger', 'ladyfinger', 'ladies fingers',
      'lady fingers', 'dherosh', 'dheros', 'vendakkai', 'vendaikai', 'vendakka', 'bendakaya', 'bendekai',
      'bhindee', 'भिण्डी', 'ঢ্যাঁড়স',
    ],
    mandi: ['Bhindi(Ladies Finger)', 'Ladies Finger'],
  },
  {
    key: 'cauliflower', group: 'vegetable',
    names: {
      en: 'Cauliflower', hi: 'फूलगोभी', mr: 'फ्लॉवर', pa: 'ਫੁੱਲ ਗੋਭੀ', gu: 'ફૂલકોબી',
      bn: 'ফুলকপি', ta: 'காலிஃபிளவர்', te: 'కాలీఫ్లవర్', kn: 'ಹೂಕೋಸು',
    },
    aliases: [
      'cauliflowers', 'phool gobhi', 'phoolgobhi', 'phool gobi', 'phoolgobi', 'phulgobhi', 'full gobhi',
      'fulgobi', 'phulkopi', 'fulkopi', 'phulkobi', 'flawar', 'hookosu', 'फूल गोभी', 'फुलगोभी', 'फुलकोबी',
      'ફુલાવર',
    ],
    mandi: ['Cauliflower'],
  },
  {
    key: 'cabbage', group: 'vegetable',
    names: {
      en: 'Cabbage', hi: 'पत्ता गोभी', mr: 'कोबी', pa: 'ਬੰਦ ਗੋਭੀ', gu: 'કોબી',
      bn: 'বাঁধাকপি', ta: 'முட்டைக்கோஸ்', te: 'క్యాబేజీ', kn: 'ಎಲೆಕೋಸು',
    },
    aliases: [
      'cabbages', 'patta gobhi', 'patta gobi', 'pattagobhi', 'band gobhi', 'band gobi', 'bandgobhi', 'kobi',
      'kobee', 'bandhakopi', 'bandha kopi', 'badhakopi', 'muttaikose', 'muttaikos', 'muttai kos', 'elekosu',
      'बंद गोभी', 'पत्तागोभी', 'ਪੱਤਾ ਗੋਭੀ',
    ],
    mandi: ['Cabbage'],
  },
  {
    key: 'carrot', group: 'vegetable',
    names: {
      en: 'Carrot', hi: 'गाजर', mr: 'गाजर', pa: 'ਗਾਜਰ', gu: 'ગાજર',
      bn: 'গাজর', ta: 'கேரட்', te: 'క్యారెట్', kn: 'ಗಜ್ಜರಿ',
    },
    aliases: ['carrots', 'gajar', 'gajjar', 'gajjari', 'gaajar', 'ಕ್ಯಾರೆಟ್'],
    mandi: ['Carrot'],
  },
  {
    key: 'radish', group: 'vegetable',
    names: {
      en: 'Radish', hi: 'मूली', mr: 'मुळा', pa: 'ਮੂਲੀ', gu: 'મૂળા',
      bn: 'মুলো', ta: 'முள்ளங்கி', te: 'ముల్లంగి', kn: 'ಮೂಲಂಗಿ',
    },
    aliases: ['radishes', 'mooli', 'muli', 'mula', 'mullangi', 'moolangi', 'मुली', 'মূলা'],
    mandi: ['Raddish'],
  },
  {
    key: 'beetroot', group: 'vegetable',
    names: {
      en: 'Beetroot', hi: 'चुकंदर', mr: 'बीट', pa: 'ਚੁਕੰਦਰ', gu: 'બીટ',
      bn: 'বিট', ta: 'பீட்ரூட்', te: 'బీట్రూట్', kn: 'ಬೀಟ್ರೂಟ್',
    },
    aliases: ['beet', 'beets', 'beet root', 'beetroots', 'chukandar', 'chukander', 'बीटरूट', 'ਬੀਟ'],
    mandi: ['Beetroot'],
  },
  {
    key: 'turnip', group: 'vegetable',
    names: {
      en: 'Turnip', hi: 'शलजम', mr: 'सलगम', pa: 'ਸ਼ਲਗਮ', gu: 'સલગમ',
      bn: 'শালগম', ta: 'டர்னிப்', te: 'టర్నిప్', kn: 'ಟರ್ನಿಪ್',
    },
    aliases: ['turnips', 'shalgam', 'shaljam', 'salgam', 'शलगम'],
    mandi: ['Turnip'],
  },
  {
    key: 'spinach', group: 'vegetable',
    names: {
      en: 'Spinach', hi: 'पालक', mr: 'पालक', pa: 'ਪਾਲਕ', gu: 'પાલક',
      bn: 'পালং শাক', ta: 'பசலைக்கீரை', te: 'పాలకూర', kn: 'ಪಾಲಕ್ ಸೊಪ್ಪು',
    },
    aliases: [
      'palak', 'paalak', 'palang', 'palong', 'palong shak', 'palakura', 'pasalai keerai', 'pasalai',
      'palak soppu', 'পালং',
    ],
    mandi: ['Spinach'],
  },
  {
    key: 'fenugreek_leaves', group: 'vegetable',
    names: {
      en: 'Fenugreek Leaves', hi: 'हरी मेथी', mr: 'मेथीची भाजी', pa: 'ਹਰੀ ਮੇਥੀ', gu: 'મેથીની ભાજી',
      bn: 'মেথি শাক', ta: 'வெந்தயக் கீரை', te: 'మెంతి కూర', kn: 'ಮೆಂತ್ಯ ಸೊಪ್ಪು',
    },
    aliases: [
      'methi leaves', 'methi leaf', 'hari methi', 'methi bhaji', 'methi saag', 'methi sag', 'methi shak',
      'menthi kura', 'menthikura', 'vendhaya keerai', 'venthaya keerai', 'menthya soppu', 'kasuri methi',
      'मेथी पत्ता', 'मेथी भाजी', 'मेथी साग', 'मेथी की भाजी',
    ],
    mandi: ['Methi(Leaves)'],
  },
  {
    key: 'coriander_leaves', group: 'vegetable',
    names: {
      en: 'Coriander Leaves', hi: 'हरा धनिया', mr: 'कोथिंबीर', pa: 'ਹਰਾ ਧਨੀਆ', gu: 'કોથમીર',
      bn: 'ধনেপাতা', ta: 'கொத்தமல்லி இலை', te: 'కొత్తిమీర', kn: 'ಕೊತ್ತಂಬರಿ ಸೊಪ್ಪು',
    },
    aliases: [
      'cilantro', 'coriander leaf', 'hara dhaniya', 'hara dhania', 'dhaniya patta', 'dhania patta',
      'dhaniya patti', 'kothimbir', 'kothimbeer', 'kothmir', 'kothmeer', 'kothamalli', 'kothamalli ilai',
      'kothimeera', 'kottambari soppu', 'kothambari soppu', 'dhone pata', 'dhonepata', 'धनिया पत्ता',
      'धनिया पत्ती', 'हरा धनियाँ', 'கொத்தமல்லி', 'ধনে পাতা',
    ],
    mandi: ['Coriander(Leaves)'],
  },
  {
    key: 'mint', group: 'vegetable',
    names: {
      en: 'Mint', hi: 'पुदीना', mr: 'पुदिना', pa: 'ਪੁਦੀਨਾ', gu: 'ફુદીનો',
      bn: 'পুদিনা', ta: 'புதினா', te: 'పుదీనా', kn: 'ಪುದೀನ',
    },
    aliases: ['mint leaves', 'pudina', 'pudeena', 'phudino', 'pudhina', 'podina', 'पोदीना', 'ಪುದಿನ'],
    mandi: ['Mint(Pudina)'],
  },
  {
    key: 'green_chilli', group: 'vegetable',
    names: {
      en: 'Green Chilli', hi: 'हरी मिर्च', mr: 'हिरवी मिरची', pa: 'ਹਰੀ ਮਿਰਚ', gu: 'લીલાં મરચાં',
      bn: 'কাঁচা লঙ্কা', ta: 'பச்சை மிளகாய்', te: 'పచ్చి మిర్చి', kn: 'ಹಸಿ ಮೆಣಸಿನಕಾಯಿ',
    },
    aliases: [
      'green chillies', 'green chilies', 'green chili', 'green chilly', 'green chillis', 'hari mirch',
      'hari mirchi', 'hirvi mirchi', 'lila marcha', 'lili mirch', 'kancha lanka', 'kacha lanka',
      'kacha morich', 'pachai milagai', 'pachi mirchi', 'pachimirchi', 'pachi mirapakaya',
      'hasi menasinakayi', 'hasi menasu', 'हरी मिर्ची', 'పచ్చిమిర్చి',
    ],
    mandi: ['Green Chilli', 'Bajji chilli'],
  },
  {
    key: 'capsicum', group: 'vegetable',
    names: {
      en: 'Capsicum', hi: 'शिमला मिर्च', mr: 'ढोबळी मिरची', pa: 'ਸ਼ਿਮਲਾ ਮਿਰਚ', gu: 'સિમલા મરચાં',
      bn: 'ক্যাপসিকাম', ta: 'குடைமிளகாய்', te: 'క్యాప్సికం', kn: 'ದೊಣ್ಣೆ ಮೆಣಸಿನಕಾಯಿ',
    },
    aliases: [
      'capsicums', 'bell pepper', 'bell peppers', 'sweet pepper', 'shimla mirch', 'shimla mirchi',
      'simla mirch', 'dhobli mirchi', 'dhobali mirchi', 'kudai milagai', 'kudaimilagai', 'donne menasinakai',
      'donne menasu', 'कैप्सिकम', 'शिमला मिर्ची', 'કેપ્સીકમ', 'కాప్సికం',
    ],
    mandi: ['Capsicum', 'Chilly Capsicum'],
  },
  {
    key: 'cucumber', group: 'vegetable',
    names: {
      en: 'Cucumber', hi: 'खीरा', mr: 'काकडी', pa: 'ਖੀਰਾ', gu: 'કાકડી',
      bn: 'শসা', ta: 'வெள்ளரிக்காய்', te: 'దోసకాయ', kn: 'ಸೌತೆಕಾಯಿ',
    },
    aliases: [
      'cucumbers', 'kheera', 'khira', 'shasha', 'shosha', 'vellarikai', 'vellarikkai', 'vellari', 'dosakaya',
      'southekai', 'sautekai', 'khiira', 'खिरा',
    ],
    mandi: ['Cucumbar(Kheera)'],
  },
  {
    key: 'green_peas', group: 'vegetable',
    names: {
      en: 'Green Peas', hi: 'मटर', mr: 'मटार', pa: 'ਮਟਰ', gu: 'લીલા વટાણા',
      bn: 'মটরশুঁটি', ta: 'பச்சைப் பட்டாணி', te: 'పచ్చి బఠాణీలు', kn: 'ಹಸಿರು ಬಟಾಣಿ',
    },
    aliases: [
      'peas', 'pea', 'green pea', 'matar', 'mattar', 'mutter', 'hara matar', 'hari matar', 'matar phali',
      'pea pods', 'pea pod', 'vatana', 'watana', 'vatane', 'lila vatana', 'motorshuti', 'koraishuti',
      'karaishuti', 'pattani', 'pachai pattani', 'batani', 'bathani', 'hasiru batani', 'pachi batanilu',
      'हरी मटर', 'हरा मटर', 'मटर फली', 'वाटाणा', 'ਹਰੇ ਮਟਰ', 'વટાણા', 'মটর', 'কড়াইশুঁটি', 'பட்டாணி', 'బఠాణీలు',
      'బఠాణీ', 'ಬಟಾಣಿ',
    ],
    mandi: ['Green Peas', 'Peas Wet', 'Peas cod'],
  },
  {
    key: 'garlic', group: 'vegetable',
    names: {
      en: 'Garlic', hi: 'लहसुन', mr: 'लसूण', pa: 'ਲਸਣ', gu: 'લસણ',
      bn: 'রসুন', ta: 'பூண்டு', te: 'వెల్లుల్లి', kn: 'ಬೆಳ್ಳುಳ್ಳಿ',
    },
    aliases: [
      'lahsun', 'lehsun', 'lahsan', 'lasun', 'lasoon', 'lasan', 'lassan', 'rasun', 'roshun', 'poondu',
      'vellulli', 'vellulli payalu', 'bellulli', 'belluli', 'लहसन', 'लसुन', 'लसण', 'ਲੱਸਣ',
    ],
    mandi: ['Garlic'],
  },
  {
    key: 'ginger', group: 'vegetable',
    names: {
      en: 'Ginger', hi: 'अदरक', mr: 'आले', pa: 'ਅਦਰਕ', gu: 'આદુ',
      bn: 'আদা', ta: 'இஞ்சி', te: 'అల్లం', kn: 'ಶುಂಠಿ',
    },
    aliases: [
      'adrak', 'adrakh', 'adarak', 'aale', 'aadu', 'inji', 'allam', 'shunti', 'shunthi', 'sonth', 'saunth',
      'dry ginger', 'green ginger', 'अद्रक', 'सोंठ', 'सौंठ', 'आलं', 'ਸੁੰਢ',
    ],
    mandi: ['Ginger(Green)', 'Ginger(Dry)'],
  },
];
