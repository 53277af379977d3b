import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { SOCKET_ID_HEADER } from '@kisansetu/contract';
import { openChatWith } from '@/features/chat-bridge';
import { INITIAL_CHAT, useRootStore } from '@/lib/store';
import { buyer, seller } from '@/test/fixtures';
import { renderAt } from '@/test/render';
import { ChatPanel } from './chat-panel';
import { resetChatRuntime } from './model/chat-runtime';
import { chatServer, contactOf, deferred, message } from './testing/chat-server';
import type { ApiReply } from './testing/chat-server';
import { sockets } from './testing/fake-socket';
import { connectedSocket, openConversationWith } from './testing/conversation';
import { warmUpChatTests } from './testing/warm-up';

vi.mock('socket.io-client', async () => (await import('./testing/fake-socket')).fakeSocketModule);

const CLIENT_ID = '7d3f2a9e-1111-4222-8333-444455556666';

function log() {
  return screen.getByRole('log', { name: `Messages with ${seller.fullName}` });
}

beforeAll(() => warmUpChatTests());

beforeEach(() => {
  sockets.length = 0;
  vi.spyOn(crypto, 'randomUUID').mockReturnValue(CLIENT_ID);
});

afterEach(() => {
  vi.unstubAllGlobals();
  resetChatRuntime();
  useRootStore.setState({ user: null, chat: INITIAL_CHAT });
});

