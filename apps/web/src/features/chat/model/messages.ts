import type { ChatContact, Message, VoiceNoteMime } from '@kisansetu/contract';

/** A photo or voice note on its way: the file itself, and what the thread shows of it until the server has it. */
export type OutgoingFile =
  | { kind: 'image'; file: Blob; name: string; width: number; height: number }
  | { kind: 'audio'; file: Blob; name: string; durationSeconds: number; mime: VoiceNoteMime };

/** A message as the panel shows it: a stored one, or the sender's own copy still on its way (or failed). */
export interface ChatMessage extends Message {
  /** Only on a local copy that the server has not stored yet. */
  status?: 'sending' | 'failed';
  /** Only on a local copy: the listing it is being sent about, so a retry sends it about the same one. */
  aboutProductId?: string | undefined;
  /** Only on a local copy with a photo or voice note: the file, so a retry sends the same one. */
  outgoing?: OutgoingFile | undefined;
}

/** Someone the panel can show: a contact from `user/otheruser`, or a seller opened from a product (id, name, avatar). */
export type ChatPerson = Pick<ChatContact, '_id' | 'fullName' | 'avatarUrl'> &
  Partial<Omit<ChatContact, '_id' | 'fullName' | 'avatarUrl'>>;

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
 * The conversation as shown: the stored messages, then the sender's own messages still on their way or failed
 * (one per clientId, the newest attempt), leaving out those the server has stored meanwhile.
 */
export function withOutbox(stored: readonly Message[], outbox: readonly ChatMessage[]): ChatMessage[] {
  const storedKeys = new Set(stored.map(clientKey).filter((key) => key !== undefined));
  const latest = new Map<string, ChatMessage>();
  for (const message of outbox) {
    const key = clientKey(message);
    if (key && !storedKeys.has(key)) latest.set(key, message);
  }
  return [...stored, ...latest.values()];
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
