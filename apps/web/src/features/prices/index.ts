/** Mandi prices: the nearest markets' prices beside a listing, on the product form and on /prices. */
import { lazy } from 'react';
import { withEnglishTexts } from '@/lib/i18n';

/** /prices, the crop's prices at the nearest mandis with their 30-day trend. */
export const loadPricesPage = withEnglishTexts(() =>
  import('./pages/prices-page').then((m) => ({ Component: m.PricesPage })),
);

/** "Mandi prices nearby" for a product page, in a chunk of its own so the page's first paint does not wait for it. */
export const MandiNearby = lazy(
  withEnglishTexts(() => import('./components/mandi-nearby').then((m) => ({ default: m.MandiNearby }))),
);

/** The product form's "Lasalgaon paid ₹19.5/kg on 20 Nov" hint, in a chunk of its own with the line below. */
export const CropPriceHint = lazy(
  withEnglishTexts(() => import('./components/price-lines').then((m) => ({ default: m.CropPriceHint }))),
);

/** "N% below Lasalgaon mandi, 24 Nov" beside a listing's price (product page and product form). */
export const MandiComparison = lazy(
  withEnglishTexts(() => import('./components/price-lines').then((m) => ({ default: m.MandiComparison }))),
);
