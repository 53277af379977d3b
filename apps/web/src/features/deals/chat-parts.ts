/**
 * What the chat shows of deals (the cards, the offer bar, the contact list's line) and how it tells a deal changed:
 * one lazily loaded module, so neither the first route nor the chat's own chunk carries the offer form and its rules.
 */
export { invalidateDeal } from './api';
export { DealMessageCard } from './components/deal-message-card';
export { MakeOfferBar } from './components/make-offer-button';
export { dealPreviewText, latestDealMessages } from './model/deal-state';
