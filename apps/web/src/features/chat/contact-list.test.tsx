import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { User } from '@kisansetu/contract';
import { INITIAL_CHAT, useRootStore } from '@/lib/store';
import { buyer, seller } from '@/test/fixtures';
import { renderAt } from '@/test/render';
import { ChatPanel } from './chat-panel';
import { resetChatRuntime } from './model/chat-runtime';
import { chatServer, contactOf, message } from './testing/chat-server';
import { lastSocket, sockets } from './testing/fake-socket';
import { warmUpChatTests } from './testing/warm-up';

vi.mock('socket.io-client', async () => (await import('./testing/fake-socket')).fakeSocketModule);

const meena: User = {
  ...seller,
  _id: '0190a000-0000-7000-8000-0000000000b1',
  fullName: 'Meena Kumari',
  email: 'meena@gmail.com',
};
const gopal: User = {
  ...seller,
  _id: '0190a000-0000-7000-8000-0000000000b2',
  fullName: 'Gopal Singh',
  email: 'gopal@gmail.com',
};

function contacts() {
  return [
    contactOf(seller, { lastMessage: message(seller._id, buyer._id, 'Wheat is ready'), unreadCount: 2 }),
    contactOf(meena, { lastMessage: message(buyer._id, meena._id, 'Thank you') }),
    contactOf(gopal),
  ];
}

async function renderHome(
  server = chatServer({ me: buyer, contacts: contacts(), unread: { total: 2, byUser: { [seller._id]: 2 } } }),
) {
  useRootStore.setState({ user: buyer, chat: { ...INITIAL_CHAT, isChatOpen: true } });
  const utils = renderAt(<ChatPanel />);
  const list = await screen.findByRole('list', { name: 'Conversations' });
  return { ...utils, server, list };
}

function row(list: HTMLElement, name: string): HTMLElement {
  return within(list)
    .getByRole('button', { name: `Chat with ${name}` })
    .closest('li')!;
}

/** jsdom has no PointerEvent: a MouseEvent with a pointer type carries the coordinates the long press checks. */
class TestPointerEvent extends MouseEvent {
  readonly pointerType: string;
  constructor(type: string, init: PointerEventInit = {}) {
    super(type, init);
    this.pointerType = init.pointerType ?? 'mouse';
  }
}

beforeAll(() => warmUpChatTests());

beforeEach(() => {
  sockets.length = 0;
  if (typeof window.PointerEvent === 'undefined') vi.stubGlobal('PointerEvent', TestPointerEvent);
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  resetChatRuntime();
  useRootStore.setState({ user: null, chat: INITIAL_CHAT });
});

