import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { Deal } from '@kisansetu/contract';
import { randomInt } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Database } from '../src/db';
import { tables } from '../src/db';
import type { SignedIn } from './fixtures';

/** A call as a signed-in user (their cookie) or anonymously, with an optional JSON body. */
export function apiCall(
  app: FastifyInstance,
  method: 'GET' | 'POST' | 'PUT',
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

/** The deal of a deal call's answer; fails the test on any other status than `status`. */
export function dealOf(response: LightMyRequestResponse, status = 200): Deal {
  if (response.statusCode !== status) throw new Error(`deal call: ${response.statusCode} ${response.body}`);
  return response.json<{ data: { deal: Deal } }>().data.deal;
}

/** POST deal/propose as `as`; fails unless 201. */
export async function propose(
  app: FastifyInstance,
  as: SignedIn,
  body: Record<string, unknown>,
): Promise<Deal> {
  return dealOf(await apiCall(app, 'POST', 'deal/propose', as, { price: 2400, quantity: 10, ...body }), 201);
}

/** POST deal/{action}/{id} as `as`; fails unless 200. */
export async function act(
  app: FastifyInstance,
  as: SignedIn,
  action: 'accept' | 'decline' | 'withdraw' | 'done' | 'cancel',
  id: string,
): Promise<Deal> {
  return dealOf(await apiCall(app, 'POST', `deal/${action}/${id}`, as));
}

/** A deal the buyer proposed on the listing, the farmer accepted and both said was done. */
export async function doneDeal(
  app: FastifyInstance,
  buyer: SignedIn,
  farmer: SignedIn,
  productId: string,
  quantity = 10,
): Promise<Deal> {
  const deal = await propose(app, buyer, { productId, quantity });
  await act(app, farmer, 'accept', deal._id);
  await act(app, buyer, 'done', deal._id);
  return act(app, farmer, 'done', deal._id);
}

/**
 * Gives the account a proved phone, as `user/phone/verify` would: `number` (+91 and ten digits), else a fresh one of
 * its own. Trust counts deals and reviews only with people who proved a phone.
 */
export async function provePhone(db: Database, userId: string, number?: string): Promise<string> {
  const phoneNumber = number ?? `+917${String(randomInt(0, 1_000_000_000)).padStart(9, '0')}`;
  await db
    .update(tables.users)
    .set({ phoneNumber, phoneVerifiedAt: new Date() })
    .where(eq(tables.users.id, userId));
  return phoneNumber;
}
