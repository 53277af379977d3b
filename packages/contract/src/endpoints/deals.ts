import { z } from 'zod';
import {
  dealCounterSchema,
  dealListQuerySchema,
  dealListResponseSchema,
  dealProposeSchema,
  dealResponseSchema,
  lotOffersSchema,
  lotParamsSchema,
} from '../deal';
import { idParam } from '../fields';
import { endpoint } from './define';

/** The deal, named in the path. */
const idParams = z.object({ id: idParam });

/** Deals: proposals, counter-offers and their answers, "deal done"; each change is also a chat message. */
export const dealsEndpoints = {
  proposeDeal: endpoint({
    id: 'proposeDeal',
    method: 'POST',
    path: '/deal/propose',
    access: 'session',
    forFarmer: true,
    tag: 'deals',
    summary:
      "Propose a deal on a listing: a buyer to its farmer, or the farmer to a buyer they're talking to",
    description:
      'A buyer sends no `buyerId`; the farmer names the buyer (`buyerId`) and needs a conversation with them ' +
      '(403 conversation_not_allowed). The listing must be active (409 product_unavailable) and the quantity ' +
      "at most what it lists (400). One open deal a listing a buyer (409 deal_open). After the listing's " +
      '`offersUntil` no new proposal is taken (409 offers_closed) until the farmer extends it. The proposal is also a ' +
      "chat message carrying `deal`, and a buyer's may open the conversation; the other side gets a " +
      '`deal_proposed` notification.',
    body: dealProposeSchema,
    status: 201,
    data: dealResponseSchema,
    errors: [403, 404, 409, 429],
  }),
  counterDeal: endpoint({
    id: 'counterDeal',
    method: 'POST',
    path: '/deal/counter/{id}',
    access: 'session',
    forFarmer: true,
    tag: 'deals',
    summary: 'Counter the last offer with new terms (the party who did not make it, while proposed)',
    params: idParams,
    body: dealCounterSchema,
    data: dealResponseSchema,
    errors: [403, 409, 429],
  }),
  acceptDeal: endpoint({
    id: 'acceptDeal',
    method: 'POST',
    path: '/deal/accept/{id}',
    access: 'session',
    forFarmer: true,
    tag: 'deals',
    summary: 'Accept the last offer (the party who did not make it)',
    description:
      'An acceptance whose quantity covers what is left of the lot (its quantity less what accepted and done deals ' +
      'took) declines every other open offer on it in the same transaction: each buyer gets a chat message whose ' +
      '`deal.closedBecause` is `another_offer_accepted`, and an `offer_closed` notification.',
    params: idParams,
    data: dealResponseSchema,
    errors: [403, 409, 429],
  }),
  declineDeal: endpoint({
    id: 'declineDeal',
    method: 'POST',
    path: '/deal/decline/{id}',
    access: 'session',
    forFarmer: true,
    tag: 'deals',
    summary: 'Decline the last offer (the party who did not make it)',
    params: idParams,
    data: dealResponseSchema,
    errors: [403, 409, 429],
  }),
  withdrawDeal: endpoint({
    id: 'withdrawDeal',
    method: 'POST',
    path: '/deal/withdraw/{id}',
    access: 'session',
    forFarmer: true,
    tag: 'deals',
    summary: 'Withdraw your own last offer',
    params: idParams,
    data: dealResponseSchema,
    errors: [403, 409, 429],
  }),
  markDealDone: endpoint({
    id: 'markDealDone',
    method: 'POST',
    path: '/deal/done/{id}',
    access: 'session',
    forFarmer: true,
    tag: 'deals',
    summary: 'Say the accepted deal happened; once both parties have, it is done',
    params: idParams,
    data: dealResponseSchema,
    errors: [403, 409, 429],
  }),
  cancelDeal: endpoint({
    id: 'cancelDeal',
    method: 'POST',
    path: '/deal/cancel/{id}',
    access: 'session',
    forFarmer: true,
    tag: 'deals',
    summary: 'Call an accepted deal off (either party)',
    params: idParams,
    data: dealResponseSchema,
    errors: [403, 409, 429],
  }),
  listMyDeals: endpoint({
    id: 'listMyDeals',
    method: 'GET',
    path: '/deal/mine',
    access: 'session',
    forFarmer: true,
    tag: 'deals',
    summary: "The caller's deals as buyer or farmer, newest change first, 20 a page; `status` filters",
    query: dealListQuerySchema,
    data: dealListResponseSchema,
  }),
  getDeal: endpoint({
    id: 'getDeal',
    method: 'GET',
    path: '/deal/{id}',
    access: 'session',
    forFarmer: true,
    tag: 'deals',
    summary: 'One deal, for its two parties only (404 for anyone else)',
    params: idParams,
    data: dealResponseSchema,
  }),
  listLotOffers: endpoint({
    id: 'listLotOffers',
    method: 'GET',
    path: '/deal/offers/{productId}',
    access: 'seller',
    forFarmer: true,
    tag: 'deals',
    summary: "A lot's open offers for its farmer, ranked: best price per kg first, then the earliest",
    description:
      "Each offer with its price per kg (null for liters and pieces), the buyer's trust (a proved phone, deals with " +
      "distinct people, stars) and how it compares with the nearest mandi's latest modal price of the crop. Only the " +
      "listing's farmer (or their helper) may read it: 404 for an unknown listing, 403 for someone else's.",
    params: lotParamsSchema,
    data: lotOffersSchema,
    errors: [404],
  }),
};
