/**
 * A client nobody on the server side wrote: typed only by what openapi-typescript generates from the API document
 * (generated/api.ts, made by typed-client.test.ts), it signs up, logs in with a bearer token, searches and wishlists.
 * If the document stops describing these calls, this file stops compiling.
 */
import type { components, paths } from './generated/api';

type JsonAnswer<Operation> = Operation extends {
  responses: { 200: { content: { 'application/json': infer Body } } };
}
  ? Body
  : never;
type LoginBody = NonNullable<
  paths['/api/v1/user/login']['post']['requestBody']
>['content']['application/json'];
type LoginAnswer = JsonAnswer<paths['/api/v1/user/login']['post']>;
type SearchQuery = NonNullable<paths['/api/v1/product/search']['get']['parameters']['query']>;
type SearchAnswer = JsonAnswer<paths['/api/v1/product/search']['get']>;
type WishlistAnswer = JsonAnswer<paths['/api/v1/cart/get']['get']>;
type ErrorEnvelope = components['schemas']['ErrorEnvelope'];

export interface NewBuyer {
  fullName: string;
  email: string;
  phoneNumber: string;
  address: string;
  password: string;
}

async function answer<T>(response: Response): Promise<T> {
  if (!response.ok) {
    const failure = (await response.json()) as ErrorEnvelope;
    throw new Error(`${response.status} ${failure.errors.code}: ${failure.message}`);
  }
  return (await response.json()) as T;
}

/** Signs a new buyer up, logs in with a bearer token, finds `crop` and wishlists the first listing found. */
export async function buyerJourney(base: string, buyer: NewBuyer, crop: string) {
  const form = new FormData();
  for (const [name, value] of Object.entries({ ...buyer, role: 'user' })) form.append(name, value);
  await answer<unknown>(await fetch(`${base}/api/v1/user/register`, { method: 'POST', body: form }));

  const credentials: LoginBody = { email: buyer.email, password: buyer.password, role: 'user' };
  const login = await answer<LoginAnswer>(
    await fetch(`${base}/api/v1/user/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(credentials),
    }),
  );
  const authorization = `Bearer ${login.data.accessToken}`;

  const query: SearchQuery = { name: crop, page: 1, limit: 12 };
  const search = await answer<SearchAnswer>(
    await fetch(
      `${base}/api/v1/product/search?name=${encodeURIComponent(query.name ?? '')}&page=${query.page}`,
      {
        headers: { authorization },
      },
    ),
  );
  const first = search.data.products[0];
  if (!first) throw new Error(`no listing of ${crop} found`);

  await answer<unknown>(
    await fetch(`${base}/api/v1/cart/add/${first._id}`, { method: 'POST', headers: { authorization } }),
  );
  const wishlist = await answer<WishlistAnswer>(
    await fetch(`${base}/api/v1/cart/get`, { headers: { authorization } }),
  );
  return {
    signedInAs: login.data.user.fullName,
    found: first.productName,
    wishlisted: wishlist.data.Cart.map((entry) => entry.product._id),
    firstId: first._id,
  };
}
