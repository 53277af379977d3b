import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { Secret, TOTP } from 'otpauth';
import type { User } from '@kisansetu/contract';
import type { Database } from '../src/db';
import { moderatorFactorKey } from '../src/modules/users';
import { addModerator, type AddedModerator } from '../src/scripts/moderator-account';
import { uniqueEmail, type SignedIn } from './fixtures';
import { configOf } from './test-app';

/** The authenticator app's code for an enrolment's secret at `timestamp` (ms; now by default). */
export function totpCode(secret: string, timestamp = Date.now()): string {
  return TOTP.generate({ secret: Secret.fromBase32(secret), timestamp });
}

/**
 * Adds a moderator with the moderator script's own code, under the key the test app seals second factors with; the
 * enrolment (secret, recovery codes) comes back as the script would print it.
 */
export function addTestModerator(
  app: FastifyInstance,
  db: Database,
  input: { email: string; fullName: string; password: string },
): Promise<AddedModerator> {
  return addModerator(db, input, moderatorFactorKey(configOf(app)));
}

/** Creates a moderator with the moderator script's own code and logs them in through the API (password and TOTP). */
export async function signUpModerator(
  app: FastifyInstance,
  db: Database,
  fullName = 'Meera Moderator',
): Promise<SignedIn> {
  const email = uniqueEmail('moderator');
  const password = 'moderate-with-care-7';
  const { enrolment } = await addTestModerator(app, db, { email, fullName, password });
  const login = await app.inject({
    method: 'POST',
    url: '/api/v1/user/login',
    payload: { email, password, role: 'moderator', otp: totpCode(enrolment.secret) },
  });
  if (login.statusCode !== 200) throw new Error(`moderator login failed: ${login.body}`);
  const body = login.json<{ data: { accessToken: string; user: User } }>();
  return {
    user: body.data.user,
    token: body.data.accessToken,
    cookie: String(login.headers['set-cookie']).split(';')[0]!,
    password,
    email,
  };
}

/** Any call as a signed-in user (their cookie) or anonymously. */
export function call(
  app: FastifyInstance,
  method: 'GET' | 'POST' | 'DELETE',
  url: string,
  as?: SignedIn,
  payload?: Record<string, unknown>,
): Promise<LightMyRequestResponse> {
  return app.inject({
    method,
    url: `/api/v1/${url}`,
    headers: as ? { cookie: as.cookie } : {},
    ...(payload === undefined ? {} : { payload }),
  });
}

/** Files a report and returns its id; throws unless 201. */
export async function fileReport(
  app: FastifyInstance,
  as: SignedIn,
  targetType: 'product' | 'user' | 'message' | 'request',
  targetId: string,
  reason = 'scam',
): Promise<string> {
  const response = await call(app, 'POST', 'report', as, { targetType, targetId, reason });
  if (response.statusCode !== 201) throw new Error(`report failed: ${response.statusCode} ${response.body}`);
  return response.json<{ data: { report: { _id: string } } }>().data.report._id;
}

/** The product ids of a product/new or product/search page as `as` sees it. */
export async function listedIds(app: FastifyInstance, url: string, as?: SignedIn): Promise<string[]> {
  const response = await call(app, 'GET', url, as);
  if (response.statusCode !== 200) throw new Error(`${url} failed: ${response.statusCode} ${response.body}`);
  return response.json<{ data: { products: { _id: string }[] } }>().data.products.map((p) => p._id);
}
