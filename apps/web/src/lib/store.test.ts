import { afterEach, describe, expect, it } from 'vitest';
import { INITIAL_CHAT, INITIAL_SEARCH, sanitizePersisted, useRootStore } from './store';
import { buyer } from '@/test/fixtures';

afterEach(() => useRootStore.setState({ user: null, chat: INITIAL_CHAT, search: INITIAL_SEARCH }));

describe('persisted client state', () => {
  it("is kept under 'root', version 1, with user, chat and search and no access token", () => {
    useRootStore.getState().setUser(buyer);
    useRootStore.getState().setSearch({ query: 'Wheat', page: 2 });
    const stored = JSON.parse(localStorage.getItem('root') ?? 'null') as {
      version: number;
      state: Record<string, unknown>;
    };
    expect(stored.version).toBe(1);
    expect(Object.keys(stored.state).sort()).toEqual(['chat', 'search', 'user']);
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
