import type { PageTexts } from './page-texts';

/** English (en): the words of a server-rendered page and its link preview, `{{name}}` filled by the server. */
export const PAGE_TEXTS_EN: PageTexts = {
  homeTitle: 'KisanSetu: farmers and buyers, directly',
  siteDescription:
    'KisanSetu connects Indian farmers with buyers: list produce with price and photos, find crops near you, and talk to the farmer directly.',
  listTitle: 'Fresh crops from farmers',
  searchTitle: 'Search crops near you',
  newestCrops: 'Newest crops',
  productTitle: '{{productName}} {{price}} at {{place}}',
  soldMark: '(sold)',
  expiredMark: '(expired)',
  productDescription: '{{quantity}} {{unit}} from {{sellerName}}.',
  sellerTitle: '{{name}}, farmer at {{place}}',
  sellerDescription: "See {{name}}'s crops on KisanSetu and talk to them directly.",
  soldNote: 'This listing is sold.',
  expiredNote: 'This listing has expired.',
  photoOf: 'Photo of {{productName}}',
  soldBy: 'Sold by {{seller}}',
  quantity: 'Quantity',
  place: 'Place',
  description: 'Description',
  noCrops: 'No crops listed yet.',
  byName: 'by {{name}}',
  farmerAt: 'Farmer at {{place}}',
  cropsForSale: 'Crops for sale',
};

/** Open Graph's locale for English pages. */
export const OG_LOCALE_EN = 'en_IN';
