import type { PageTexts } from './page-texts';

/** मराठी (mr): the words of a server-rendered page and its link preview, `{{name}}` filled by the server. */
export const PAGE_TEXTS_MR: PageTexts = {
  homeTitle: 'किसानसेतु: शेतकरी आणि खरेदीदार, थेट समोरासमोर',
  siteDescription:
    'KisanSetu भारतीय शेतकऱ्यांना खरेदीदारांशी जोडते: दर आणि फोटोसह आपला माल यादीत टाका, जवळची पिके शोधा आणि थेट शेतकऱ्याशी बोला.',
  listTitle: 'शेतकऱ्यांची ताजी पिके',
  searchTitle: 'जवळची पिके शोधा',
  newestCrops: 'नवीन पिके',
  productTitle: '{{productName}} {{price}}, {{place}} येथे',
  soldMark: '(विकले गेले)',
  expiredMark: '(मुदत संपली)',
  productDescription: '{{sellerName}} यांच्याकडून {{quantity}} {{unit}}.',
  sellerTitle: '{{name}}, {{place}} येथील शेतकरी',
  sellerDescription: 'KisanSetu वर {{name}} यांची पिके पाहा आणि त्यांच्याशी थेट बोला.',
  soldNote: 'हा माल विकला गेला आहे.',
  expiredNote: 'या यादीची मुदत संपली आहे.',
  photoOf: '{{productName}} चा फोटो',
  soldBy: 'विक्रेते: {{seller}}',
  quantity: 'प्रमाण',
  place: 'ठिकाण',
  description: 'वर्णन',
  noCrops: 'अजून कोणतेही पीक यादीत नाही.',
  byName: 'विक्रेते: {{name}}',
  farmerAt: '{{place}} येथील शेतकरी',
  cropsForSale: 'विक्रीसाठी पिके',
};

/** Open Graph's locale for मराठी pages. */
export const OG_LOCALE_MR = 'mr_IN';
