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

type FormOf<Operation> = Operation extends {
  requestBody?: { content: { 'multipart/form-data': infer Body } };
}
  ? Body
  : never;
type CreatedAnswer<Operation> = Operation extends {
  responses: { 201: { content: { 'application/json': infer Body } } };
}
  ? Body
  : never;
type SignUpForm = FormOf<paths['/api/v1/user/register']['post']>;
type ListingForm = FormOf<paths['/api/v1/product/create']['post']>;
type MessageForm = FormOf<paths['/api/v1/message/send/{userId}']['post']>;
type SignUpAnswer = CreatedAnswer<paths['/api/v1/user/register']['post']>;
type ListingAnswer = CreatedAnswer<paths['/api/v1/product/create']['post']>;
type MessageAnswer = CreatedAnswer<paths['/api/v1/message/send/{userId}']['post']>;

/** A multipart body from a form the document types: text fields as they are, files (and lists of them) as JPEG photos. */
function multipart(fields: object): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    for (const item of Array.isArray(value) ? (value as unknown[]) : [value]) {
      if (item === undefined) continue;
      if (item instanceof Uint8Array)
        form.append(name, new Blob([new Uint8Array(item)], { type: 'image/jpeg' }), `${name}.jpg`);
      else form.append(name, String(item));
    }
  }
  return form;
}

// openapi-typescript types a binary field (`format: binary`) as a string; the bytes go in its place.
const file = (bytes: Uint8Array) => bytes as unknown as string;

export interface NewFarmer extends NewBuyer {
  aadharNumber: string;
}

/**
 * Signs a farmer up with a photo of their own, posts a listing with a photo, and has `buyerToken`'s buyer send the
 * farmer a photo in chat: the three multipart calls, each body typed by the document's form.
 */
export async function farmerJourney(base: string, farmer: NewFarmer, photo: Uint8Array, buyerToken: string) {
  const signUp: SignUpForm = { ...farmer, role: 'seller', image: file(photo) };
  const registered = await answer<SignUpAnswer>(
    await fetch(`${base}/api/v1/user/register`, { method: 'POST', body: multipart(signUp) }),
  );
  const login = await answer<LoginAnswer>(
    await fetch(`${base}/api/v1/user/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        email: farmer.email,
        password: farmer.password,
        role: 'seller',
      } satisfies LoginBody),
    }),
  );
  const listing: ListingForm = {
    productName: 'Nashik Red Onion',
    price: 2100,
    unit: 'quintal',
    quantity: 40,
    availability: 'in_stock',
    description: 'Fresh harvest, dry and sorted.',
    address: farmer.address,
    images: [file(photo)],
  };
  const posted = await answer<ListingAnswer>(
    await fetch(`${base}/api/v1/product/create`, {
      method: 'POST',
      headers: { authorization: `Bearer ${login.data.accessToken}` },
      body: multipart(listing),
    }),
  );
  const chatPhoto: MessageForm = { image: file(photo) };
  const sent = await answer<MessageAnswer>(
    await fetch(`${base}/api/v1/message/send/${registered.data.user._id}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${buyerToken}` },
      body: multipart(chatPhoto),
    }),
  );
  return {
    farmerHasPhoto: registered.data.user.avatarUrl !== null,
    listingPhotos: posted.data.product.image.length,
    chatAttachment: sent.data.message.attachment?.kind ?? null,
  };
}
