import type { PageTexts } from './page-texts';

/** ગુજરાતી (gu): the words of a server-rendered page and its link preview, `{{name}}` filled by the server. */
export const PAGE_TEXTS_GU: PageTexts = {
  homeTitle: 'કિસાનસેતુ: ખેડૂત અને ખરીદનાર, સીધા સામસામે',
  siteDescription:
    'KisanSetu ભારતીય ખેડૂતોને ખરીદદારો સાથે જોડે છે: ભાવ અને ફોટા સાથે તમારો પાક યાદીમાં મૂકો, નજીકના પાક શોધો અને સીધા ખેડૂત સાથે વાત કરો.',
  listTitle: 'ખેડૂતોના તાજા પાક',
  searchTitle: 'તમારી નજીક પાક શોધો',
  newestCrops: 'સૌથી નવા પાક',
  productTitle: '{{productName}} {{price}}, {{place}} માં',
  soldMark: '(વેચાઈ ગયો)',
  expiredMark: '(મુદત પૂરી)',
  productDescription: '{{sellerName}} પાસેથી {{quantity}} {{unit}}.',
  sellerTitle: '{{name}}, {{place}} ના ખેડૂત',
  sellerDescription: 'KisanSetu પર {{name}} ના પાક જુઓ અને તેમની સાથે સીધી વાત કરો.',
  soldNote: 'આ પાક વેચાઈ ગયો છે.',
  expiredNote: 'આ યાદીની મુદત પૂરી થઈ ગઈ છે.',
  photoOf: '{{productName}} નો ફોટો',
  soldBy: 'વેચનાર: {{seller}}',
  quantity: 'જથ્થો',
  place: 'સ્થળ',
  description: 'વર્ણન',
  noCrops: 'હજી કોઈ પાક યાદીમાં નથી.',
  byName: 'વેચનાર: {{name}}',
  farmerAt: '{{place}} ના ખેડૂત',
  cropsForSale: 'વેચાણ માટે પાક',
};

/** Open Graph's locale for ગુજરાતી pages. */
export const OG_LOCALE_GU = 'gu_IN';
