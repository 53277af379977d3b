import type { FastifyInstance } from 'fastify';
import { AADHAAR_WIRE_FIELD, verhoeffCheckDigit, type Role, type User } from '@kisansetu/contract';
import { plainImage } from './test-images';

let counter = 0;

/** A valid Aadhaar number (12 digits, Verhoeff check digit) that differs on each call. */
export function validAadhaar(): string {
  counter += 1;
  const body = `2${String(10_000_000_000 + counter * 7919).slice(-10)}`;
  return body + verhoeffCheckDigit(body);
}

/** A unique allowed-domain email. */
export function uniqueEmail(prefix = 'kisan'): string {
  counter += 1;
  return `${prefix}.${Date.now().toString(36)}${counter}@gmail.com`;
}

/** A sign-up's text fields as a caller sends them, the Aadhaar number under the API's name for it. */
export interface RegisterFields {
  fullName: string;
  email: string;
  phoneNumber: string;
  role: Role;
  [AADHAAR_WIRE_FIELD]?: string;
  address: string;
  password: string;
  /** Near-me: optional, like on the form. */
  pincode?: string;
}

export function registerFields(role: Role, overrides: Partial<RegisterFields> = {}): RegisterFields {
  return {
    fullName: role === 'seller' ? 'Ramesh Patil' : 'Sunita Sharma',
    email: uniqueEmail(role),
    phoneNumber: '9876543210',
    role,
    ...(role === 'seller' ? { [AADHAAR_WIRE_FIELD]: validAadhaar() } : {}),
    address: role === 'seller' ? 'Nashik, Maharashtra' : 'Pune, Maharashtra',
    password: 'correct-horse-42',
    ...overrides,
  };
}

/** A multipart body from text fields and optional files (each `[field, bytes, filename]`). */
export function formData(
  fields: Record<string, string | undefined>,
  files: [string, Buffer, string][] = [],
): FormData {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) if (value !== undefined) form.append(key, value);
  for (const [field, bytes, name] of files) form.append(field, new Blob([new Uint8Array(bytes)]), name);
  return form;
}

/** A small real JPEG, the kind a phone sends. */
export function smallJpeg(seed = 1): Promise<Buffer> {
  return plainImage('jpeg', 64 + seed, 48 + seed);
}

export interface SignedIn {
  user: User;
  cookie: string;
  token: string;
  password: string;
  email: string;
}

/** Registers an account through the API and logs it in; returns the session cookie for later calls. */
export async function signUpAndLogIn(
  app: FastifyInstance,
  role: Role,
  overrides: Partial<RegisterFields> = {},
): Promise<SignedIn> {
  const fields = registerFields(role, overrides);
  const registered = await app.inject({
    method: 'POST',
    url: '/api/v1/user/register',
    payload: formData({ ...fields }),
  });
  if (registered.statusCode !== 201) throw new Error(`register failed: ${registered.body}`);
  const login = await app.inject({
    method: 'POST',
    url: '/api/v1/user/login',
    payload: { email: fields.email, password: fields.password, role },
  });
  if (login.statusCode !== 200) throw new Error(`login failed: ${login.body}`);
  const body = login.json<{ data: { accessToken: string; user: User } }>();
  const setCookie = String(login.headers['set-cookie']);
  return {
    user: body.data.user,
    token: body.data.accessToken,
    cookie: setCookie.split(';')[0]!,
    password: fields.password,
    email: fields.email,
  };
}
