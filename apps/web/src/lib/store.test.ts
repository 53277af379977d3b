import { afterEach, describe, expect, it } from 'vitest';
import { INITIAL_CHAT, INITIAL_SEARCH, sanitizePersisted, useRootStore } from './store';
import { buyer, seller } from '@/test/fixtures';

afterEach(() => useRootStore.setState({ user: null, chat: INITIAL_CHAT, search: INITIAL_SEARCH }));

describe('persisted client state', () => {
  it("is kept under 'root', version 2, with user, chat and search and no access token", () => {
    useRootStore.getState().setUser(buyer);
    useRootStore.getState().setSearch({ query: 'Wheat', page: 2 });
    const stored = JSON.parse(localStorage.getItem('root') ?? 'null') as {
      version: number;
      state: Record<string, unknown>;
    };
    expect(stored.version).toBe(2);
    expect(Object.keys(stored.state).sort()).toEqual(['chat', 'search', 'user']);
    expect(stored.state.user).toEqual({ _id: buyer._id, role: 'user', fullName: buyer.fullName });
    expect(JSON.stringify(stored)).not.toMatch(/accessToken/i);
    expect(stored.state.search).toEqual({ query: 'Wheat', address: '', page: 2, totalCount: 0 });
  });

  it('drops what an old or hand-edited state carries beyond the known fields', () => {
    const restored = sanitizePersisted({
      user: { ...buyer, role: 'admin' },
      accessToken: 'secret',
      chat: { isChatOpen: 'yes', chatView: 'weird' },
      search: { query: 5, page: -3 },
    });
    expect(restored).toEqual({ user: null, chat: INITIAL_CHAT, search: INITIAL_SEARCH });
    expect(restored).not.toHaveProperty('accessToken');
  });

  it('cuts a whole user saved by version 1 down to its id, role and name, on load and in localStorage', async () => {
    const chat = { ...INITIAL_CHAT, isChatOpen: true };
    const search = { query: 'Rice', address: 'Karnal', page: 1, totalCount: 3 };
    localStorage.setItem('root', JSON.stringify({ version: 1, state: { user: seller, chat, search } }));
    await useRootStore.persist.rehydrate();
    const session = { _id: seller._id, role: 'seller', fullName: seller.fullName };
    expect(useRootStore.getState()).toMatchObject({ user: session, chat, search });
    // Written back at once (the version changed), not only at the next change of state.
    const stored = localStorage.getItem('root') ?? '';
    expect(JSON.parse(stored)).toEqual({ version: 2, state: { user: session, chat, search } });
    for (const secret of [seller.email, seller.phoneNumber, seller.address, 'XXXXXXXX1234']) {
      expect(stored).not.toContain(secret);
    }
  });

  it('setUser keeps only the id, role and name of the full user it is given', () => {
    useRootStore.getState().setUser(seller);
    expect(useRootStore.getState().user).toEqual({
      _id: seller._id,
      role: 'seller',
      fullName: seller.fullName,
    });
  });

  it('clearSession forgets the user, the chat panel and the search', () => {
    const store = useRootStore.getState();
    store.setUser(buyer);
    store.setChat({ isChatOpen: true, chatView: 'single', selectedUserId: 'x' });
    store.setSearch({ query: 'Rice', address: 'Karnal', page: 3, totalCount: 40 });
    store.clearSession();
    const state = useRootStore.getState();
    expect(state.user).toBeNull();
    expect(state.chat).toEqual(INITIAL_CHAT);
    expect(state.search).toEqual(INITIAL_SEARCH);
  });
});
