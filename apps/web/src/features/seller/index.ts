/** Seller: posting and editing crops, My Products, and a farmer's public profile. */
export { seedSellerDetail, sellerKeys, useMyProducts } from './api';
export { MyProducts } from './components/my-products';

export const loadUploadPage = () => import('./pages/upload-page').then((m) => ({ Component: m.UploadPage }));
export const loadSellerProfilePage = () =>
  import('./pages/seller-profile-page').then((m) => ({ Component: m.SellerProfilePage }));
