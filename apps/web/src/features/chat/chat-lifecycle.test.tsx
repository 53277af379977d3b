import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { REALTIME } from '@kisansetu/contract';
import { loadHomePage } from '@/features/home';
import { loadProductDetailPage, loadProductListPage } from '@/features/products';
import { INITIAL_CHAT, useRootStore } from '@/lib/store';
import { buyer, seller } from '@/test/fixtures';
import { useChatRuntime } from './model/chat-runtime';
import { chatServer, contactOf, message } from './testing/chat-server';
import { io, lastSocket, sockets } from './testing/fake-socket';
import { renderApp } from './testing/render-app';
import { warmUpChatTests } from './testing/warm-up';
import { loadChatPage } from '.';

vi.mock('socket.io-client', async () => (await import('./testing/fake-socket')).fakeSocketModule);

beforeAll(() => warmUpChatTests(loadHomePage, loadProductListPage, loadProductDetailPage, loadChatPage));

beforeEach(() => {
  sockets.length = 0;
});

afterEach(() => {
  vi.unstubAllGlobals();
  useRootStore.setState({ user: null, chat: INITIAL_CHAT });
});

describe('chat lifecycle', () => {
  it('opens no socket and shows no Chat button for a visitor', async () => {
    chatServer({ me: buyer });
    renderApp('/');
    await screen.findByRole('navigation', { name: 'Main' });
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(screen.queryByRole('button', { name: /Open chat/ })).not.toBeInTheDocument();
    expect(io).not.toHaveBeenCalled();
  });

  it('connects after login with the cookie, /socket.io, polling then websocket and the back-off of the contract', async () => {
    chatServer({ me: buyer });
    useRootStore.setState({ user: buyer });
    renderApp('/');
    expect(await screen.findByRole('button', { name: 'Open chat' })).toBeInTheDocument();
    await waitFor(() => expect(sockets).toHaveLength(1));
    expect(lastSocket().options).toMatchObject({
      path: '/socket.io',
      withCredentials: true,
      transports: ['polling', 'websocket'],
      reconnection: true,
      reconnectionDelay: REALTIME.reconnectionDelay,
      reconnectionDelayMax: REALTIME.reconnectionDelayMax,
      randomizationFactor: REALTIME.randomizationFactor,
      reconnectionAttempts: Infinity,
      timeout: REALTIME.timeout,
    });
  });

  it('logout closes the socket and clears the chat state, the conversations and the online list', async () => {
    chatServer({
      me: buyer,
      contacts: [contactOf(seller)],
      histories: { [seller._id]: [message(seller._id, buyer._id, 'Hello')] },
    });
    useRootStore.setState({
      user: buyer,
      chat: { ...INITIAL_CHAT, isChatOpen: true, chatView: 'single', selectedUserId: seller._id },
    });
    const { router, queryClient } = renderApp('/product');
    expect(await screen.findByText('Hello')).toBeInTheDocument();
    await waitFor(() => expect(sockets).toHaveLength(1));
    const socket = lastSocket();
    act(() => socket.serverConnect());
    act(() => socket.serverEmit('getOnlineUsers', [seller._id]));
    expect(queryClient.getQueryData(['chat', 'online'])).toEqual([seller._id]);
    expect(await screen.findByText('Online')).toBeInTheDocument();

    // The full-screen panel is closed first on a phone; here (desktop) the nav bar stays reachable.
    const nav = screen.getByRole('navigation', { name: 'Main' });
    await userEvent.setup().click(within(nav).getByRole('button', { name: 'Logout' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(socket.disconnect).toHaveBeenCalled();
    expect(socket.listenerCount('newMessage')).toBe(0);
    expect(useRootStore.getState().chat).toEqual(INITIAL_CHAT);
    expect(useChatRuntime.getState()).toMatchObject({ socketId: null, addedContacts: [] });
    expect(queryClient.getQueryData(['chat', 'contacts'])).toBeUndefined();
    expect(queryClient.getQueryData(['chat', 'thread', seller._id])).toBeUndefined();
    expect(queryClient.getQueryData(['chat', 'online'])).toBeUndefined();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Open chat/ })).not.toBeInTheDocument();
  });

  it("treats 'io server disconnect' with a 401 from user/me as logged out, without reconnecting", async () => {
    const server = chatServer({ me: buyer });
    useRootStore.setState({ user: buyer, chat: { ...INITIAL_CHAT, isChatOpen: true } });
    renderApp('/');
    await waitFor(() => expect(sockets).toHaveLength(1));
    const socket = lastSocket();
    act(() => socket.serverConnect());
    server.override((call) =>
      call.path === 'user/me'
        ? {
            status: 401,
            body: {
              success: false,
              message: 'Please log in to continue',
              errors: { code: 'unauthorized', message: 'Please log in to continue' },
            },
          }
        : undefined,
    );
    act(() => socket.serverDisconnect('io server disconnect'));
    await waitFor(() => expect(useRootStore.getState().user).toBeNull());
    expect(useRootStore.getState().chat).toEqual(INITIAL_CHAT);
    expect(socket.disconnect).toHaveBeenCalled();
    expect(socket.connect).not.toHaveBeenCalled();
  });

  it('/chat/{id} opens the panel on that conversation; /chat/profile/{id} on the profile', async () => {
    chatServer({ me: buyer, contacts: [contactOf(seller)] });
    useRootStore.setState({ user: buyer });
    const { router } = renderApp(`/chat/${seller._id}`);
    expect(await screen.findByRole('dialog', { name: seller.fullName })).toBeInTheDocument();
    expect(useRootStore.getState().chat).toMatchObject({
      isChatOpen: true,
      chatView: 'single',
      selectedUserId: seller._id,
    });

    // Moving between views keeps the address in step, so a reload opens the same view.
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: `Profile of ${seller.fullName}` }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/chat/profile/${seller._id}`));
    expect(await screen.findByRole('dialog', { name: 'Profile' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Close chat' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(useRootStore.getState().chat.isChatOpen).toBe(false);
  });

  it('sends a visitor away from /chat to /', async () => {
    chatServer({ me: buyer });
    const { router } = renderApp('/chat');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(useRootStore.getState().chat.isChatOpen).toBe(false);
  });

  it("a product's Chat button opens the panel with its seller", async () => {
    const wheatSeller = { ...seller, fullName: 'Harpreet Kaur' };
    const server = chatServer({ me: buyer, contacts: [] });
    const product = {
      _id: '0190b000-0000-7000-8000-0000000000f1',
      productName: 'Sharbati Wheat',
      price: 2400,
      unit: 'quintal',
      quantity: 50,
      description: 'Cleaned wheat',
      address: 'Sehore',
      availability: 'in_stock',
      image: [],
      thumbnails: [],
      sellerId: wheatSeller._id,
      sellerName: wheatSeller.fullName,
      avatarUrl: null,
      location: null,
      createdAt: '2026-02-01T08:00:00.000Z',
      updatedAt: '2026-02-01T08:00:00.000Z',
    };
    server.override((call) =>
      call.path === `product/${product._id}`
        ? { body: { success: true, message: 'ok', data: { product } } }
        : undefined,
    );
    useRootStore.setState({ user: buyer });
    renderApp(`/description/${product._id}`);
    await screen.findByRole('button', { name: 'Open chat' });
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Chat with Harpreet Kaur' }));
    expect(await screen.findByRole('dialog', { name: 'Harpreet Kaur' })).toBeInTheDocument();
    expect(useRootStore.getState().chat).toMatchObject({
      isChatOpen: true,
      chatView: 'single',
      selectedUserId: wheatSeller._id,
    });
  });
});