describe('chat conversation', () => {
  it('sends with a clientId and the x-socket-id header, and shows the message once when HTTP and the socket both bring it', async () => {
    const server = chatServer({ me: buyer, contacts: [contactOf(seller)] });
    openConversationWith(seller._id);
    renderAt(<ChatPanel />);
    const socket = await connectedSocket('tab-1');
    expect(await screen.findByText('No messages yet. Say hello and ask about the crop.')).toBeInTheDocument();

    const user = userEvent.setup();
    await user.type(
      screen.getByRole('textbox', { name: `Message to ${seller.fullName}` }),
      '  Is the wheat still available?  {Enter}',
    );

    await waitFor(() => expect(server.callsTo('POST', `message/send/${seller._id}`)).toHaveLength(1));
    const send = server.callsTo('POST', `message/send/${seller._id}`)[0]!;
    expect(send.body).toEqual({ message: 'Is the wheat still available?', clientId: CLIENT_ID });
    expect(send.headers[SOCKET_ID_HEADER]).toBe('tab-1');
    await waitFor(() => expect(within(log()).queryByText('Sending...')).not.toBeInTheDocument());

    // The server also emits it to this user's tabs (another tab's copy arriving here, or a stray echo).
    const stored = server.state.histories[seller._id]![0]!;
    act(() => socket.serverEmit('newMessage', stored));
    act(() => socket.serverEmit('newMessage', { ...stored }));
    expect(within(log()).getAllByText('Is the wheat still available?')).toHaveLength(1);
    expect(screen.getByRole('textbox', { name: `Message to ${seller.fullName}` })).toHaveValue('');
  });

  it('shows a socket copy that arrives before the HTTP answer only once', async () => {
    const server = chatServer({ me: buyer, contacts: [contactOf(seller)] });
    const held = deferred<ApiReply>();
    server.override((call) => (call.method === 'POST' ? held.promise : undefined));
    openConversationWith(seller._id);
    renderAt(<ChatPanel />);
    const socket = await connectedSocket();
    await screen.findByText('No messages yet. Say hello and ask about the crop.');

    const user = userEvent.setup();
    await user.type(screen.getByRole('textbox', { name: `Message to ${seller.fullName}` }), 'Namaste{Enter}');
    const stored = message(buyer._id, seller._id, 'Namaste', { clientId: CLIENT_ID });
    act(() => socket.serverEmit('newMessage', stored));
    expect(within(log()).getAllByText('Namaste')).toHaveLength(1);
    await act(async () =>
      held.resolve({
        status: 201,
        body: { success: true, message: 'Message sent', data: { message: stored } },
      }),
    );
    expect(within(log()).getAllByText('Namaste')).toHaveLength(1);
    expect(within(log()).queryByText('Sending...')).not.toBeInTheDocument();
  });

  it("shows the message at once, then 'Error in Sending Message!' and a retry with the same clientId", async () => {
    const server = chatServer({ me: buyer, contacts: [contactOf(seller)] });
    const held = deferred<ApiReply>();
    let attempts = 0;
    server.override((call) => {
      if (call.method !== 'POST' || !call.path.startsWith('message/send/')) return undefined;
      attempts += 1;
      return attempts === 1 ? held.promise : undefined;
    });
    openConversationWith(seller._id);
    renderAt(<ChatPanel />);
    await connectedSocket();
    await screen.findByText('No messages yet. Say hello and ask about the crop.');

    const user = userEvent.setup();
    await user.type(
      screen.getByRole('textbox', { name: `Message to ${seller.fullName}` }),
      'Price for 10 quintal?',
    );
    await user.click(screen.getByRole('button', { name: 'Send' }));
    // Optimistic: on screen before the server answered.
    expect(within(log()).getByText('Price for 10 quintal?')).toBeInTheDocument();
    expect(within(log()).getByText('Sending...')).toBeInTheDocument();

    await act(async () =>
      held.resolve({
        status: 500,
        body: { success: false, message: 'x', errors: { code: 'internal_error', message: 'x' } },
      }),
    );
    expect(await screen.findByText('Error in Sending Message!')).toBeInTheDocument();
    expect(within(log()).getByText('Not sent.')).toBeInTheDocument();

    await user.click(within(log()).getByRole('button', { name: 'Retry sending this message' }));
    await waitFor(() => expect(within(log()).queryByText('Not sent.')).not.toBeInTheDocument());
    const sends = server.callsTo('POST', `message/send/${seller._id}`);
    expect(sends).toHaveLength(2);
    expect(sends.map((s) => (s.body as { clientId: string }).clientId)).toEqual([CLIENT_ID, CLIENT_ID]);
    expect(within(log()).getAllByText('Price for 10 quintal?')).toHaveLength(1);
  });

  it("shows the server's own message when a seller may not start a conversation", async () => {
    const server = chatServer({ me: seller, contacts: [] });
    server.override((call) =>
      call.method === 'POST'
        ? {
            status: 403,
            body: {
              success: false,
              message: 'You can only reply to buyers who have written to you',
              errors: {
                code: 'conversation_not_allowed',
                message: 'You can only reply to buyers who have written to you',
                key: 'server.conversationNotAllowed',
              },
            },
          }
        : undefined,
    );
    useRootStore.setState({
      user: seller,
      chat: { ...INITIAL_CHAT, isChatOpen: true, chatView: 'single', selectedUserId: buyer._id },
    });
    renderAt(<ChatPanel />);
    await connectedSocket();
    const user = userEvent.setup();
    await user.type(await screen.findByRole('textbox', { name: /^Message to/ }), 'Hello{Enter}');
    expect(
      await screen.findByText('You can only reply to buyers who have written to you'),
    ).toBeInTheDocument();
  });

  it('checks the text with the contract: empty and over 2000 characters are refused with its texts', async () => {
    const server = chatServer({ me: buyer, contacts: [contactOf(seller)] });
    openConversationWith(seller._id);
    renderAt(<ChatPanel />);
    await connectedSocket();
    const box = await screen.findByRole('textbox', { name: `Message to ${seller.fullName}` });
    const user = userEvent.setup();
    await user.type(box, '   {Enter}');
    expect(await screen.findByText('Message cannot be empty')).toBeInTheDocument();
    await user.clear(box);
    await user.click(box);
    await user.paste('a'.repeat(2001));
    expect(await screen.findByText('Message must be at most 2000 characters')).toBeInTheDocument();
    // Shift+Enter is a new line, not a send.
    await user.clear(box);
    await user.type(box, 'line one{Shift>}{Enter}{/Shift}line two');
    expect(box).toHaveValue('line one\nline two');
    expect(server.callsTo('POST', /^message\/send\//)).toHaveLength(0);
  });

  it('pages back in time with "Load earlier messages" and marks an incoming message read while the conversation is open', async () => {
    const older = message(seller._id, buyer._id, 'Older message');
    const page = Array.from({ length: 50 }, (_, i) =>
      message(i % 2 ? buyer._id : seller._id, i % 2 ? seller._id : buyer._id, `Message ${i + 1}`),
    );
    const server = chatServer({ me: buyer, contacts: [contactOf(seller)] });
    server.override((call) => {
      if (call.method !== 'GET' || call.path !== `message/${seller._id}`) return undefined;
      return {
        body: { success: true, message: 'ok', data: { messages: call.query.get('before') ? [older] : page } },
      };
    });
    openConversationWith(seller._id);
    renderAt(<ChatPanel />);
    const socket = await connectedSocket();
    expect(await screen.findByText('Message 50')).toBeInTheDocument();
    expect(server.callsTo('GET', `message/${seller._id}`)[0]!.query.get('limit')).toBe('50');
    // Fetching no longer marks read: showing the conversation does, once.
    await waitFor(() => expect(server.callsTo('POST', `message/read/${seller._id}`)).toHaveLength(1));

    await userEvent.setup().click(screen.getByRole('button', { name: 'Load earlier messages' }));
    expect(await screen.findByText('Older message')).toBeInTheDocument();
    expect(server.callsTo('GET', `message/${seller._id}`)[1]!.query.get('before')).toBe(page[0]!._id);
    expect(screen.queryByRole('button', { name: 'Load earlier messages' })).not.toBeInTheDocument();

    act(() => socket.serverEmit('newMessage', message(seller._id, buyer._id, 'Yes, 40 quintal left')));
    expect(await screen.findByText('Yes, 40 quintal left')).toBeInTheDocument();
    await waitFor(() => expect(server.callsTo('POST', `message/read/${seller._id}`)).toHaveLength(2));
  });

  it('after a reconnect fetches the open conversation, the contacts and the unread counts again, and shows what was missed', async () => {
    const server = chatServer({
      me: buyer,
      contacts: [contactOf(seller)],
      histories: { [seller._id]: [message(seller._id, buyer._id, 'First')] },
    });
    openConversationWith(seller._id);
    renderAt(<ChatPanel />);
    const socket = await connectedSocket();
    expect(await screen.findByText('First')).toBeInTheDocument();
    const before = {
      history: server.callsTo('GET', `message/${seller._id}`).length,
      contacts: server.callsTo('GET', 'user/otheruser').length,
      unread: server.callsTo('GET', 'message/unread').length,
    };

    act(() => socket.serverDisconnect('transport close'));
    expect(await screen.findByText(/^Reconnecting\.\.\./)).toBeInTheDocument();
    // Sent while this tab was offline: no event will ever bring it.
    server.state.histories[seller._id]!.push(message(seller._id, buyer._id, 'Missed while offline'));
    act(() => socket.serverConnect('tab-2'));

    expect(await screen.findByText('Missed while offline')).toBeInTheDocument();
    expect(server.callsTo('GET', `message/${seller._id}`).length).toBe(before.history + 1);
    await waitFor(() => expect(server.callsTo('GET', 'user/otheruser').length).toBe(before.contacts + 1));
    await waitFor(() => expect(server.callsTo('GET', 'message/unread').length).toBe(before.unread + 1));
    expect(within(log()).getAllByText('First')).toHaveLength(1);
    expect(screen.queryByText(/^Reconnecting\.\.\./)).not.toBeInTheDocument();
  });

  it('openChatWith adds a seller who is not a contact, opens the single view, and syncs after the first message', async () => {
    const newSeller = { ...seller, _id: '0190a000-0000-7000-8000-0000000000aa', fullName: 'Sunita Devi' };
    const server = chatServer({ me: buyer, contacts: [] });
    useRootStore.setState({ user: buyer, chat: INITIAL_CHAT });
    renderAt(<ChatPanel />);
    await connectedSocket();
    const launcher = await screen.findByRole('button', { name: 'Open chat' });
    launcher.focus();

    act(() => {
      openChatWith({ sellerId: newSeller._id, sellerName: newSeller.fullName, avatarUrl: null });
    });
    expect(useRootStore.getState().chat).toMatchObject({
      isChatOpen: true,
      chatView: 'single',
      selectedUserId: newSeller._id,
    });
    const dialog = await screen.findByRole('dialog', { name: 'Sunita Devi' });
    expect(within(dialog).getByRole('heading', { name: 'Sunita Devi' })).toHaveFocus();

    // Back home: the seller is listed though no conversation exists yet.
    const user = userEvent.setup();
    await user.click(within(dialog).getByRole('button', { name: 'Back to conversations' }));
    const list = await screen.findByRole('list', { name: 'Conversations' });
    expect(within(list).getByRole('button', { name: 'Chat with Sunita Devi' })).toBeInTheDocument();
    await user.click(within(list).getByRole('button', { name: 'Chat with Sunita Devi' }));

    server.state.contacts = [contactOf(newSeller)];
    await user.type(await screen.findByRole('textbox', { name: 'Message to Sunita Devi' }), 'Hello{Enter}');
    await waitFor(() => expect(server.callsTo('POST', `message/sync/${newSeller._id}`)).toHaveLength(1));
    await waitFor(() => expect(server.callsTo('GET', 'user/otheruser').length).toBeGreaterThanOrEqual(2));

    // Escape closes the panel and focus returns to where it was.
    await user.keyboard('{Escape}');
    expect(useRootStore.getState().chat.isChatOpen).toBe(false);
    expect(await screen.findByRole('button', { name: 'Open chat' })).toHaveFocus();
  });
});
