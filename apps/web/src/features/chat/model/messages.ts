import type { ChatContact, Message } from '@kisansetu/contract';

/** A message as the panel shows it: a stored one, or the sender's own copy still on its way (or failed). */
export interface ChatMessage extends Message {
  /** Only on a local copy that the server has not stored yet. */
  status?: 'sending' | 'failed';
}

/** Someone the panel can show: a contact from `user/otheruser`, or a seller opened from a product (id, name, avatar). */
export type ChatPerson = Pick<ChatContact, '_id' | 'fullName' | 'avatarUrl'> &
  Partial<Omit<ChatContact, '_id' | 'fullName' | 'avatarUrl'>>;

/** One conversation's messages, oldest first. */
export interface Thread {
  messages: ChatMessage[];
  status: 'idle' | 'loading' | 'ready' | 'error';
  /** Whether older messages may exist on the server ("load earlier"). */
  hasEarlier: boolean;
  loadingEarlier: boolean;
}

export const EMPTY_THREAD: Thread = {
  messages: [],
  status: 'idle',
  hasEarlier: false,
  loadingEarlier: false,
};

const isLocal = (message: ChatMessage) => message.status !== undefined;

function clientKey(message: Pick<Message, 'senderId' | 'clientId'>): string | undefined {
  return message.clientId ? `${message.senderId}\u0000${message.clientId}` : undefined;
}

/** Stored messages by time (ids are time-ordered, so they break ties); local copies after them, in sending order. */
function ordered(messages: ChatMessage[]): ChatMessage[] {
  const stored = messages.filter((m) => !isLocal(m));
  const local = messages.filter(isLocal);
  stored.sort((a, b) =>
    a.createdAt === b.createdAt
      ? a._id < b._id
        ? -1
        : a._id > b._id
          ? 1
          : 0
      : a.createdAt < b.createdAt
        ? -1
        : 1,
  );
  return [...stored, ...local];
}

/**
 * Adds stored messages to a conversation, each shown once: a message already present by `_id`, or by the sender's
 * `clientId` (the local copy of a send, the HTTP answer and the socket event of the same message), is replaced by
 * the stored version.
 */
export function mergeMessages(current: readonly ChatMessage[], incoming: readonly Message[]): ChatMessage[] {
  if (incoming.length === 0) return [...current];
  const next = [...current];
  const byId = new Map<string, number>();
  const byClient = new Map<string, number>();
  next.forEach((message, index) => {
    byId.set(message._id, index);
    const key = clientKey(message);
    if (key) byClient.set(key, index);
  });
  for (const message of incoming) {
    const key = clientKey(message);
    const index = byId.get(message._id) ?? (key ? byClient.get(key) : undefined);
    if (index !== undefined) {
      next[index] = message;
    } else {
      byId.set(message._id, next.length);
      if (key) byClient.set(key, next.length);
      next.push(message);
    }
  }
  return ordered(next);
}

/**
 * Merges the newest page of a conversation (on open, after a reconnect). When the page is full and shares nothing
 * with what is shown, messages were missed in between: the page replaces the stored ones, so there is never a gap.
 */
export function mergeLatestPage(thread: Thread, page: readonly Message[], pageSize: number): Thread {
  const stored = thread.messages.filter((m) => !isLocal(m));
  const overlaps = page.some((incoming) =>
    stored.some(
      (m) => m._id === incoming._id || (clientKey(m) !== undefined && clientKey(m) === clientKey(incoming)),
    ),
  );
  if (thread.status !== 'ready') {
    return {
      ...thread,
      messages: mergeMessages(thread.messages, page),
      status: 'ready',
      hasEarlier: page.length >= pageSize,
    };
  }
  if (page.length >= pageSize && !overlaps && stored.length > 0) {
    return {
      ...thread,
      messages: mergeMessages(thread.messages.filter(isLocal), page),
      status: 'ready',
      hasEarlier: page.length >= pageSize,
    };
  }
  return { ...thread, messages: mergeMessages(thread.messages, page), status: 'ready' };
}

/** Puts a local copy in place (a new send, or a retry of a failed one, keyed by its clientId). */
export function upsertLocal(current: readonly ChatMessage[], local: ChatMessage): ChatMessage[] {
  const key = clientKey(local);
  const without = current.filter((m) => !(isLocal(m) && clientKey(m) === key));
  // Already stored (a retry whose first try did arrive): nothing to add.
  if (without.some((m) => clientKey(m) === key)) return without;
  return ordered([...without, local]);
}

export function markFailed(
  current: readonly ChatMessage[],
  senderId: string,
  clientId: string,
): ChatMessage[] {
  const key = clientKey({ senderId, clientId });
  return current.map((m) => (isLocal(m) && clientKey(m) === key ? { ...m, status: 'failed' } : m));
}

/** The oldest stored message: where "load earlier" pages back from. */
export function oldestStoredId(messages: readonly ChatMessage[]): string | undefined {
  return messages.find((m) => !isLocal(m))?._id;
}

/** Contacts from the server first in their order (most recent first), then opened sellers they do not include. */
export function mergeContacts(server: readonly ChatContact[], added: readonly ChatPerson[]): ChatPerson[] {
  const known = new Set(server.map((c) => c._id));
  return [...added.filter((p) => !known.has(p._id)), ...server];
}

/** A client id for an idempotent send: crypto.randomUUID where the page is a secure context, else random bytes. */
export function newClientId(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = [...bytes].map((b) => b.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
