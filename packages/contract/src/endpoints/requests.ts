import { z } from 'zod';
import { idParam } from '../fields';
import {
  offerCreateSchema,
  offerResponseSchema,
  requestCreateSchema,
  requestListResponseSchema,
  requestOpenQuerySchema,
  requestPageSchema,
  requestResponseSchema,
} from '../request';
import { endpoint } from './define';

/** The request, named in the path. */
const idParams = z.object({ id: idParam });

/** Buyer requests: buyers post and close, anyone reads the open ones, farmers offer. */
export const requestsEndpoints = {
  createBuyRequest: endpoint({
    id: 'createBuyRequest',
    method: 'POST',
    path: '/request/create',
    access: 'buyer',
    tag: 'requests',
    summary: "Posts a buyer's requirement (at most 10 open, the 11th is 409 request_limit)",
    body: requestCreateSchema,
    status: 201,
    data: requestResponseSchema,
    errors: [409, 429],
  }),
  listOpenBuyRequests: endpoint({
    id: 'listOpenBuyRequests',
    method: 'GET',
    path: '/request/open',
    access: 'public',
    tag: 'requests',
    summary:
      'Open requests, 12 a page: from a point (lat+lon, pincode or the caller’s place) those whose radius reaches it, nearest first; else newest first',
    query: requestOpenQuerySchema,
    data: requestPageSchema,
    errors: [429],
  }),
  listMyBuyRequests: endpoint({
    id: 'listMyBuyRequests',
    method: 'GET',
    path: '/request/mine',
    access: 'buyer',
    tag: 'requests',
    summary: "The caller's requests, every status, newest first, each with its offers",
    data: requestListResponseSchema,
  }),
  getBuyRequest: endpoint({
    id: 'getBuyRequest',
    method: 'GET',
    path: '/request/{id}',
    access: 'public',
    tag: 'requests',
    summary: 'One request, any status; its offers only to its buyer',
    params: idParams,
    data: requestResponseSchema,
    errors: [429],
  }),
  offerOnBuyRequest: endpoint({
    id: 'offerOnBuyRequest',
    method: 'POST',
    path: '/request/offer/{id}',
    access: 'seller',
    tag: 'requests',
    summary:
      'A farmer’s offer: opens the chat with the buyer and sends the offer there; one a farmer, at most 20 a request',
    params: idParams,
    body: offerCreateSchema,
    status: 201,
    data: offerResponseSchema,
    errors: [403, 409, 429],
  }),
  closeBuyRequest: endpoint({
    id: 'closeBuyRequest',
    method: 'POST',
    path: '/request/close/{id}',
    access: 'session',
    tag: 'requests',
    summary:
      'Closes a request (its buyer only; anyone else 403): it leaves the open list and takes no offers',
    params: idParams,
    errors: [403],
  }),
};