describe('chat home view', () => {
  it("lists contacts with last message and unread badge, and filters them by name with 'Search users...'", async () => {
    const { list } = await renderHome();
    expect(within(list).getAllByRole('listitem')).toHaveLength(3);
    expect(within(row(list, seller.fullName)).getByText('Wheat is ready')).toBeInTheDocument();
    expect(within(row(list, seller.fullName)).getByText('2 unread messages')).toBeInTheDocument();
    expect(within(row(list, meena.fullName)).getByText('You: \u2068Thank you\u2069')).toBeInTheDocument();

    const user = userEvent.setup();
    await user.type(screen.getByPlaceholderText('Search users...'), 'SIN');
    expect(within(list).getAllByRole('listitem')).toHaveLength(1);
    expect(within(list).getByRole('button', { name: 'Chat with Gopal Singh' })).toBeInTheDocument();
    await user.clear(screen.getByRole('searchbox', { name: 'Search users...' }));
    await user.type(screen.getByRole('searchbox', { name: 'Search users...' }), 'nobody');
    expect(screen.getByText('No one matches “nobody”.')).toBeInTheDocument();
  });

  it("labels each contact 'Online' or 'Offline' from getOnlineUsers", async () => {
    const { list } = await renderHome();
    await waitFor(() => expect(sockets).toHaveLength(1));
    act(() => lastSocket().serverConnect());
    expect(within(row(list, meena.fullName)).getByText('Offline')).toBeInTheDocument();

    act(() => lastSocket().serverEmit('getOnlineUsers', [meena._id, seller._id]));
    // Presence lives in the query cache, whose observers are told on the next tick.
    expect(await within(row(list, meena.fullName)).findByText('Online')).toBeInTheDocument();
    expect(within(row(list, seller.fullName)).getByText('Online')).toBeInTheDocument();
    expect(within(row(list, gopal.fullName)).getByText('Offline')).toBeInTheDocument();

    act(() => lastSocket().serverEmit('getOnlineUsers', [seller._id]));
    expect(await within(row(list, meena.fullName)).findByText('Offline')).toBeInTheDocument();
  });

  it('shows the delete/cancel overlay after a 1500 ms press, not before; Cancel closes it and deletes nothing', async () => {
    const { list, server } = await renderHome();
    vi.useFakeTimers();
    const name = within(list).getByRole('button', { name: 'Chat with Meena Kumari' });

    fireEvent.pointerDown(name, { pointerType: 'touch', clientX: 10, clientY: 10 });
    // A tap shows nothing; a hold says it is working while it is held.
    expect(screen.queryByText('Keep holding to delete...')).not.toBeInTheDocument();
    act(() => {
      vi.advanceTimersByTime(300);
    });
    expect(screen.getByText('Keep holding to delete...')).toBeInTheDocument();
    act(() => {
      vi.advanceTimersByTime(1199);
    });
    expect(screen.queryByRole('button', { name: 'Delete chat' })).not.toBeInTheDocument();
    act(() => {
      vi.advanceTimersByTime(1);
    });
    const overlay = screen.getByRole('group', {
      name: /^Delete the chat with \u2068?Meena Kumari\u2069?\?$/,
    });
    expect(screen.queryByText('Keep holding to delete...')).not.toBeInTheDocument();
    fireEvent.pointerUp(name, { pointerType: 'touch' });
    // The click that ends the long press does not open the conversation.
    fireEvent.click(name);
    expect(useRootStore.getState().chat.chatView).toBe('home');

    expect(within(overlay).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    // The finger is lifted over the overlay: that click is not a choice.
    fireEvent.click(within(overlay).getByRole('button', { name: 'Cancel' }), { detail: 1 });
    expect(screen.getByRole('group', { name: /Delete the chat/ })).toBeInTheDocument();
    fireEvent.pointerDown(within(overlay).getByRole('button', { name: 'Cancel' }), { pointerType: 'touch' });
    fireEvent.click(within(overlay).getByRole('button', { name: 'Cancel' }), { detail: 1 });
    expect(screen.queryByRole('group', { name: /Delete the chat/ })).not.toBeInTheDocument();
    expect(name).toHaveFocus();

    // A short press, or a press that moves (scrolling), is not a long press.
    fireEvent.pointerDown(name, { pointerType: 'mouse', button: 0, clientX: 10, clientY: 10 });
    act(() => {
      vi.advanceTimersByTime(800);
    });
    expect(screen.getByText('Keep holding to delete...')).toBeInTheDocument();
    fireEvent.pointerUp(name, { pointerType: 'mouse' });
    // Let go early: the progress goes with the press.
    expect(screen.queryByText('Keep holding to delete...')).not.toBeInTheDocument();
    fireEvent.pointerDown(name, { pointerType: 'touch', clientX: 10, clientY: 10 });
    fireEvent.pointerMove(name, { pointerType: 'touch', clientX: 10, clientY: 60 });
    act(() => {
      vi.advanceTimersByTime(2000);
    });
    expect(screen.queryByRole('group', { name: /Delete the chat/ })).not.toBeInTheDocument();
    vi.useRealTimers();
    expect(server.callsTo('DELETE', /^message\/delete\//)).toHaveLength(0);
  });

  it('deletes a conversation from the overlay (keyboard: the Delete key) and reloads the users', async () => {
    const { list, server } = await renderHome();
    const contactsFetches = server.callsTo('GET', 'user/otheruser').length;
    const user = userEvent.setup();
    within(list).getByRole('button', { name: 'Chat with Meena Kumari' }).focus();
    await user.keyboard('{Delete}');
    await user.click(screen.getByRole('button', { name: 'Delete chat' }));

    await waitFor(() => expect(server.callsTo('DELETE', `message/delete/${meena._id}`)).toHaveLength(1));
    await waitFor(() =>
      expect(within(list).queryByRole('button', { name: 'Chat with Meena Kumari' })).not.toBeInTheDocument(),
    );
    expect(server.callsTo('GET', 'user/otheruser').length).toBeGreaterThan(contactsFetches);
  });

  it.each([
    [
      'the server refuses',
      'Failed to delete message.',
      {
        status: 500,
        body: { success: false, message: 'x', errors: { code: 'internal_error', message: 'x' } },
      },
    ],
    ['the server cannot be reached', 'Something went wrong while deleting.', null],
  ] as const)("says so when %s: '%s'", async (_case, text, reply) => {
    const server = chatServer({ me: buyer, contacts: contacts() });
    server.override((call) => {
      if (call.method !== 'DELETE') return undefined;
      if (reply) return reply;
      throw new TypeError('Failed to fetch');
    });
    const { list } = await renderHome(server);
    const user = userEvent.setup();
    await user.click(within(list).getByRole('button', { name: 'More options for Gopal Singh' }));
    await user.click(screen.getByRole('button', { name: 'Delete chat' }));
    expect(await screen.findByText(text)).toBeInTheDocument();
    expect(within(list).getByRole('button', { name: 'Chat with Gopal Singh' })).toBeInTheDocument();
  });

  it("says 'Failed to get users!' when the contacts cannot be fetched", async () => {
    const server = chatServer({ me: buyer });
    server.override((call) =>
      call.path === 'user/otheruser'
        ? {
            status: 500,
            body: { success: false, message: 'x', errors: { code: 'internal_error', message: 'x' } },
          }
        : undefined,
    );
    useRootStore.setState({ user: buyer, chat: { ...INITIAL_CHAT, isChatOpen: true } });
    renderAt(<ChatPanel />);
    // A 5xx is tried twice more (2G drops requests) before the toast.
    expect(await screen.findByText('Failed to get users!', undefined, { timeout: 6000 })).toBeInTheDocument();
    expect(screen.getByText('The conversations could not be loaded.')).toBeInTheDocument();
  });

  it('opens the profile from the avatar and the conversation from the name; Back returns home', async () => {
    const { list } = await renderHome();
    const user = userEvent.setup();
    await user.click(within(list).getByRole('button', { name: `Profile of ${seller.fullName}` }));
    const profile = await screen.findByRole('dialog', { name: 'Profile' });
    expect(useRootStore.getState().chat).toMatchObject({
      chatView: 'profile',
      selectedProfileId: seller._id,
    });
    expect(within(profile).getByText(seller.email)).toBeInTheDocument();
    expect(within(profile).getByText('+91 91234 56780')).toBeInTheDocument();
    // A person's street address is theirs alone: the profile names a place, never the address.
    expect(within(profile).queryByText(seller.address)).not.toBeInTheDocument();
    expect(
      within(profile).getByRole('link', { name: `See the products of ${seller.fullName}` }),
    ).toHaveAttribute('href', `/user/profile/${seller._id}`);

    await user.click(within(profile).getByRole('button', { name: 'Back to conversations' }));
    const home = await screen.findByRole('list', { name: 'Conversations' });
    await user.click(within(home).getByRole('button', { name: `Chat with ${seller.fullName}` }));
    expect(await screen.findByRole('dialog', { name: seller.fullName })).toBeInTheDocument();
    expect(useRootStore.getState().chat).toMatchObject({ chatView: 'single', selectedUserId: seller._id });
  });

  it('counts a message from a closed conversation on the Chat button and the contact', async () => {
    const server = chatServer({
      me: buyer,
      contacts: contacts(),
      unread: { total: 2, byUser: { [seller._id]: 2 } },
    });
    useRootStore.setState({ user: buyer, chat: INITIAL_CHAT });
    renderAt(<ChatPanel />);
    expect(await screen.findByRole('button', { name: 'Open chat, 2 unread messages' })).toBeInTheDocument();
    await waitFor(() => expect(sockets).toHaveLength(1));
    act(() => lastSocket().serverConnect());
    act(() => lastSocket().serverEmit('newMessage', message(meena._id, buyer._id, 'Rates changed today')));
    const launcher = await screen.findByRole('button', { name: 'Open chat, 3 unread messages' });
    expect(server.callsTo('POST', /^message\/read\//)).toHaveLength(0);

    await userEvent.setup().click(launcher);
    const list = await screen.findByRole('list', { name: 'Conversations' });
    expect(within(row(list, meena.fullName)).getByText('1 unread message')).toBeInTheDocument();
  });
});
