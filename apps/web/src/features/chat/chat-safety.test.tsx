import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { INITIAL_CHAT, useRootStore } from '@/lib/store';
import { fail, ok } from '@/test/fetch-mock';
import { buyer, seller } from '@/test/fixtures';
import { renderAt } from '@/test/render';
import { ChatPanel } from './chat-panel';
import { resetChatRuntime } from './model/chat-runtime';
import { chatServer, contactOf, message } from './testing/chat-server';
import { sockets } from './testing/fake-socket';
import { connectedSocket, openConversationWith } from './testing/conversation';
import { warmUpChatTests } from './testing/warm-up';

vi.mock('socket.io-client', async () => (await import('./testing/fake-socket')).fakeSocketModule);

const TIP = /Safety tip: KisanSetu never asks for money or a PIN/;

beforeAll(() => warmUpChatTests());
beforeEach(() => {
  sockets.length = 0;
});
afterEach(() => {
  vi.unstubAllGlobals();
  resetChatRuntime();
  useRootStore.setState({ user: null, chat: INITIAL_CHAT });
});

describe('chat safety', () => {
  it('shows the safety tip beside a received and a sent message that mention advance payment or a UPI PIN, not beside others', async () => {
    const server = chatServer({
      me: buyer,
      contacts: [contactOf(seller)],
      histories: {
        [seller._id]: [
          message(seller._id, buyer._id, 'Wheat is ready at the farm'),
          message(seller._id, buyer._id, 'Send 2000 advance and your UPI PIN to book it'),
        ],
      },
    });
    openConversationWith(seller._id);
    renderAt(<ChatPanel />);
    await connectedSocket();
    expect(await screen.findByText('Send 2000 advance and your UPI PIN to book it')).toBeInTheDocument();
    expect(screen.getAllByRole('note')).toHaveLength(1);
    expect(screen.getByRole('note')).toHaveTextContent(TIP);
    // Opening the conversation marks it read.
    await waitFor(() => expect(server.callsTo('POST', `message/read/${seller._id}`)).toHaveLength(1));

    await userEvent
      .setup()
      .type(
        screen.getByRole('textbox', { name: `Message to ${seller.fullName}` }),
        'Can I pay by bank transfer?{Enter}',
      );
    expect(await screen.findByText('Can I pay by bank transfer?')).toBeInTheDocument();
    await waitFor(() => expect(screen.getAllByRole('note')).toHaveLength(2));
  });

  it("a send refused with 403 'blocked' says the two cannot message each other", async () => {
    const server = chatServer({ me: buyer, contacts: [contactOf(seller)] });
    server.override((call) =>
      call.method === 'POST' && call.path === `message/send/${seller._id}`
        ? { status: 403, body: fail('blocked', 'server.blocked') }
        : undefined,
    );
    openConversationWith(seller._id);
    renderAt(<ChatPanel />);
    await connectedSocket();
    await userEvent
      .setup()
      .type(await screen.findByRole('textbox', { name: `Message to ${seller.fullName}` }), 'Hello?{Enter}');
    expect(
      await screen.findByText(
        `You cannot message \u2068${seller.fullName}\u2069: one of you has blocked the other.`,
      ),
    ).toBeInTheDocument();
  });

  it('blocks from the chat menu after a confirmation: the conversation leaves the list', async () => {
    const server = chatServer({ me: buyer, contacts: [contactOf(seller)] });
    server.override((call) => {
      if (call.method === 'POST' && call.path === `user/block/${seller._id}`) {
        server.state.contacts = [];
        return { status: 201, body: ok({}, 'Blocked') };
      }
      return undefined;
    });
    openConversationWith(seller._id);
    renderAt(<ChatPanel />);
    await connectedSocket();
    const user = userEvent.setup();
    await user.click(
      await screen.findByRole('button', { name: `Options for the chat with ${seller.fullName}` }),
    );
    await user.click(screen.getByRole('button', { name: `Block ${seller.fullName}` }));
    const dialog = await screen.findByRole('dialog', { name: `Block ${seller.fullName}?` });
    expect(within(dialog).getByText(/They are not told that you blocked them/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Block' }));
    await waitFor(() => expect(server.callsTo('POST', `user/block/${seller._id}`)).toHaveLength(1));
    expect(await screen.findByText(`${seller.fullName} is blocked.`)).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Chat' })).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: `Chat with ${seller.fullName}` })).not.toBeInTheDocument(),
    );
    expect(useRootStore.getState().chat.selectedUserId).toBeNull();
  });

  it('reports a received message from its menu with a reason', async () => {
    const scam = message(seller._id, buyer._id, 'Share the OTP you just got');
    const server = chatServer({
      me: buyer,
      contacts: [contactOf(seller)],
      histories: { [seller._id]: [scam] },
    });
    server.override((call) =>
      call.method === 'POST' && call.path === 'report'
        ? { status: 201, body: ok({ report: { _id: 'r1', status: 'open' } }) }
        : undefined,
    );
    openConversationWith(seller._id);
    renderAt(<ChatPanel />);
    await connectedSocket();
    const user = userEvent.setup();
    expect(await screen.findByText('Share the OTP you just got')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Options for this message' }));
    await user.click(screen.getByRole('button', { name: 'Report this message' }));
    const dialog = await screen.findByRole('dialog', { name: `Report a message from ${seller.fullName}` });
    await user.click(within(dialog).getByRole('radio', { name: /Scam or fraud/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Send report' }));
    await waitFor(() => expect(server.callsTo('POST', 'report')).toHaveLength(1));
    expect(server.callsTo('POST', 'report')[0]!.body).toEqual({
      targetType: 'message',
      targetId: scam._id,
      reason: 'scam',
    });
    expect(
      await screen.findByText(/The person you reported is not told who reported them/),
    ).toBeInTheDocument();
  });
});
