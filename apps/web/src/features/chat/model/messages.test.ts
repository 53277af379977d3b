import { describe, expect, it } from 'vitest';
import type { ChatContact, Message } from '@kisansetu/contract';
import { mergeContacts, mergeMessages, newClientId, withOutbox } from './messages';
import type { ChatMessage } from './messages';
import { earlierPageParam, threadMessages } from './thread-cache';

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

describe('message merging', () => {
  it("shows each message once, by _id and by the sender's clientId, oldest first", () => {
    const first = mergeMessages([], [stored(2), stored(1)]);
    expect(first.map((m) => m.message)).toEqual(['m1', 'm2']);
    expect(mergeMessages(first, [stored(2), stored(1)])).toHaveLength(2);

    const confirmed = mergeMessages(first, [stored(3, { clientId: 'c-1', message: 'hello' })]);
    expect(confirmed.map((m) => m.message)).toEqual(['m1', 'm2', 'hello']);
    // The same clientId from another sender is another message.
    expect(
      mergeMessages(confirmed, [stored(4, { clientId: 'c-1', senderId: B, receiverId: A })]),
    ).toHaveLength(4);
  });

  it('shows unsent messages after the stored ones, once per clientId, and drops them once stored', () => {
    const shown = withOutbox(
      [stored(1)],
      [local('c-9', 'pending'), { ...local('c-9', 'pending'), status: 'failed' }],
    );
    expect(shown.map((m) => [m.message, m.status])).toEqual([
      ['m1', undefined],
      ['pending', 'failed'],
    ]);
    const arrived = withOutbox(
      [stored(1), stored(2, { clientId: 'c-9', message: 'pending' })],
      [local('c-9', 'pending')],
    );
    expect(arrived.map((m) => m.message)).toEqual(['m1', 'pending']);
    expect(arrived.at(-1)?.status).toBeUndefined();
  });

  it('reads a cached conversation oldest first across pages, and pages back only from a full page', () => {
    const newest = [stored(3), stored(4)];
    const older = [stored(1), stored(2)];
    const data = { pages: [newest, older], pageParams: [undefined, stored(3)._id] };
    expect(threadMessages(data).map((m) => m.message)).toEqual(['m1', 'm2', 'm3', 'm4']);
    expect(threadMessages(undefined)).toEqual([]);
    expect(earlierPageParam(older)).toBeUndefined();
    const full = Array.from({ length: 50 }, (_, i) => stored(200 + i));
    expect(earlierPageParam(full)).toBe(full[0]!._id);
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
