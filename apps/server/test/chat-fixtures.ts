import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { ChatContact, Message, Role } from '@kisansetu/contract';
import { signUpAndLogIn, type SignedIn } from './fixtures';

/** Accounts for the chat tests: two buyers and two sellers. */
export interface ChatCast {
  buyer: SignedIn;
  otherBuyer: SignedIn;
  seller: SignedIn;
  otherSeller: SignedIn;
}

export async function signUpCast(app: FastifyInstance): Promise<ChatCast> {
  const [buyer, otherBuyer, seller, otherSeller] = await Promise.all(
    (['user', 'user', 'seller', 'seller'] as Role[]).map((role, i) =>
      signUpAndLogIn(app, role, { fullName: `${role === 'user' ? 'Buyer' : 'Farmer'} ${i}` }),
    ),
  );
  return { buyer: buyer!, otherBuyer: otherBuyer!, seller: seller!, otherSeller: otherSeller! };
}

export type Call = (
  as: SignedIn | undefined,
  options?: { payload?: unknown; headers?: Record<string, string> },
) => Promise<LightMyRequestResponse>;

/** A chat call as a signed-in user (their cookie) or anonymously. */
export function chatCall(app: FastifyInstance, method: 'GET' | 'POST' | 'DELETE', url: string): Call {
  return (as, options = {}) =>
    app.inject({
      method,
      url: `/api/v1/${url}`,
      headers: { ...(as ? { cookie: as.cookie } : {}), ...options.headers },
      ...(options.payload === undefined ? {} : { payload: options.payload as Record<string, unknown> }),
    });
}

/** Sends a message and returns the stored one; throws on anything but 200/201. */
export async function send(
  app: FastifyInstance,
  from: SignedIn,
  toId: string,
  message: string,
  clientId?: string,
): Promise<Message> {
  const response = await chatCall(
    app,
    'POST',
    `message/send/${toId}`,
  )(from, { payload: { message, ...(clientId ? { clientId } : {}) } });
  if (response.statusCode !== 201 && response.statusCode !== 200)
    throw new Error(`send failed: ${response.statusCode} ${response.body}`);
  return response.json<{ data: { message: Message } }>().data.message;
}

/** GET message/{id} as `as`, with an optional query string. */
export async function history(
  app: FastifyInstance,
  as: SignedIn,
  otherId: string,
  query = '',
): Promise<Message[]> {
  const response = await chatCall(app, 'GET', `message/${otherId}${query}`)(as);
  if (response.statusCode !== 200) throw new Error(`history failed: ${response.statusCode} ${response.body}`);
  return response.json<{ data: { messages: Message[] } }>().data.messages;
}

/** GET user/otheruser as `as`. */
export async function contacts(app: FastifyInstance, as: SignedIn): Promise<ChatContact[]> {
  const response = await chatCall(app, 'GET', 'user/otheruser')(as);
  if (response.statusCode !== 200)
    throw new Error(`contacts failed: ${response.statusCode} ${response.body}`);
  return response.json<{ data: { otherUsers: ChatContact[] } }>().data.otherUsers;
}

/** GET message/unread as `as`. */
export async function unread(
  app: FastifyInstance,
  as: SignedIn,
): Promise<{ total: number; byUser: Record<string, number> }> {
  const response = await chatCall(app, 'GET', 'message/unread')(as);
  if (response.statusCode !== 200) throw new Error(`unread failed: ${response.statusCode} ${response.body}`);
  return response.json<{ data: { total: number; byUser: Record<string, number> } }>().data;
}
