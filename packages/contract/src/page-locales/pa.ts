import type { PageTexts } from './page-texts';

/** ਪੰਜਾਬੀ (pa): the words of a server-rendered page and its link preview, `{{name}}` filled by the server. */
export const PAGE_TEXTS_PA: PageTexts = {
  homeTitle: 'ਕਿਸਾਨਸੇਤੂ: ਕਿਸਾਨ ਅਤੇ ਖਰੀਦਦਾਰ, ਸਿੱਧੇ ਆਹਮੋ-ਸਾਹਮਣੇ',
  siteDescription:
    'KisanSetu ਭਾਰਤੀ ਕਿਸਾਨਾਂ ਨੂੰ ਖਰੀਦਦਾਰਾਂ ਨਾਲ ਜੋੜਦਾ ਹੈ: ਭਾਅ ਅਤੇ ਫੋਟੋਆਂ ਨਾਲ ਆਪਣੀ ਉਪਜ ਸੂਚੀ ਵਿੱਚ ਪਾਓ, ਨੇੜੇ ਦੀਆਂ ਫ਼ਸਲਾਂ ਲੱਭੋ ਅਤੇ ਸਿੱਧਾ ਕਿਸਾਨ ਨਾਲ ਗੱਲ ਕਰੋ।',
  listTitle: 'ਕਿਸਾਨਾਂ ਦੀਆਂ ਤਾਜ਼ੀਆਂ ਫ਼ਸਲਾਂ',
  searchTitle: 'ਆਪਣੇ ਨੇੜੇ ਫ਼ਸਲਾਂ ਲੱਭੋ',
  newestCrops: 'ਸਭ ਤੋਂ ਨਵੀਆਂ ਫ਼ਸਲਾਂ',
  productTitle: '{{productName}} {{price}}, {{place}} ਵਿੱਚ',
  soldMark: '(ਵਿਕ ਗਈ)',
  expiredMark: '(ਮਿਆਦ ਖ਼ਤਮ)',
  productDescription: '{{sellerName}} ਵੱਲੋਂ {{quantity}} {{unit}}।',
  sellerTitle: '{{name}}, {{place}} ਦੇ ਕਿਸਾਨ',
  sellerDescription: 'KisanSetu ਉੱਤੇ {{name}} ਦੀਆਂ ਫ਼ਸਲਾਂ ਵੇਖੋ ਅਤੇ ਉਨ੍ਹਾਂ ਨਾਲ ਸਿੱਧੀ ਗੱਲ ਕਰੋ।',
  soldNote: 'ਇਹ ਫ਼ਸਲ ਵਿਕ ਚੁੱਕੀ ਹੈ।',
  expiredNote: 'ਇਸ ਸੂਚੀ ਦੀ ਮਿਆਦ ਖ਼ਤਮ ਹੋ ਗਈ ਹੈ।',
  photoOf: '{{productName}} ਦੀ ਫੋਟੋ',
  soldBy: 'ਵੇਚਣ ਵਾਲਾ: {{seller}}',
  quantity: 'ਮਾਤਰਾ',
  place: 'ਥਾਂ',
  description: 'ਵੇਰਵਾ',
  noCrops: 'ਅਜੇ ਕੋਈ ਫ਼ਸਲ ਸੂਚੀ ਵਿੱਚ ਨਹੀਂ ਹੈ।',
  byName: 'ਵੇਚਣ ਵਾਲਾ: {{name}}',
  farmerAt: '{{place}} ਦੇ ਕਿਸਾਨ',
  cropsForSale: 'ਵਿਕਰੀ ਲਈ ਫ਼ਸਲਾਂ',
};

/** Open Graph's locale for ਪੰਜਾਬੀ pages. */
export const OG_LOCALE_PA = 'pa_IN';
