import type { PageTexts } from './page-texts';

/** தமிழ் (ta): the words of a server-rendered page and its link preview, `{{name}}` filled by the server. */
export const PAGE_TEXTS_TA: PageTexts = {
  homeTitle: 'கிசான்சேது: விவசாயியும் வாங்குபவரும், நேருக்கு நேர்',
  siteDescription:
    'KisanSetu இந்திய விவசாயிகளை வாங்குபவர்களுடன் இணைக்கிறது: விலை மற்றும் படங்களுடன் உங்கள் விளைபொருளைப் பட்டியலிடுங்கள், அருகிலுள்ள பயிர்களைத் தேடுங்கள், விவசாயியுடன் நேரடியாகப் பேசுங்கள்.',
  listTitle: 'விவசாயிகளின் புதிய பயிர்கள்',
  searchTitle: 'அருகிலுள்ள பயிர்களைத் தேடுங்கள்',
  newestCrops: 'புதிதாக வந்த பயிர்கள்',
  productTitle: '{{productName}} {{price}}, இடம்: {{place}}',
  soldMark: '(விற்கப்பட்டது)',
  expiredMark: '(காலாவதியானது)',
  productDescription: '{{sellerName}} அவர்களிடமிருந்து {{quantity}} {{unit}}.',
  sellerTitle: '{{name}}, விவசாயி, {{place}}',
  sellerDescription: 'KisanSetu-வில் {{name}} அவர்களின் பயிர்களைப் பார்த்து, அவருடன் நேரடியாகப் பேசுங்கள்.',
  soldNote: 'இந்தப் பயிர் விற்கப்பட்டுவிட்டது.',
  expiredNote: 'இந்தப் பட்டியல் காலாவதியாகிவிட்டது.',
  photoOf: '{{productName}} படம்',
  soldBy: 'விற்பவர்: {{seller}}',
  quantity: 'அளவு',
  place: 'இடம்',
  description: 'விவரம்',
  noCrops: 'இன்னும் எந்தப் பயிரும் பட்டியலில் இல்லை.',
  byName: 'விற்பவர்: {{name}}',
  farmerAt: 'விவசாயி, {{place}}',
  cropsForSale: 'விற்பனைக்கு உள்ள பயிர்கள்',
};

/** Open Graph's locale for தமிழ் pages. */
export const OG_LOCALE_TA = 'ta_IN';
