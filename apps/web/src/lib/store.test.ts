import { afterEach, describe, expect, it } from 'vitest';
import { storeHydrated } from './hydration';
import { persistedSchema, readPersisted } from './persisted-state';
import { INITIAL_CHAT, useRootStore } from './store';
import { buyer, seller } from '@/test/fixtures';

afterEach(() => useRootStore.setState({ user: null, chat: INITIAL_CHAT }));

describe('persisted client state', () => {
  it("is kept under 'root', version 3, with only the user and the chat, and no access token", () => {
    useRootStore.getState().setUser(buyer);
    useRootStore.getState().setChat({ isChatOpen: true });
    const stored = JSON.parse(localStorage.getItem('root') ?? 'null') as {
      version: number;
      state: Record<string, unknown>;
    };
    expect(stored.version).toBe(3);
    expect(Object.keys(stored.state).sort()).toEqual(['chat', 'user']);
    expect(stored.state.user).toEqual({ _id: buyer._id, role: 'user', fullName: buyer.fullName });
    expect(stored.state.chat).toEqual({ ...INITIAL_CHAT, isChatOpen: true });
    expect(JSON.stringify(stored)).not.toMatch(/accessToken/i);
  });

  it('reads a malformed field as its default and drops what is not a known field', () => {
    const restored = persistedSchema.parse({
      user: { ...buyer, role: 'admin' },
      accessToken: 'secret',
      chat: { isChatOpen: 'yes', chatView: 'weird', selectedUserId: 42, selectedProductId: 'p1' },
      search: { query: 'Wheat', page: 2 },
    });
    expect(restored).toEqual({ user: null, chat: { ...INITIAL_CHAT, selectedProductId: 'p1' } });
    expect(restored).not.toHaveProperty('accessToken');
    expect(restored).not.toHaveProperty('search');
  });

  it('reads anything unreadable as the defaults, of an old version so that it is written back', () => {
    const defaults = { user: null, chat: INITIAL_CHAT };
    for (const text of ['not json', 'null', '[]', '"root"', '{"state":7}', '{"version":"3"}']) {
      const { state, version } = readPersisted(text);
      expect(state).toEqual(defaults);
      expect(version).toBe(0);
    }
    expect(readPersisted(JSON.stringify({ version: 3, state: { chat: 'open' } }))).toEqual({
      version: 3,
      state: defaults,
    });
  });

  it('cuts a whole user saved by an old version down to its id, role and name, on load and in localStorage', async () => {
    const chat = { ...INITIAL_CHAT, isChatOpen: true };
    const search = { query: 'Rice', address: 'Karnal', page: 1, totalCount: 3 };
    localStorage.setItem(
      'root',
      JSON.stringify({ version: 1, state: { user: seller, chat, search, accessToken: 'secret' } }),
    );
    await useRootStore.persist.rehydrate();
    const session = { _id: seller._id, role: 'seller', fullName: seller.fullName };
    expect(useRootStore.getState()).toMatchObject({ user: session, chat });
    expect(useRootStore.getState()).not.toHaveProperty('search');
    // Written back at once (the version changed), not only at the next change of state.
    const stored = localStorage.getItem('root') ?? '';
    expect(JSON.parse(stored)).toEqual({ version: 3, state: { user: session, chat } });
    for (const secret of [
      seller.email,
      seller.phoneNumber,
      seller.address,
      'XXXXXXXX1234',
      'secret',
      'Rice',
    ]) {
      expect(stored).not.toContain(secret);
    }
  });

  it('restores the state the current version kept, once its schema is here', async () => {
    const chat = { ...INITIAL_CHAT, isChatOpen: true, chatView: 'single', selectedUserId: seller._id };
    const user = { _id: buyer._id, role: 'user', fullName: buyer.fullName };
    localStorage.setItem('root', JSON.stringify({ version: 3, state: { user, chat } }));
    const restoring = useRootStore.persist.rehydrate();
    await storeHydrated();
    expect(useRootStore.getState()).toMatchObject({ user, chat });
    await restoring;
  });

  it('setUser keeps only the id, role and name of the full user it is given', () => {
    useRootStore.getState().setUser(seller);
    expect(useRootStore.getState().user).toEqual({
      _id: seller._id,
      role: 'seller',
      fullName: seller.fullName,
    });
  });

  it('clearSession forgets the user and the chat panel', () => {
    const store = useRootStore.getState();
    store.setUser(buyer);
    store.setChat({ isChatOpen: true, chatView: 'single', selectedUserId: 'x' });
    store.clearSession();
    const state = useRootStore.getState();
    expect(state.user).toBeNull();
    expect(state.chat).toEqual(INITIAL_CHAT);
  });
});
