import { HttpResponse, http } from 'msw';
import { attachmentPath } from '@kisansetu/contract';
import type { ChatContact, Message, MessageAttachment, UnreadCounts, User } from '@kisansetu/contract';
import { fail, ok, requestBody } from '@/test/fetch-mock';
import { server } from '@/test/msw-server';

export interface ApiCall {
  method: string;
  path: string;
  query: URLSearchParams;
  body: unknown;
  headers: Record<string, string>;
}

export interface ApiReply {
  status?: number;
  body: unknown;
}

/** Answers a call, or `undefined` to let the default chat server answer it. */
export type Override = (call: ApiCall) => ApiReply | Promise<ApiReply> | undefined;

export function contactOf(user: User, extra: Partial<ChatContact> = {}): ChatContact {
  const { _id, fullName, avatarUrl, email, phoneNumber, phoneVerified, location, role } = user;
  return {
    _id,
    fullName,
    avatarUrl,
    // A contact without an email (a phone-only account) has none to show.
    ...(email !== null ? { email } : {}),
    phoneNumber,
    phoneVerified,
    location: location ? { place: location.place, district: location.district, state: location.state } : null,
    contactShared: true,
    role,
    lastMessage: null,
    lastProduct: null,
    unreadCount: 0,
    ...extra,
  };
}

let sequence = 0;

export function message(from: string, to: string, text: string, extra: Partial<Message> = {}): Message {
  sequence += 1;
  const n = String(sequence).padStart(6, '0');
  return {
    _id: `0190c000-0000-7000-8000-000000${n}`,
    senderId: from,
    receiverId: to,
    message: text,
    createdAt: new Date(Date.UTC(2026, 2, 1, 8, 0, sequence)).toISOString(),
    ...extra,
  };
}

/** A multipart body as the app sent it (MSW hands over Node's FormData, not jsdom's: read it by its methods). */
export function isForm(body: unknown): body is FormData {
  return typeof body === 'object' && body !== null && typeof (body as FormData).get === 'function';
}

/** What the server stores of a photo or voice note sent with a message: a made-up size and length. */
function storedAttachment(form: FormData, messageId: string): MessageAttachment | null {
  const url = attachmentPath(messageId);
  const image = form.get('image');
  if (image && typeof image !== 'string') return { kind: 'image', url, width: 800, height: 600 };
  const audio = form.get('audio');
  if (audio && typeof audio !== 'string') {
    const mime = audio.type.split(';')[0] === 'audio/mp4' ? 'audio/mp4' : 'audio/webm';
    return { kind: 'audio', url, durationSeconds: 3, mime };
  }
  return null;
}

function headersOf(request: Request): Record<string, string> {
  const out: Record<string, string> = {};
  request.headers.forEach((value, key) => {
    out[key.toLowerCase()] = value;
  });
  return out;
}

/**
 * A small in-memory chat server behind MSW (src/test/msw-server.ts, the web tests' network): contacts, unread
 * counts, histories, sends (stored with the client's clientId, and with a photo or voice note when multipart), sync,
 * read and delete; `override` takes any call
 * over. Every call is recorded.
 */
export function chatServer(options: {
  me: User;
  contacts?: ChatContact[];
  histories?: Record<string, Message[]>;
  unread?: UnreadCounts;
}) {
  const state = {
    contacts: options.contacts ?? [],
    histories: options.histories ?? {},
    unread: options.unread ?? { total: 0, byUser: {} },
    overrides: [] as Override[],
  };
  const calls: ApiCall[] = [];

  async function answer(call: ApiCall): Promise<ApiReply> {
    for (const override of state.overrides) {
      const reply = await override(call);
      if (reply) return reply;
    }
    const { method, path } = call;
    const [group, action, id] = path.split('/');
    if (method === 'GET' && path === 'user/me') return { body: ok({ user: options.me }) };
    if (method === 'POST' && path === 'user/logout') return { body: ok({}, 'Logged out successfully') };
    if (method === 'GET' && path === 'user/otheruser') return { body: ok({ otherUsers: state.contacts }) };
    if (method === 'GET' && path === 'message/unread') return { body: ok(state.unread) };
    if (method === 'GET' && path === 'cart/get') return { body: ok({ Cart: [] }) };
    if (method === 'GET' && path === 'product/new')
      return { body: ok({ products: [], page: 1, totalPages: 0, totalCount: 0 }) };
    if (group === 'message' && action === 'send' && id && method === 'POST') {
      const form = isForm(call.body) ? call.body : undefined;
      const body = form
        ? { message: String(form.get('message') ?? ''), clientId: form.get('clientId')?.toString() }
        : (call.body as { message: string; clientId?: string });
      const stored = message(
        options.me._id,
        id,
        body.message,
        body.clientId ? { clientId: body.clientId } : {},
      );
      if (form) stored.attachment = storedAttachment(form, stored._id);
      state.histories[id] = [...(state.histories[id] ?? []), stored];
      return { status: 201, body: ok({ message: stored }, 'Message sent') };
    }
    if (group === 'message' && action === 'sync' && id && method === 'POST') {
      const contact = state.contacts.find((c) => c._id === id);
      return contact ? { body: ok({ contact }) } : { status: 404, body: fail('not_found', 'User not found') };
    }
    if (group === 'message' && action === 'read' && id && method === 'POST') return { body: ok({}) };
    if (group === 'user' && action === 'share-contact' && id && method === 'POST') {
      const contact = state.contacts.find((c) => c._id === id);
      if (!contact) return { status: 404, body: fail('not_found', 'User not found') };
      contact.contactShared = true;
      return { body: ok({ contact }, 'Your phone number and email are now shown to this person') };
    }
    if (group === 'message' && action === 'delete' && id && method === 'DELETE') {
      state.contacts = state.contacts.filter((c) => c._id !== id);
      return { body: ok({}, 'Conversation deleted') };
    }
    if (group === 'message' && action && !id && method === 'GET') {
      return { body: ok({ messages: state.histories[action] ?? [] }) };
    }
    return { status: 404, body: fail('not_found', `No mock for ${method} ${path}`) };
  }

  async function respond(request: Request): Promise<Response> {
    const url = new URL(request.url);
    const rawBody = await requestBody(request);
    const call: ApiCall = {
      method: request.method.toUpperCase(),
      path: url.pathname.replace(/^\/api\/v1\//, ''),
      query: url.searchParams,
      body: typeof rawBody === 'string' ? (JSON.parse(rawBody) as unknown) : rawBody,
      headers: headersOf(request),
    };
    calls.push(call);
    let reply: ApiReply;
    try {
      reply = await answer(call);
    } catch {
      // An override that throws is a server that cannot be reached.
      return HttpResponse.error();
    }
    return new Response(JSON.stringify(reply.body), {
      status: reply.status ?? 200,
      headers: { 'Content-Type': 'application/json' },
    });
  }
  server.use(http.all('*/api/v1/*', ({ request }) => respond(request)));

  return {
    state,
    calls,
    /** Calls of `method` whose path matches. */
    callsTo: (method: string, path: string | RegExp) =>
      calls.filter(
        (c) => c.method === method && (typeof path === 'string' ? c.path === path : path.test(c.path)),
      ),
    override: (handler: Override) => {
      state.overrides.unshift(handler);
    },
  };
}

/** A promise the test settles by hand (a request held in flight). */
export function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((settle) => {
    resolve = settle;
  });
  return { promise, resolve };
}
