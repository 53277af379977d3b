import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { BuyRequest, Offer, OfferFormInput, RequestFormInput, RequestPage } from '@kisansetu/contract';
import type { SignedIn } from './fixtures';

/** A valid requirement: 50 quintal of onion around Nashik. */
export function requestFields(overrides: Partial<RequestFormInput> = {}): RequestFormInput {
  return {
    productName: 'Red onion',
    quantity: 50,
    unit: 'quintal',
    address: 'Nashik, Maharashtra',
    pincode: '422001',
    ...overrides,
  };
}

/** Any buyer-request call as `as` (its cookie) or anonymously. */
export function requestCall(
  app: FastifyInstance,
  method: 'GET' | 'POST',
  url: string,
  as?: SignedIn,
  payload?: object,
): Promise<LightMyRequestResponse> {
  return app.inject({
    method,
    url: `/api/v1/${url}`,
    ...(as ? { headers: { cookie: as.cookie } } : {}),
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });
}

/** POST request/create; fails the test unless 201. */
export async function postRequest(
  app: FastifyInstance,
  as: SignedIn,
  overrides: Partial<RequestFormInput> = {},
): Promise<BuyRequest> {
  const response = await requestCall(app, 'POST', 'request/create', as, requestFields(overrides));
  if (response.statusCode !== 201) throw new Error(`request failed: ${response.statusCode} ${response.body}`);
  return response.json<{ data: { request: BuyRequest } }>().data.request;
}

/** A valid offer. */
export function offerFields(overrides: Partial<OfferFormInput> = {}): OfferFormInput {
  return {
    price: 1800,
    unit: 'quintal',
    quantity: 50,
    message: 'Fresh red onion, ready to load.',
    ...overrides,
  };
}

/** POST request/offer/{id}; fails the test unless 201. */
export async function postOffer(
  app: FastifyInstance,
  as: SignedIn,
  requestId: string,
  overrides: Partial<OfferFormInput> = {},
): Promise<Offer> {
  const response = await requestCall(app, 'POST', `request/offer/${requestId}`, as, offerFields(overrides));
  if (response.statusCode !== 201) throw new Error(`offer failed: ${response.statusCode} ${response.body}`);
  return response.json<{ data: { offer: Offer } }>().data.offer;
}

/** GET request/open with a query string; fails the test unless 200. */
export async function openRequests(app: FastifyInstance, query = '', as?: SignedIn): Promise<RequestPage> {
  const response = await requestCall(app, 'GET', `request/open${query}`, as);
  if (response.statusCode !== 200) throw new Error(`open failed: ${response.statusCode} ${response.body}`);
  return response.json<{ data: RequestPage }>().data;
}

/** GET request/{id} as `as`; fails the test unless 200. */
export async function getRequest(app: FastifyInstance, id: string, as?: SignedIn): Promise<BuyRequest> {
  const response = await requestCall(app, 'GET', `request/${id}`, as);
  if (response.statusCode !== 200) throw new Error(`get failed: ${response.statusCode} ${response.body}`);
  return response.json<{ data: { request: BuyRequest } }>().data.request;
}
