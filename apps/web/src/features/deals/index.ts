import { withEnglishTexts } from '@/lib/i18n';
/**
 * Deals: offers, counter-offers and "deal done" in the chat, ratings after, and My deals. Only loaders live here
 * (the route table imports this file with the first route): the page and the chat's deal parts are lazy chunks.
 */
export const loadDealsPage = withEnglishTexts(() =>
  import('./pages/deals-page').then((m) => ({ Component: m.DealsPage })),
);

/** A lot's offers, ranked, for its farmer or their helper. */
export const loadOffersPage = withEnglishTexts(() =>
  import('./pages/offers-page').then((m) => ({ Component: m.OffersPage })),
);

/** The chat's deal parts (cards, "Make an offer", the contact list's line), fetched when the chat first needs them. */
export const loadDealsInChat = withEnglishTexts(() => import('./chat-parts'));
export type DealsInChat = Awaited<ReturnType<typeof loadDealsInChat>>;
