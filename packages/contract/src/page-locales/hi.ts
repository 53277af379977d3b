import type { PageTexts } from './page-texts';

/** हिन्दी (hi): the words of a server-rendered page and its link preview, `{{name}}` filled by the server. */
export const PAGE_TEXTS_HI: PageTexts = {
  homeTitle: 'किसानसेतु: किसान और ख़रीदार, सीधे आमने-सामने',
  siteDescription:
    'KisanSetu भारतीय किसानों को ख़रीदारों से जोड़ता है: दाम और फ़ोटो के साथ अपनी उपज सूची में डालें, पास की फ़सलें खोजें और सीधे किसान से बात करें।',
  listTitle: 'किसानों की ताज़ा फ़सलें',
  searchTitle: 'अपने पास फ़सलें खोजें',
  newestCrops: 'सबसे नई फ़सलें',
  productTitle: '{{productName}} {{price}}, {{place}} में',
  soldMark: '(बिक गई)',
  expiredMark: '(समय ख़त्म)',
  productDescription: '{{sellerName}} से {{quantity}} {{unit}}।',
  sellerTitle: '{{name}}, {{place}} के किसान',
  sellerDescription: 'KisanSetu पर {{name}} की फ़सलें देखें और उनसे सीधे बात करें।',
  soldNote: 'यह फ़सल बिक चुकी है।',
  expiredNote: 'इस सूची का समय ख़त्म हो गया है।',
  photoOf: '{{productName}} की फ़ोटो',
  soldBy: 'विक्रेता: {{seller}}',
  quantity: 'मात्रा',
  place: 'जगह',
  description: 'विवरण',
  noCrops: 'अभी कोई फ़सल सूची में नहीं है।',
  byName: 'विक्रेता: {{name}}',
  farmerAt: '{{place}} के किसान',
  cropsForSale: 'बिक्री के लिए फ़सलें',
};

/** Open Graph's locale for हिन्दी pages. */
export const OG_LOCALE_HI = 'hi_IN';
