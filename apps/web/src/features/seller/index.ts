import { withEnglishTexts } from '@/lib/i18n';
/** Seller: posting and editing crops, My Products, and a farmer's public profile. */
export { seedSellerDetail, sellerKeys, useMyProducts } from './api';
export { MyProducts } from './components/my-products';

/** The farmer's own crops at the top of the home page: its own chunk, fetched only for a signed-in farmer. */
export const loadFarmerHome = withEnglishTexts(() =>
  import('./components/farmer-home').then((m) => ({ default: m.FarmerHome })),
);

export const loadUploadPage = withEnglishTexts(() =>
  import('./pages/upload-page').then((m) => ({ Component: m.UploadPage })),
);
export const loadSellerProfilePage = withEnglishTexts(() =>
  import('./pages/seller-profile-page').then((m) => ({ Component: m.SellerProfilePage })),
);
