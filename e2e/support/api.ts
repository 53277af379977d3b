import { expect, request as playwrightRequest } from '@playwright/test';
import type { APIRequestContext } from '@playwright/test';
import { AADHAAR_WIRE_FIELD } from '@kisansetu/contract';
import type { Crop, Person } from './data';
import type { UploadFile } from './images';
import { lastSms } from './sms';

export const API = '/api/v1';

export interface CreatedProduct {
  _id: string;
  productName: string;
  address: string;
  sellerId: string;
  image: string[];
  thumbnails: string[];
}

/** Signs a person up through the API (for journeys where signing up is not what is being tested). */
export async function registerViaApi(request: APIRequestContext, person: Person): Promise<{ _id: string }> {
  const multipart: Record<string, string> = {
    fullName: person.fullName,
    email: person.email,
    phoneNumber: person.phoneNumber,
    role: person.role,
    address: person.address,
    password: person.password,
  };
  if (person.aadhaarNumber) multipart[AADHAAR_WIRE_FIELD] = person.aadhaarNumber;
  const response = await request.post(`${API}/user/register`, { multipart });
  expect(response.status(), await response.text()).toBe(201);
  const body = (await response.json()) as { data: { user: { _id: string } } };
  return body.data.user;
}

/**
 * Proves the person's own number with the code the SMS stand-in received, as the profile's "Verify" does (signed in
 * on `request` for it, and out again): trust counts deals and reviews only with people who proved a phone.
 */
export async function provePhoneViaApi(request: APIRequestContext, person: Person): Promise<void> {
  const login = await request.post(`${API}/user/login`, {
    data: { email: person.email, password: person.password, role: person.role },
  });
  expect(login.status(), await login.text()).toBe(200);
  const phoneNumber = `+91${person.phoneNumber.slice(-10)}`;
  const sent = await request.post(`${API}/user/otp/send`, { data: { phoneNumber } });
  expect(sent.status(), await sent.text()).toBe(200);
  const { code } = await lastSms(phoneNumber);
  const verified = await request.post(`${API}/user/phone/verify`, { data: { code } });
  expect(verified.status(), await verified.text()).toBe(200);
  // Signed out again, as registering leaves them: the journey signs in through the page.
  const logout = await request.post(`${API}/user/logout`);
  expect(logout.status(), await logout.text()).toBe(200);
}

/** An API client logged in as `person` (its own cookie jar). Dispose it when done. */
export async function apiSession(baseURL: string, person: Person): Promise<APIRequestContext> {
  const context = await playwrightRequest.newContext({ baseURL });
  const response = await context.post(`${API}/user/login`, {
    data: { email: person.email, password: person.password, role: person.role },
  });
  expect(response.status(), await response.text()).toBe(200);
  return context;
}

/** Posts a crop with photos as the logged-in seller of `session`. */
export async function createProductViaApi(
  session: APIRequestContext,
  crop: Crop,
  photos: UploadFile[],
): Promise<CreatedProduct> {
  // Playwright's multipart takes one value per name; repeated `images` files need a FormData.
  const form = new FormData();
  for (const [key, value] of Object.entries(crop)) form.set(key, value);
  for (const photo of photos)
    form.append('images', new Blob([new Uint8Array(photo.buffer)], { type: photo.mimeType }), photo.name);
  const response = await session.post(`${API}/product/create`, { multipart: form });
  expect(response.status(), await response.text()).toBe(201);
  const body = (await response.json()) as { data: { product: CreatedProduct } };
  return body.data.product;
}

/** A seller with one listing, made through the API: what the buyer and chat journeys start from. */
export async function sellerWithCrop(
  baseURL: string,
  seller: Person,
  crop: Crop,
  photos: UploadFile[],
): Promise<{ sellerId: string; product: CreatedProduct }> {
  const anonymous = await playwrightRequest.newContext({ baseURL });
  try {
    const { _id } = await registerViaApi(anonymous, seller);
    const session = await apiSession(baseURL, seller);
    try {
      const product = await createProductViaApi(session, crop, photos);
      return { sellerId: _id, product };
    } finally {
      await session.dispose();
    }
  } finally {
    await anonymous.dispose();
  }
}
