import type { CropEntry } from './crop-types';

/**
 * Vegetables of the crop vocabulary, part two (gourds, beans, roots and tubers, mushrooms).
 * Names are what a farmer or trader of each language says and writes on a sack or a mandi board; aliases are the
 * romanised and regional spellings people type on phones, other English names and script variants. `mandi` lists the
 * Agmarknet commodity names of the crop.
 */
// One crop a few lines: a vocabulary reads best as a table, not one alias a line.
// prettier-ignore
export const VEGETABLES_2: readonly CropEntry[] = [
  {
    key: 'bottle_gourd', group: 'vegetable',
    names: {
      en: 'Bottle Gourd', hi: 'लौकी', mr: 'दुधी भोपळा', pa: 'ਘੀਆ', gu: 'દૂધી',
      bn: 'লাউ', ta: 'சுரைக்காய்', te: 'సొరకాయ', kn: 'ಸೋರೆಕಾಯಿ',
    },
    aliases: [
      'lauki', 'louki', 'loki', 'ghiya', 'ghia', 'ghiya kaddu', 'dudhi', 'doodhi', 'dudhi bhopla', 'lau',
      'calabash', 'sorakaya', 'sorakkaya', 'anapakaya', 'suraikai', 'suraikkai', 'sorekai', 'sorekayi',
      'bottlegourd', 'घीया', 'घिया', 'लोकी', 'दूधी', 'दुधी', 'ਲੌਕੀ', 'ఆనపకాయ',
    ],
    mandi: ['Bottle gourd'],
  },
  {
    key: 'bitter_gourd', group: 'vegetable',
    names: {
      en: 'Bitter Gourd', hi: 'करेला', mr: 'कारले', pa: 'ਕਰੇਲਾ', gu: 'કારેલાં',
      bn: 'করলা', ta: 'பாகற்காய்', te: 'కాకరకాయ', kn: 'ಹಾಗಲಕಾಯಿ',
    },
    aliases: [
      'bitter melon', 'bittergourd', 'karela', 'karele', 'karla', 'karle', 'karali', 'korola', 'pavakkai',
      'pavakka', 'pagarkai', 'paagarkai', 'kakarakaya', 'hagalakai', 'haagalakaayi', 'करैला', 'कारली', 'કારેલા',
    ],
    mandi: ['Bitter gourd'],
  },
  {
    key: 'ridge_gourd', group: 'vegetable',
    names: {
      en: 'Ridge Gourd', hi: 'तोरई', mr: 'दोडका', pa: 'ਤੋਰੀ', gu: 'તુરિયાં',
      bn: 'ঝিঙে', ta: 'பீர்க்கங்காய்', te: 'బీరకాయ', kn: 'ಹೀರೆಕಾಯಿ',
    },
    aliases: [
      'ridgegourd', 'tori', 'torai', 'turai', 'turiya', 'turia', 'dodka', 'dodaka', 'jhinge', 'peerkangai',
      'peerkankai', 'beerakaya', 'heerekai', 'heere kayi', 'तुरई', 'तोरी', 'तुरिया', 'ঝিঙা',
    ],
    mandi: ['Ridgeguard(Tori)'],
  },
  {
    key: 'sponge_gourd', group: 'vegetable',
    names: {
      en: 'Sponge Gourd', hi: 'नेनुआ', mr: 'घोसाळे', pa: 'ਘੀਆ ਤੋਰੀ', gu: 'ગલકાં',
      bn: 'ধুন্দুল', ta: 'நுரைப் பீர்க்கங்காய்', te: 'నేతి బీరకాయ', kn: 'ತುಪ್ಪದ ಹೀರೆಕಾಯಿ',
    },
    aliases: [
      'nenua', 'nenuwa', 'ghiya tori', 'ghia tori', 'gilki', 'gilka', 'galka', 'ghosale', 'ghosavala',
      'dhundul', 'dhundhul', 'neti beerakaya', 'tuppada heerekai', 'गिलकी', 'घिया तोरई', 'घिया तोरी', 'ગલકા',
    ],
    mandi: ['Sponge gourd'],
  },
  {
    key: 'snake_gourd', group: 'vegetable',
    names: {
      en: 'Snake Gourd', hi: 'चिचिंडा', mr: 'पडवळ', pa: 'ਚਿਚਿੰਡਾ', gu: 'પંડોળાં',
      bn: 'চিচিঙ্গা', ta: 'புடலங்காய்', te: 'పొట్లకాయ', kn: 'ಪಡವಲಕಾಯಿ',
    },
    aliases: [
      'snakegourd', 'chichinda', 'chachinda', 'chichonda', 'padwal', 'padval', 'padaval', 'pandola',
      'chichinga', 'pudalangai', 'pudalai', 'potlakaya', 'padavalakai', 'padavala', 'चचिंडा', 'चिचिण्डा',
    ],
    mandi: ['Snakeguard'],
  },
  {
    key: 'ash_gourd', group: 'vegetable',
    names: {
      en: 'Ash Gourd', hi: 'पेठा', mr: 'कोहळा', pa: 'ਪੇਠਾ', gu: 'સફેદ કોળું',
      bn: 'চালকুমড়া', ta: 'வெள்ளைப் பூசணி', te: 'బూడిద గుమ్మడికాయ', kn: 'ಬೂದುಗುಂಬಳಕಾಯಿ',
    },
    aliases: [
      'ashgourd', 'petha', 'white gourd', 'winter melon', 'wax gourd', 'kohla', 'kohala', 'chalkumra',
      'chal kumro', 'vellai poosani', 'neer poosani', 'budida gummadikaya', 'boodida gummadi',
      'boodu kumbalakai', 'boodugumbala', 'safed kaddu', 'सफेद कद्दू',
    ],
    mandi: ['Ashgourd', 'White Pumpkin'],
  },
  {
    key: 'pumpkin', group: 'vegetable',
    names: {
      en: 'Pumpkin', hi: 'कद्दू', mr: 'लाल भोपळा', pa: 'ਕੱਦੂ', gu: 'કોળું',
      bn: 'মিষ্টি কুমড়া', ta: 'பரங்கிக்காய்', te: 'గుమ్మడికాయ', kn: 'ಸಿಹಿಕುಂಬಳಕಾಯಿ',
    },
    aliases: [
      'pumpkins', 'sweet pumpkin', 'yellow pumpkin', 'red pumpkin', 'kaddu', 'kashiphal', 'kashi phal',
      'bhopla', 'bhopala', 'lal bhopla', 'kolu', 'mishti kumro', 'kumro', 'kumra', 'parangikai',
      'parangikkai', 'manjal poosani', 'gummadikaya', 'sihi kumbala', 'sihi kumbalakai', 'काशीफल', 'कदू',
      'भोपळा', 'হলুদ কুমড়া', 'কুমড়ো', 'மஞ்சள் பூசணி', 'ಸಿಹಿ ಕುಂಬಳ',
    ],
    mandi: ['Pumpkin', 'Sweet Pumpkin'],
  },
  {
    key: 'pointed_gourd', group: 'vegetable',
    names: {
      en: 'Pointed Gourd', hi: 'परवल', mr: 'परवर', pa: 'ਪਰਵਲ', gu: 'પરવળ',
      bn: 'পটল', ta: 'பர்வல்', te: 'పర్వల్', kn: 'ಪರವಲ್',
    },
    aliases: ['parwal', 'parval', 'parvar', 'potol', 'patol', 'potal', 'parmal', 'পটোল'],
    mandi: ['Pointed gourd (Parval)'],
  },
  {
    key: 'ivy_gourd', group: 'vegetable',
    names: {
      en: 'Ivy Gourd', hi: 'कुंदरू', mr: 'तोंडली', pa: 'ਕੁੰਦਰੂ', gu: 'ટીંડોરાં',
      bn: 'কুন্দরি', ta: 'கோவைக்காய்', te: 'దొండకాయ', kn: 'ತೊಂಡೆಕಾಯಿ',
    },
    aliases: [
      'little gourd', 'scarlet gourd', 'kundru', 'kundri', 'kunduru', 'tindora', 'tindoora', 'tondli',
      'tendli', 'tindli', 'tondekai', 'thondekai', 'kovakkai', 'kovaikai', 'dondakaya', 'कुंदुरू', 'कुंदरी',
      'टिंडोरा', 'टेंडली', 'ટીંડોરા',
    ],
    mandi: ['Little gourd (Kundru)', 'Thondekai'],
  },
  {
    key: 'tinda', group: 'vegetable',
    names: {
      en: 'Tinda', hi: 'टिंडा', mr: 'ढेमसे', pa: 'ਟਿੰਡੇ', gu: 'ટીંડા',
      bn: 'টিন্ডা', ta: 'டிண்டா', te: 'టిండా', kn: 'ಟಿಂಡಾ',
    },
    aliases: [
      'tinde', 'tindsi', 'dhemse', 'round gourd', 'apple gourd', 'indian squash', 'indian round gourd', 'टिंडे',
      'ਟਿੰਡਾ',
    ],
    mandi: ['Round gourd', 'Tinda'],
  },
  {
    key: 'sweet_potato', group: 'vegetable',
    names: {
      en: 'Sweet Potato', hi: 'शकरकंद', mr: 'रताळे', pa: 'ਸ਼ਕਰਕੰਦੀ', gu: 'શક્કરિયાં',
      bn: 'রাঙা আলু', ta: 'சர்க்கரைவள்ளிக் கிழங்கு', te: 'చిలగడదుంప', kn: 'ಗೆಣಸು',
    },
    aliases: [
      'sweet potatoes', 'shakarkand', 'shakarkandi', 'sakarkand', 'sakarkandi', 'shakarqandi', 'shakkariya',
      'shakaria', 'ratale', 'ranga alu', 'mishti alu', 'sakkaravalli kizhangu', 'sakkaravalli',
      'chilagada dumpa', 'chilakada dumpa', 'genasu', 'sihi genasu', 'शकरकंदी', 'शकरकन्द', 'ਸ਼ਕਰਕੰਦ', 'શક્કરિયા',
      'ಸಿಹಿ ಗೆಣಸು',
    ],
    mandi: ['Sweet Potato'],
  },
  {
    key: 'french_beans', group: 'vegetable',
    names: {
      en: 'French Beans', hi: 'फ्रेंच बीन्स', mr: 'फरसबी', pa: 'ਫਰਾਂਸਬੀਨ', gu: 'ફણસી',
      bn: 'বিন', ta: 'பீன்ஸ்', te: 'బీన్స్', kn: 'ಬೀನ್ಸ್',
    },
    aliases: [
      'beans', 'bean', 'french bean', 'green beans', 'string beans', 'farasbi', 'pharasbi', 'fansi', 'phansi',
      'frasbean', 'बीन्स', 'फ्रेंच बीन', 'फरासबी', 'বিনস',
    ],
    mandi: ['Beans', 'French Beans (Frasbean)'],
  },
  {
    key: 'indian_beans', group: 'vegetable',
    names: {
      en: 'Indian Beans', hi: 'सेम', mr: 'वालपापडी', pa: 'ਸੇਮ', gu: 'વાલોળ',
      bn: 'শিম', ta: 'அவரைக்காய்', te: 'చిక్కుడుకాయ', kn: 'ಅವರೆಕಾಯಿ',
    },
    aliases: [
      'sem phali', 'semphali', 'hyacinth bean', 'lablab', 'lablab bean', 'flat beans', 'dolichos',
      'val papdi', 'valpapdi', 'papdi', 'walor', 'valor', 'valol', 'avarekai', 'avarekalu', 'avare',
      'avarakkai', 'avaraikai', 'chikkudu', 'chikkudukaya', 'shim', 'सेम फली', 'पापडी', 'पापड़ी', 'அவரை',
      'చిక్కుడు', 'ಅವರೆ',
    ],
    mandi: ['Indian Beans (Seam)', 'Green Avare (W)', 'Surat Beans (Papadi)'],
  },
  {
    key: 'cluster_beans', group: 'vegetable',
    names: {
      en: 'Cluster Beans', hi: 'ग्वार फली', mr: 'गवार', pa: 'ਗੁਆਰੇ ਦੀ ਫਲੀ', gu: 'ગવાર',
      bn: 'ঝাড় শিম', ta: 'கொத்தவரங்காய்', te: 'గోరుచిక్కుడు', kn: 'ಗೋರಿಕಾಯಿ',
    },
    aliases: [
      'cluster bean', 'guar phali', 'gwar phali', 'guar fali', 'gawar', 'gavar', 'gavar phali', 'gawar phali',
      'kothavarangai', 'kothavarai', 'goruchikkudu', 'gorchikkudu', 'gorikai', 'gorikayi', 'ग्वारफली',
      'गवार फली',
    ],
    mandi: ['Cluster beans', 'Guar'],
  },
  {
    key: 'drumstick', group: 'vegetable',
    names: {
      en: 'Drumstick', hi: 'सहजन', mr: 'शेवगा', pa: 'ਸੁਹਾਂਜਣਾ', gu: 'સરગવો',
      bn: 'সজনে ডাঁটা', ta: 'முருங்கைக்காய்', te: 'మునగకాయ', kn: 'ನುಗ್ಗೆಕಾಯಿ',
    },
    aliases: [
      'drumsticks', 'moringa', 'sahjan', 'sehjan', 'saijan', 'sahijan', 'shevga', 'shevaga', 'saragvo',
      'sargvo', 'sajna', 'sojne', 'sajne data', 'murungai', 'murungakkai', 'murungaikai', 'munagakaya',
      'munaga', 'nuggekai', 'nugge', 'सहजना', 'सुरजना', 'मुनगा', 'সজনে',
    ],
    mandi: ['Drumstick'],
  },
  {
    key: 'colocasia', group: 'vegetable',
    names: {
      en: 'Colocasia', hi: 'अरबी', mr: 'अळू', pa: 'ਅਰਬੀ', gu: 'અળવી',
      bn: 'কচু', ta: 'சேப்பங்கிழங்கு', te: 'చామగడ్డ', kn: 'ಕೆಸುವಿನ ಗಡ್ಡೆ',
    },
    aliases: [
      'arbi', 'arvi', 'arabi', 'taro', 'taro root', 'eddoe', 'eddoes', 'alvi', 'kachu', 'kochu',
      'seppankizhangu', 'cheppankizhangu', 'chamagadda', 'chamadumpa', 'kesuvina gadde', 'ghuiyan', 'ghuiya',
      'gaderi', 'घुइयां', 'घुइयाँ', 'अरवी', 'చేమదుంప',
    ],
    mandi: ['Colacasia'],
  },
  {
    key: 'elephant_yam', group: 'vegetable',
    names: {
      en: 'Elephant Foot Yam', hi: 'जिमीकंद', mr: 'सुरण', pa: 'ਜ਼ਿਮੀਕੰਦ', gu: 'સૂરણ',
      bn: 'ওল', ta: 'சேனைக்கிழங்கு', te: 'కంద', kn: 'ಸುವರ್ಣಗಡ್ಡೆ',
    },
    aliases: [
      'elephant yam', 'suran', 'jimikand', 'jimikanda', 'zamikand', 'zimikand', 'oal', 'senai',
      'senaikizhangu', 'senai kizhangu', 'suvarna gadde', 'suvarnagadde', 'amorphophallus', 'सूरन', 'ज़मीकंद',
      'ओल', 'ওল কচু',
    ],
    mandi: ['Elephant Yam (Suran)', 'Amphophalus', 'Suvarna Gadde'],
  },
  {
    key: 'tapioca', group: 'vegetable',
    names: {
      en: 'Tapioca', hi: 'टैपिओका', mr: 'टॅपिओका', pa: 'ਟੈਪੀਓਕਾ', gu: 'ટેપિયોકા',
      bn: 'শিমুল আলু', ta: 'மரவள்ளிக் கிழங்கு', te: 'కర్రపెండలం', kn: 'ಮರಗೆಣಸು',
    },
    aliases: [
      'cassava', 'kappa', 'maravalli', 'maravalli kizhangu', 'karrapendalam', 'karra pendalam', 'maragenasu',
      'simul alu', 'shimul alu', 'कसावा', 'மரவள்ளி',
    ],
    mandi: ['Tapioca'],
  },
  {
    key: 'mushroom', group: 'vegetable',
    names: {
      en: 'Mushroom', hi: 'मशरूम', mr: 'मशरूम', pa: 'ਖੁੰਬ', gu: 'મશરૂમ',
      bn: 'মাশরুম', ta: 'காளான்', te: 'పుట్టగొడుగులు', kn: 'ಅಣಬೆ',
    },
    aliases: [
      'mushrooms', 'khumb', 'khumbi', 'khumbh', 'dhingri', 'kalan', 'kaalan', 'puttagodugu', 'puttagodugulu',
      'anabe', 'alabe', 'खुंभ', 'खुम्ब', 'ਮਸ਼ਰੂਮ',
    ],
    mandi: ['Mushrooms', 'Mashrooms'],
  },
];
