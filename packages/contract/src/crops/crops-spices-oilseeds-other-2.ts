import type { CropEntry } from './crop-types';

/**
 * Fibres, plantation crops, dry fruits, flowers and other produce of the crop vocabulary.
 * Names are what a farmer or trader of each language says and writes on a sack or a mandi board; aliases are the
 * romanised and regional spellings people type on phones, other English names and script variants. `mandi` lists the
 * Agmarknet commodity names of the crop.
 *
 * Sugar is a factory product, not produce, and has no entry.
 */
// One crop a few lines: a vocabulary reads best as a table, not one alias a line.
// prettier-ignore
export const SPICES_OILSEEDS_OTHER_2: readonly CropEntry[] = [
  {
    key: 'cotton', group: 'fibre',
    names: {
      en: 'Cotton', hi: 'कपास', mr: 'कापूस', pa: 'ਕਪਾਹ', gu: 'કપાસ',
      bn: 'তুলা', ta: 'பருத்தி', te: 'పత్తి', kn: 'ಹತ್ತಿ',
    },
    aliases: [
      'kapas', 'kapaas', 'kapus', 'kapoos', 'narma', 'paruthi', 'cotton lint', 'raw cotton', 'seed cotton',
      'ਨਰਮਾ', 'কার্পাস',
    ],
    mandi: ['Cotton', 'Lint'],
  },
  {
    key: 'jute', group: 'fibre',
    names: {
      en: 'Jute', hi: 'जूट', mr: 'ज्यूट', pa: 'ਜੂਟ', gu: 'શણ',
      bn: 'পাট', ta: 'சணல்', te: 'జనుము', kn: 'ಸೆಣಬು',
    },
    aliases: ['paat', 'patsan', 'pattsan', 'sanal', 'jute fibre', 'raw jute', 'पटसन', 'पाट', 'পাটের আঁশ'],
    mandi: ['Jute'],
  },
  {
    key: 'sugarcane', group: 'plantation',
    names: {
      en: 'Sugarcane', hi: 'गन्ना', mr: 'ऊस', pa: 'ਗੰਨਾ', gu: 'શેરડી',
      bn: 'আখ', ta: 'கரும்பு', te: 'చెరకు', kn: 'ಕಬ್ಬು',
    },
    aliases: [
      'sugar cane', 'ganna', 'ganne', 'ikh', 'ikhu', 'oos', 'sherdi', 'sheradi', 'aakh', 'karumbu', 'cheruku',
      'cheraku', 'kabbu', 'kamad', 'ईख', 'गन्ने', 'ਕਮਾਦ', 'আখের',
    ],
    mandi: ['Sugarcane'],
  },
  {
    key: 'tea', group: 'plantation',
    names: {
      en: 'Tea', hi: 'चाय', mr: 'चहा', pa: 'ਚਾਹ', gu: 'ચા',
      bn: 'চা', ta: 'தேயிலை', te: 'తేయాకు', kn: 'ಚಹಾ',
    },
    aliases: [
      'tea leaves', 'tea leaf', 'chai', 'chaay', 'chaha', 'chai patti', 'chaipatti', 'theyilai', 'teyaku',
      'chaha pudi', 'चाय पत्ती', 'চা পাতা', 'ಟೀ',
    ],
    mandi: ['Tea', 'Green Tea'],
  },
  {
    key: 'coffee', group: 'plantation',
    names: {
      en: 'Coffee', hi: 'कॉफ़ी', mr: 'कॉफी', pa: 'ਕੌਫੀ', gu: 'કોફી',
      bn: 'কফি', ta: 'காபி', te: 'కాఫీ', kn: 'ಕಾಫಿ',
    },
    aliases: ['coffee beans', 'coffee cherry', 'kaapi', 'kofi', 'कॉफी बीज', 'காப்பி', 'ಕಾಫಿ ಬೀಜ'],
    mandi: ['Coffee'],
  },
  {
    key: 'rubber', group: 'plantation',
    names: {
      en: 'Rubber', hi: 'रबड़', mr: 'रबर', pa: 'ਰਬੜ', gu: 'રબર',
      bn: 'রাবার', ta: 'ரப்பர்', te: 'రబ్బరు', kn: 'ರಬ್ಬರ್',
    },
    aliases: ['natural rubber', 'rubber sheet', 'rubber sheets', 'rabar', 'rabbar', 'rabad'],
    mandi: ['Rubber'],
  },
  {
    key: 'arecanut', group: 'plantation',
    names: {
      en: 'Arecanut', hi: 'सुपारी', mr: 'सुपारी', pa: 'ਸੁਪਾਰੀ', gu: 'સોપારી',
      bn: 'সুপারি', ta: 'பாக்கு', te: 'వక్క', kn: 'ಅಡಿಕೆ',
    },
    aliases: [
      'areca nut', 'areca', 'arecanuts', 'betel nut', 'betelnut', 'betel nuts', 'supari', 'supaari', 'sopari',
      'paakku', 'pakku', 'vakka', 'adike', 'adake', 'ಅಡಕೆ', 'వక్కలు',
    ],
    mandi: ['Arecanut(Betelnut/Supari)', 'Betelnuts'],
  },
  {
    key: 'cashew', group: 'dry_fruit',
    names: {
      en: 'Cashew', hi: 'काजू', mr: 'काजू', pa: 'ਕਾਜੂ', gu: 'કાજુ',
      bn: 'কাজু বাদাম', ta: 'முந்திரி', te: 'జీడిపప్పు', kn: 'ಗೋಡಂಬಿ',
    },
    aliases: [
      'cashews', 'cashew nut', 'cashew nuts', 'cashewnut', 'cashewnuts', 'raw cashew', 'cashew kernel',
      'kaju', 'kaaju', 'jeedipappu', 'jeedi pappu', 'godambi', 'godambi beeja', 'কাজু', 'జీడి గింజలు',
    ],
    mandi: ['Cashewnuts', 'Cashew Kernnel'],
  },
  {
    key: 'almond', group: 'dry_fruit',
    names: {
      en: 'Almond', hi: 'बादाम', mr: 'बदाम', pa: 'ਬਦਾਮ', gu: 'બદામ',
      bn: 'কাঠবাদাম', ta: 'பாதாம்', te: 'బాదం', kn: 'ಬಾದಾಮಿ',
    },
    aliases: ['almonds', 'badam', 'baadam', 'badaam', 'kathbadam', 'kath badam', 'பாதாம் பருப்பு', 'బాదం పప్పు'],
    mandi: ['Almond(Badam)'],
  },
  {
    key: 'walnut', group: 'dry_fruit',
    names: {
      en: 'Walnut', hi: 'अखरोट', mr: 'अक्रोड', pa: 'ਅਖਰੋਟ', gu: 'અખરોટ',
      bn: 'আখরোট', ta: 'வால்நட்', te: 'అక్రోట్', kn: 'ಅಕ್ರೋಟ್',
    },
    aliases: ['walnuts', 'akhrot', 'akhrod', 'akrod', 'akrot', 'akharot', 'अखरोड'],
    mandi: ['Walnut'],
  },
  {
    key: 'raisins', group: 'dry_fruit',
    names: {
      en: 'Raisins', hi: 'किशमिश', mr: 'बेदाणे', pa: 'ਸੌਗੀ', gu: 'કિસમિસ',
      bn: 'কিশমিশ', ta: 'உலர் திராட்சை', te: 'ఎండు ద్రాక్ష', kn: 'ಒಣ ದ್ರಾಕ್ಷಿ',
    },
    aliases: [
      'raisin', 'kishmish', 'kismis', 'kishmis', 'munakka', 'dry grapes', 'dried grapes', 'bedane', 'saugi',
      'sultana', 'sultanas', 'ular thiratchai', 'endu draksha', 'ona drakshi', 'मुनक्का', 'किसमिस', 'बेदाणा',
      'ਕਿਸ਼ਮਿਸ਼', 'કિશમિશ',
    ],
    mandi: ['Raisins', 'Dry Grapes'],
  },
  {
    key: 'makhana', group: 'dry_fruit',
    names: {
      en: 'Makhana', hi: 'मखाना', mr: 'मखाणा', pa: 'ਮਖਾਣਾ', gu: 'મખાણા',
      bn: 'মাখনা', ta: 'தாமரை விதை', te: 'మఖానా', kn: 'ಮಖಾನಾ',
    },
    aliases: [
      'fox nut', 'foxnut', 'fox nuts', 'foxnuts', 'lotus seed', 'lotus seeds', 'makhane', 'phool makhana',
      'gorgon nut', 'मखाने', 'फूल मखाना',
    ],
    mandi: ['Makhana(Foxnut)'],
  },
  {
    key: 'marigold', group: 'flower',
    names: {
      en: 'Marigold', hi: 'गेंदा', mr: 'झेंडू', pa: 'ਗੇਂਦਾ', gu: 'ગલગોટા',
      bn: 'গাঁদা', ta: 'செண்டுமல்லி', te: 'బంతి పూలు', kn: 'ಚೆಂಡು ಹೂವು',
    },
    aliases: [
      'marigolds', 'marigold flowers', 'genda', 'gainda', 'genda phool', 'zendu', 'jhendu', 'galgota',
      'galgota phool', 'sendu malli', 'banti', 'banthi', 'banti poolu', 'chendu hoovu', 'chendu hoo', 'गेंदे',
      'गैंदा', 'गेंदा फूल', 'গাঁদা ফুল', 'బంతి', 'ಚೆಂಡು ಹೂ',
    ],
    mandi: ['Marigold(Calcutta)', 'Marigold(loose)'],
  },
  {
    key: 'rose', group: 'flower',
    names: {
      en: 'Rose', hi: 'गुलाब', mr: 'गुलाब', pa: 'ਗੁਲਾਬ', gu: 'ગુલાબ',
      bn: 'গোলাপ', ta: 'ரோஜா', te: 'గులాబీ', kn: 'ಗುಲಾಬಿ',
    },
    aliases: [
      'roses', 'rose flowers', 'gulab', 'gulaab', 'golap', 'roja', 'roja poo', 'desi gulab', 'गुलाब फूल',
      'গোলাপ ফুল', 'ರೋಜಾ',
    ],
    mandi: ['Rose(Local)', 'Rose(Loose)', 'Rose(Tata)'],
  },
  {
    key: 'jasmine', group: 'flower',
    names: {
      en: 'Jasmine', hi: 'चमेली', mr: 'मोगरा', pa: 'ਚਮੇਲੀ', gu: 'મોગરો',
      bn: 'জুঁই', ta: 'மல்லிகை', te: 'మల్లెపూలు', kn: 'ಮಲ್ಲಿಗೆ',
    },
    aliases: [
      'jasmines', 'mogra', 'mogara', 'chameli', 'chamelii', 'juhi', 'jui', 'malligai', 'malli poo',
      'mallipoo', 'malligai poo', 'mallelu', 'malle poolu', 'mallige', 'mallige hoovu', 'जूही', 'जुई', 'ਮੋਗਰਾ',
      'মল্লিকা', 'మల్లె', 'ಮಲ್ಲಿಗೆ ಹೂವು',
    ],
    mandi: ['Jasmine'],
  },
  {
    key: 'tuberose', group: 'flower',
    names: {
      en: 'Tuberose', hi: 'रजनीगंधा', mr: 'निशिगंध', pa: 'ਰਜਨੀਗੰਧਾ', gu: 'રજનીગંધા',
      bn: 'রজনীগন্ধা', ta: 'சம்பங்கி', te: 'రజనీగంధ', kn: 'ಸುಗಂಧರಾಜ',
    },
    aliases: [
      'tube rose', 'tuberoses', 'tube flower', 'rajnigandha', 'rajanigandha', 'nishigandh', 'nishigandha',
      'sampangi', 'sugandharaja', 'sugandaraja', 'निशिगंधा', 'சம்பங்கி பூ',
    ],
    mandi: ['Tube Flower', 'Tube Rose(Double)', 'Tube Rose(Loose)', 'Tube Rose(Single)'],
  },
  {
    key: 'jaggery', group: 'other',
    names: {
      en: 'Jaggery', hi: 'गुड़', mr: 'गूळ', pa: 'ਗੁੜ', gu: 'ગોળ',
      bn: 'গুড়', ta: 'வெல்லம்', te: 'బెల్లం', kn: 'ಬೆಲ್ಲ',
    },
    aliases: [
      'gur', 'gud', 'gurh', 'gul', 'gool', 'vellam', 'bellam', 'bella', 'jaggery powder', 'jaggery cubes',
      'liquid jaggery', 'गुड', 'ਗੁੜ੍ਹ', 'নলেন গুড়', 'கருப்பட்டி', 'ಬೆಲ್ಲದ ಪುಡಿ',
    ],
    mandi: ['Gur(Jaggery)', 'Jaggery'],
  },
  {
    key: 'honey', group: 'other',
    names: {
      en: 'Honey', hi: 'शहद', mr: 'मध', pa: 'ਸ਼ਹਿਦ', gu: 'મધ',
      bn: 'মধু', ta: 'தேன்', te: 'తేనె', kn: 'ಜೇನುತುಪ್ಪ',
    },
    aliases: [
      'raw honey', 'shahad', 'shahed', 'sahad', 'madh', 'madhu', 'tene', 'jenu', 'jenu tuppa', 'मधु', 'ಜೇನು',
    ],
    mandi: ['Honey'],
  },
];
