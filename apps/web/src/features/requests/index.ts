import { withEnglishTexts } from '@/lib/i18n';
/**
 * Buyer requests: a buyer posts a requirement, nearby farmers offer, the deal goes on in chat. The pages
 * are lazy chunks; the home page's strip is too, so the first route carries only these loaders.
 */
export const loadRequestsPage = withEnglishTexts(() =>
  import('./pages/requests-page').then((m) => ({ Component: m.RequestsPage })),
);
export const loadNewRequestPage = withEnglishTexts(() =>
  import('./pages/new-request-page').then((m) => ({ Component: m.NewRequestPage })),
);
export const loadRequestPage = withEnglishTexts(() =>
  import('./pages/request-page').then((m) => ({ Component: m.RequestPage })),
);
export const loadBuyersNearStrip = withEnglishTexts(() =>
  import('./components/buyers-near-strip').then((m) => ({ default: m.BuyersNearStrip })),
);
