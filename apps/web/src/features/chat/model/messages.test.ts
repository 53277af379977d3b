import { describe, expect, it } from 'vitest';
import type { ChatContact, Message } from '@kisansetu/contract';
import {
  EMPTY_THREAD,
  markFailed,
  mergeContacts,
  mergeLatestPage,
  mergeMessages,
  newClientId,
  upsertLocal,
} from './messages';
import type { ChatMessage, Thread } from './messages';

const A = 'user-a';
const B = 'user-b';

function stored(n: number, extra: Partial<Message> = {}): Message {
  return {
    _id: `0190c000-0000-7000-8000-${String(n).padStart(12, '0')}`,
    senderId: A,
    receiverId: B,
    message: `m${n}`,
    createdAt: new Date(Date.UTC(2026, 0, 1, 0, 0, n)).toISOString(),
    ...extra,
  };
}

function local(clientId: string, text: string): ChatMessage {
  return {
    _id: `local:${clientId}`,
    clientId,
    senderId: A,
    receiverId: B,
    message: text,
    createdAt: '2026-01-01T00:00:00.000Z',
    status: 'sending',
  };
}

const ready = (messages: ChatMessage[], hasEarlier = false): Thread => ({
  ...EMPTY_THREAD,
  messages,
  status: 'ready',
  hasEarlier,
});

describe('message merging', () => {
  it("shows each message once, by _id and by the sender's clientId, oldest first", () => {
    const first = mergeMessages([], [stored(2), stored(1)]);
    expect(first.map((m) => m.message)).toEqual(['m1', 'm2']);
    expect(mergeMessages(first, [stored(2), stored(1)])).toHaveLength(2);

    const sending = upsertLocal(first, local('c-1', 'hello'));
    expect(sending.at(-1)).toMatchObject({ status: 'sending' });
    const confirmed = mergeMessages(sending, [stored(3, { clientId: 'c-1', message: 'hello' })]);
    expect(confirmed.map((m) => m.message)).toEqual(['m1', 'm2', 'hello']);
    expect(confirmed.at(-1)?.status).toBeUndefined();
    // The same clientId from another sender is another message.
    expect(
      mergeMessages(confirmed, [stored(4, { clientId: 'c-1', senderId: B, receiverId: A })]),
    ).toHaveLength(4);
  });

  it('keeps local copies after stored messages and marks a failed one for a retry', () => {
    const messages = upsertLocal(mergeMessages([], [stored(1)]), local('c-9', 'pending'));
    const withLater = mergeMessages(messages, [stored(5, { senderId: B, receiverId: A })]);
    expect(withLater.map((m) => m.message)).toEqual(['m1', 'm5', 'pending']);
    const failed = markFailed(withLater, A, 'c-9');
    expect(failed.at(-1)?.status).toBe('failed');
    expect(upsertLocal(failed, local('c-9', 'pending')).filter((m) => m.clientId === 'c-9')).toHaveLength(1);
  });

  it('merges the latest page after a reconnect, and replaces the list when a full page shares nothing with it', () => {
    const shown = ready(mergeMessages([], [stored(1), stored(2)]), true);
    const merged = mergeLatestPage(shown, [stored(2), stored(3)], 50);
    expect(merged.messages.map((m) => m.message)).toEqual(['m1', 'm2', 'm3']);
    expect(merged.hasEarlier).toBe(true);

    const page = Array.from({ length: 3 }, (_, i) => stored(100 + i));
    const jumped = mergeLatestPage(shown, page, 3);
    expect(jumped.messages.map((m) => m.message)).toEqual(['m100', 'm101', 'm102']);
    expect(jumped.hasEarlier).toBe(true);

    const first = mergeLatestPage(EMPTY_THREAD, [stored(7)], 50);
    expect(first).toMatchObject({ status: 'ready', hasEarlier: false });
  });

  it('lists an opened seller before the contacts until the server lists them', () => {
    const contact = { _id: 'x', fullName: 'Contact' } as ChatContact;
    const added = [{ _id: 'new', fullName: 'New seller', avatarUrl: null }];
    expect(mergeContacts([contact], added).map((p) => p._id)).toEqual(['new', 'x']);
    expect(mergeContacts([contact, { ...contact, _id: 'new' }], added).map((p) => p._id)).toEqual([
      'x',
      'new',
    ]);
  });

  it('makes a UUID-shaped client id even where crypto.randomUUID is missing (plain http)', () => {
    expect(newClientId()).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    const original = crypto.randomUUID;
    Object.defineProperty(crypto, 'randomUUID', { value: undefined, configurable: true });
    try {
      expect(newClientId()).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    } finally {
      Object.defineProperty(crypto, 'randomUUID', { value: original, configurable: true });
    }
  });
});
