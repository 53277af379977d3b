import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { INITIAL_CHAT, useRootStore } from '@/lib/store';
import { buyer, seller, sessionOf } from '@/test/fixtures';
import { renderAt } from '@/test/render';
import { ChatPanel } from './chat-panel';
import { resetChatRuntime } from './model/chat-runtime';
import { chatServer, contactOf, message } from './testing/chat-server';
import { sockets } from './testing/fake-socket';
import { warmUpChatTests } from './testing/warm-up';

vi.mock('socket.io-client', async () => (await import('./testing/fake-socket')).fakeSocketModule);

beforeAll(() => warmUpChatTests());
beforeEach(() => {
  sockets.length = 0;
});
afterEach(() => {
  resetChatRuntime();
  useRootStore.setState({ user: null, chat: INITIAL_CHAT });
});

/** The farmer opens the conversation a buyer's message started, at `path` (what an alert's link led to, or not). */
async function openConversation(path: string) {
  const wrote = message(buyer._id, seller._id, 'Is the wheat still there?');
  chatServer({
    me: seller,
    contacts: [contactOf(buyer, { lastMessage: wrote, unreadCount: 1 })],
    histories: { [buyer._id]: [wrote] },
  });
  useRootStore.setState({
    user: sessionOf(seller),
    chat: { ...INITIAL_CHAT, isChatOpen: true, chatView: 'single', selectedUserId: buyer._id },
  });
  const view = renderAt(<ChatPanel />, { path, route: '/chat/:id' });
  const panel = await screen.findByRole('dialog', { name: buyer.fullName });
  await within(panel).findByText('Is the wheat still there?');
  return { ...view, panel };
}

describe('a conversation opened from an SMS or WhatsApp alert', () => {
  it('offers to stop those alerts in one line under the header, leading to the stop page', async () => {
    const { panel, router } = await openConversation(`/chat/${buyer._id}?alert=Ab3_kZ9-xQ2m`);
    const line = within(panel).getByText('Came from an SMS or WhatsApp?', { exact: false });
    expect(line).toHaveTextContent('Came from an SMS or WhatsApp? Stop these alerts');
    const stop = within(line).getByRole('link', { name: 'Stop these alerts' });
    expect(stop).toHaveAttribute('href', '/alerts/stop/Ab3_kZ9-xQ2m');

    await userEvent.setup().click(stop);
    expect(router.state.location.pathname).toBe('/alerts/stop/Ab3_kZ9-xQ2m');
  });

  it('says nothing of alerts in a conversation opened any other way', async () => {
    const { panel } = await openConversation(`/chat/${buyer._id}`);
    expect(within(panel).queryByText(/Came from an SMS/)).not.toBeInTheDocument();
    expect(within(panel).queryByRole('link', { name: 'Stop these alerts' })).not.toBeInTheDocument();
  });

  it('leaves out an address part no alert wrote', async () => {
    const { panel } = await openConversation(`/chat/${buyer._id}?alert=%3Cscript%3E`);
    expect(within(panel).queryByRole('link', { name: 'Stop these alerts' })).not.toBeInTheDocument();
  });
});
