import type { CropEntry } from './crop-types';

/**
 * Fruits of the crop vocabulary.
 * Names are what a farmer or trader of each language says and writes on a sack or a mandi board; aliases are the
 * romanised and regional spellings people type on phones, other English names and script variants. `mandi` lists the
 * Agmarknet commodity names of the crop.
 *
 * Left out as false friends: 'sitaphal' (custard apple in the west and south, pumpkin in Hindi), 'bedana'
 * (pomegranate in Hindi, raisins in Marathi). Kinnow is a mandarin variety: a mandi name of orange, no alias.
 */
// One crop a few lines: a vocabulary reads best as a table, not one alias a line.
// prettier-ignore
export const FRUITS: readonly CropEntry[] = [
  {
    key: 'mango', group: 'fruit',
    names: {
      en: 'Mango', hi: 'आम', mr: 'आंबा', pa: 'ਅੰਬ', gu: 'કેરી',
      bn: 'আম', ta: 'மாம்பழம்', te: 'మామిడి', kn: 'ಮಾವಿನಹಣ್ಣು',
    },
    aliases: [
      'mangoes', 'mangos', 'aam', 'amb', 'amba', 'aamba', 'keri', 'kairi', 'raw mango', 'kacha aam',
      'kachcha aam', 'kaccha aam', 'mampazham', 'maampazham', 'mangai', 'mamidi', 'mamidi pandu',
      'mamidikaya', 'mavina hannu', 'mavinakayi', 'कैरी', 'आंब', 'ਕੱਚਾ ਅੰਬ', 'மாங்காய்', 'మామిడి పండు', 'మామిడికాయ',
      'ಮಾವಿನಕಾಯಿ',
    ],
    mandi: ['Mango', 'Mango (Raw-Ripe)'],
  },
  {
    key: 'banana', group: 'fruit',
    names: {
      en: 'Banana', hi: 'केला', mr: 'केळी', pa: 'ਕੇਲਾ', gu: 'કેળાં',
      bn: 'কলা', ta: 'வாழைப்பழம்', te: 'అరటిపండు', kn: 'ಬಾಳೆಹಣ್ಣು',
    },
    aliases: [
      'bananas', 'kela', 'kele', 'keli', 'kelaa', 'vazhaipazham', 'valaipalam', 'vazhai', 'vazhakkai',
      'arati pandu', 'aratipandu', 'aratikaya', 'bale hannu', 'balehannu', 'balekai', 'raw banana',
      'kachcha kela', 'kacha kela', 'plantain', 'plantains', 'केले', 'केळं', 'કેળા', 'কাঁচকলা', 'வாழைக்காய்', 'అరటికాయ',
      'ಬಾಳೆಕಾಯಿ',
    ],
    mandi: ['Banana', 'Banana - Green'],
  },
  {
    key: 'apple', group: 'fruit',
    names: {
      en: 'Apple', hi: 'सेब', mr: 'सफरचंद', pa: 'ਸੇਬ', gu: 'સફરજન',
      bn: 'আপেল', ta: 'ஆப்பிள்', te: 'ఆపిల్', kn: 'ಸೇಬು',
    },
    aliases: [
      'apples', 'seb', 'saib', 'safarchand', 'sapharchand', 'safarjan', 'apel', 'sebu', 'ఆపిల్ పండు', 'ಆಪಲ್',
    ],
    mandi: ['Apple'],
  },
  {
    key: 'grapes', group: 'fruit',
    names: {
      en: 'Grapes', hi: 'अंगूर', mr: 'द्राक्षे', pa: 'ਅੰਗੂਰ', gu: 'દ્રાક્ષ',
      bn: 'আঙুর', ta: 'திராட்சை', te: 'ద్రాక్ష', kn: 'ದ್ರಾಕ್ಷಿ',
    },
    aliases: [
      'grape', 'angoor', 'angur', 'draksh', 'draksha', 'drakshe', 'drakshi', 'thiratchai', 'dratchai',
      'द्राक्ष', 'अंगुर', 'ਅੰਗੂਰਾਂ',
    ],
    mandi: ['Grapes'],
  },
  {
    key: 'pomegranate', group: 'fruit',
    names: {
      en: 'Pomegranate', hi: 'अनार', mr: 'डाळिंब', pa: 'ਅਨਾਰ', gu: 'દાડમ',
      bn: 'ডালিম', ta: 'மாதுளை', te: 'దానిమ్మ', kn: 'ದಾಳಿಂಬೆ',
    },
    aliases: [
      'pomegranates', 'anar', 'anaar', 'dalimb', 'dalimbe', 'dadam', 'dadim', 'dalim', 'maathulai',
      'mathulai', 'madhulai', 'danimma', 'pomogranate', 'डाळींब',
    ],
    mandi: ['Pomegranate'],
  },
  {
    key: 'orange', group: 'fruit',
    names: {
      en: 'Orange', hi: 'संतरा', mr: 'संत्री', pa: 'ਸੰਤਰਾ', gu: 'સંતરાં',
      bn: 'কমলালেবু', ta: 'ஆரஞ்சு', te: 'కమలాపండు', kn: 'ಕಿತ್ತಳೆ',
    },
    aliases: [
      'oranges', 'santra', 'santara', 'santre', 'santri', 'narangi', 'naringi', 'mandarin', 'mandarins',
      'komlalebu', 'kamala pandu', 'kamalapandu', 'kittale', 'kittale hannu', 'नारंगी', 'संत्रा', 'কমলা', 'ఆరెంజ్',
      'ಕಿತ್ತಳೆ ಹಣ್ಣು',
    ],
    mandi: ['Orange', 'Kinnow'],
  },
  {
    key: 'sweet_lime', group: 'fruit',
    names: {
      en: 'Sweet Lime', hi: 'मौसमी', mr: 'मोसंबी', pa: 'ਮੌਸੰਮੀ', gu: 'મોસંબી',
      bn: 'মুসাম্বি', ta: 'சாத்துக்குடி', te: 'బత్తాయి', kn: 'ಮೂಸಂಬಿ',
    },
    aliases: [
      'mosambi', 'mausambi', 'musambi', 'mousambi', 'mosumbi', 'moosambi', 'mausami', 'mosami', 'sathukudi',
      'sathukkudi', 'battayi', 'batthayi', 'sweetlime', 'मोसम्बी', 'मुसम्मी', 'मौसम्बी',
    ],
    mandi: ['Mousambi(Sweet Lime)'],
  },
  {
    key: 'guava', group: 'fruit',
    names: {
      en: 'Guava', hi: 'अमरूद', mr: 'पेरू', pa: 'ਅਮਰੂਦ', gu: 'જામફળ',
      bn: 'পেয়ারা', ta: 'கொய்யா', te: 'జామపండు', kn: 'ಸೀಬೆಹಣ್ಣು',
    },
    aliases: [
      'guavas', 'amrood', 'amrud', 'amarud', 'peru', 'jamfal', 'jamphal', 'peyara', 'piyara', 'koyya',
      'koyyapazham', 'jama pandu', 'jamakaya', 'seebe', 'seebe hannu', 'perala', 'अमरुद', 'ಪೇರಲ', 'జామకాయ',
    ],
    mandi: ['Guava'],
  },
  {
    key: 'papaya', group: 'fruit',
    names: {
      en: 'Papaya', hi: 'पपीता', mr: 'पपई', pa: 'ਪਪੀਤਾ', gu: 'પપૈયું',
      bn: 'পেঁপে', ta: 'பப்பாளி', te: 'బొప్పాయి', kn: 'ಪಪ್ಪಾಯಿ',
    },
    aliases: [
      'papayas', 'papita', 'papeeta', 'papai', 'papaiya', 'pepe', 'pappali', 'boppayi', 'boppaya',
      'raw papaya', 'पपैया', 'પપૈયા',
    ],
    mandi: ['Papaya', 'Papaya (Raw)'],
  },
  {
    key: 'watermelon', group: 'fruit',
    names: {
      en: 'Watermelon', hi: 'तरबूज', mr: 'कलिंगड', pa: 'ਹਦਵਾਣਾ', gu: 'તરબૂચ',
      bn: 'তরমুজ', ta: 'தர்பூசணி', te: 'పుచ్చకాయ', kn: 'ಕಲ್ಲಂಗಡಿ',
    },
    aliases: [
      'watermelons', 'water melon', 'tarbooj', 'tarbuj', 'tarbuz', 'tarbooz', 'kalingad', 'hadwana',
      'hadvana', 'tarmuj', 'tormuj', 'tarbusani', 'tharboosani', 'pucchakaya', 'puchakaya', 'kallangadi',
      'kalangadi', 'टरबूज', 'तरबूज़', 'ਤਰਬੂਜ਼',
    ],
    mandi: ['Water Melon'],
  },
  {
    key: 'muskmelon', group: 'fruit',
    names: {
      en: 'Muskmelon', hi: 'खरबूजा', mr: 'खरबूज', pa: 'ਖ਼ਰਬੂਜ਼ਾ', gu: 'શક્કરટેટી',
      bn: 'খরমুজ', ta: 'முலாம்பழம்', te: 'కర్బూజ', kn: 'ಕರ್ಬೂಜ',
    },
    aliases: [
      'musk melon', 'muskmelons', 'cantaloupe', 'kharbuja', 'kharbooja', 'kharbuza', 'kharbooza', 'karbuja',
      'kharbuj', 'sakarteti', 'shakarteti', 'kharmuj', 'mulampazham', 'kharbujaa', 'खरबूज़ा', 'ਖਰਬੂਜਾ', 'ટેટી',
    ],
    mandi: ['Karbuja(Musk Melon)'],
  },
  {
    key: 'pineapple', group: 'fruit',
    names: {
      en: 'Pineapple', hi: 'अनानास', mr: 'अननस', pa: 'ਅਨਾਨਾਸ', gu: 'અનાનસ',
      bn: 'আনারস', ta: 'அன்னாசிப்பழம்', te: 'అనాస పండు', kn: 'ಅನಾನಸ್',
    },
    aliases: [
      'pineapples', 'ananas', 'anannas', 'anaras', 'annasi', 'annasi pazham', 'anasa', 'anasa pandu',
      'अनन्नास', 'அன்னாசி',
    ],
    mandi: ['Pineapple'],
  },
  {
    key: 'coconut', group: 'fruit',
    names: {
      en: 'Coconut', hi: 'नारियल', mr: 'नारळ', pa: 'ਨਾਰੀਅਲ', gu: 'નાળિયેર',
      bn: 'নারকেল', ta: 'தேங்காய்', te: 'కొబ్బరికాయ', kn: 'ತೆಂಗಿನಕಾಯಿ',
    },
    aliases: [
      'coconuts', 'nariyal', 'nariyel', 'nareal', 'nariel', 'naral', 'naliyer', 'nariyer', 'narkel',
      'narikel', 'thengai', 'thenga', 'kobbari kaya', 'kobbarikaya', 'tengina kayi', 'tenginakai', 'shriphal',
      'श्रीफल', 'નારિયેળ', 'নারিকেল',
    ],
    mandi: ['Coconut', 'Coconut Seed'],
  },
  {
    key: 'tender_coconut', group: 'fruit',
    names: {
      en: 'Tender Coconut', hi: 'हरा नारियल', mr: 'शहाळे', pa: 'ਹਰਾ ਨਾਰੀਅਲ', gu: 'લીલું નાળિયેર',
      bn: 'ডাব', ta: 'இளநீர்', te: 'కొబ్బరి బొండం', kn: 'ಎಳನೀರು',
    },
    aliases: [
      'tender coconuts', 'green coconut', 'coconut water', 'nariyal pani', 'hara nariyal', 'daab', 'elaneer',
      'ilaneer', 'elaneeru', 'ilaneeru', 'shahale', 'shahala', 'kobbari bondam', 'bondam', 'नारियल पानी',
      'डाब', 'शहाळं', 'ਨਾਰੀਅਲ ਪਾਣੀ', 'ডাবের জল',
    ],
    mandi: ['Tender Coconut'],
  },
  {
    key: 'lemon', group: 'fruit',
    names: {
      en: 'Lemon', hi: 'नींबू', mr: 'लिंबू', pa: 'ਨਿੰਬੂ', gu: 'લીંબુ',
      bn: 'লেবু', ta: 'எலுமிச்சை', te: 'నిమ్మకాయ', kn: 'ನಿಂಬೆಹಣ್ಣು',
    },
    aliases: [
      'lemons', 'lime', 'limes', 'nimbu', 'nimboo', 'neembu', 'limbu', 'limboo', 'lebu', 'elumichai',
      'elumichampazham', 'nimmakaya', 'nimmakayalu', 'nimbe', 'nimbehannu', 'nimbe hannu', 'नीबू', 'निंबू',
      'लिम्बू', 'ਨੀਂਬੂ', 'ನಿಂಬೆ',
    ],
    mandi: ['Lemon', 'Lime', 'Galgal(Lemon)'],
  },
  {
    key: 'custard_apple', group: 'fruit',
    names: {
      en: 'Custard Apple', hi: 'शरीफा', mr: 'सीताफळ', pa: 'ਸ਼ਰੀਫਾ', gu: 'સીતાફળ',
      bn: 'আতা', ta: 'சீத்தாப்பழம்', te: 'సీతాఫలం', kn: 'ಸೀತಾಫಲ',
    },
    aliases: [
      'custard apples', 'sugar apple', 'sweetsop', 'sharifa', 'shareefa', 'seethapazham', 'seetha pazham',
      'seethaphalam', 'sitaphalam', 'शरीफ़ा', 'ਸਰੀਫਾ',
    ],
    mandi: ['Custard Apple (Sharifa)', 'Seetapal'],
  },
  {
    key: 'jackfruit', group: 'fruit',
    names: {
      en: 'Jackfruit', hi: 'कटहल', mr: 'फणस', pa: 'ਕਟਹਲ', gu: 'ફણસ',
      bn: 'কাঁঠাল', ta: 'பலாப்பழம்', te: 'పనసపండు', kn: 'ಹಲಸಿನಹಣ್ಣು',
    },
    aliases: [
      'jack fruit', 'jackfruits', 'kathal', 'katahal', 'kathhal', 'phanas', 'fanas', 'kanthal', 'palapazham',
      'panasa', 'panasa pandu', 'panasakaya', 'halasu', 'halasina hannu', 'raw jackfruit', 'कठल', 'பலாக்காய்',
      'పనసకాయ', 'ಹಲಸು',
    ],
    mandi: ['Jack Fruit', 'Jack Fruit(Ripe)', 'Jackfruit(Green/Raw/Unripe)'],
  },
  {
    key: 'litchi', group: 'fruit',
    names: {
      en: 'Litchi', hi: 'लीची', mr: 'लिची', pa: 'ਲੀਚੀ', gu: 'લીચી',
      bn: 'লিচু', ta: 'லிச்சி', te: 'లిచీ', kn: 'ಲಿಚಿ',
    },
    aliases: ['lychee', 'lychees', 'litchis', 'lichi', 'leechi', 'lichu'],
    mandi: ['Litchi'],
  },
  {
    key: 'sapota', group: 'fruit',
    names: {
      en: 'Sapota', hi: 'चीकू', mr: 'चिकू', pa: 'ਚੀਕੂ', gu: 'ચીકુ',
      bn: 'সবেদা', ta: 'சப்போட்டா', te: 'సపోటా', kn: 'ಸಪೋಟ',
    },
    aliases: [
      'chikoo', 'chiku', 'cheeku', 'chikku', 'chickoo', 'sapodilla', 'sapotas', 'sabeda', 'sobeda', 'sapotta',
      'चिक्कू', 'ಚಿಕ್ಕು',
    ],
    mandi: ['Chikoos(Sapota)'],
  },
  {
    key: 'ber', group: 'fruit',
    names: {
      en: 'Ber', hi: 'बेर', mr: 'बोर', pa: 'ਬੇਰ', gu: 'બોર',
      bn: 'কুল', ta: 'இலந்தைப்பழம்', te: 'రేగు పండ్లు', kn: 'ಬಾರೆಹಣ್ಣು',
    },
    aliases: [
      'jujube', 'indian jujube', 'bor', 'boroi', 'baer', 'ilanthai', 'ilandhai', 'regu', 'regu pandu',
      'regi pandu', 'bore hannu', 'borehannu', 'bare hannu', 'zizyphus', 'বরই', 'ಬೋರೆಹಣ್ಣು',
    ],
    mandi: ['Ber(Zizyphus/Borehannu)', 'Borehannu'],
  },
  {
    key: 'amla', group: 'fruit',
    names: {
      en: 'Amla', hi: 'आंवला', mr: 'आवळा', pa: 'ਆਂਵਲਾ', gu: 'આમળાં',
      bn: 'আমলকী', ta: 'நெல்லிக்காய்', te: 'ఉసిరికాయ', kn: 'ನೆಲ್ಲಿಕಾಯಿ',
    },
    aliases: [
      'indian gooseberry', 'gooseberry', 'aonla', 'awla', 'avla', 'amala', 'amlaki', 'amloki', 'nellikai',
      'nellikkai', 'usirikaya', 'usiri', 'आँवला', 'आमला', 'આમળા',
    ],
    mandi: ['Amla(Nelli Kai)', 'Goose berry(Nellikkai)', 'Nelli Kai'],
  },
  {
    key: 'jamun', group: 'fruit',
    names: {
      en: 'Jamun', hi: 'जामुन', mr: 'जांभूळ', pa: 'ਜਾਮਣ', gu: 'જાંબુ',
      bn: 'জাম', ta: 'நாவல்பழம்', te: 'నేరేడు పండు', kn: 'ನೇರಳೆಹಣ್ಣು',
    },
    aliases: [
      'java plum', 'black plum', 'jambul', 'jamoon', 'jambhul', 'jaman', 'naval pazham', 'navalpazham',
      'neredu', 'neredu pandu', 'nerale', 'nerale hannu', 'जामून', 'কালো জাম',
    ],
    mandi: ['Jamun(Narale Hannu)'],
  },
  {
    key: 'pear', group: 'fruit',
    names: {
      en: 'Pear', hi: 'नाशपाती', mr: 'नासपती', pa: 'ਨਾਸ਼ਪਾਤੀ', gu: 'નાસપતી',
      bn: 'নাশপাতি', ta: 'பேரிக்காய்', te: 'బేరిపండు', kn: 'ಮರಸೇಬು',
    },
    aliases: [
      'pears', 'nashpati', 'nashpaati', 'naspati', 'nashpatti', 'berikkai', 'perikkai', 'marasebu', 'नाशपति',
    ],
    mandi: ['Pear(Marasebu)', 'Marasebu'],
  },
  {
    key: 'strawberry', group: 'fruit',
    names: {
      en: 'Strawberry', hi: 'स्ट्रॉबेरी', mr: 'स्ट्रॉबेरी', pa: 'ਸਟ੍ਰਾਬੇਰੀ', gu: 'સ્ટ્રોબેરી',
      bn: 'স্ট্রবেরি', ta: 'ஸ்ட்ராபெர்ரி', te: 'స్ట్రాబెర్రీ', kn: 'ಸ್ಟ್ರಾಬೆರಿ',
    },
    aliases: ['strawberries', 'strawbery', 'स्ट्राबेरी'],
    mandi: ['Strawberry'],
  },
];
