import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { MessageProduct, Trust } from '@kisansetu/contract';
import { INITIAL_CHAT, useRootStore } from '@/lib/store';
import { ok } from '@/test/fetch-mock';
import { buyer, product, seller } from '@/test/fixtures';
import { renderAt } from '@/test/render';
import { DEAL_ID, PRODUCT_ID, deal, dealMessage } from '@/test/deal-fixtures';
import { loadDealsInChat } from '../deals';
import { ChatPanel } from './chat-panel';
import { resetChatRuntime } from './model/chat-runtime';
import { chatServer, contactOf, message } from './testing/chat-server';
import { lastSocket, sockets } from './testing/fake-socket';
import { warmUpChatTests } from './testing/warm-up';

vi.mock('socket.io-client', async () => (await import('./testing/fake-socket')).fakeSocketModule);

const listing: MessageProduct = {
  _id: PRODUCT_ID,
  productName: 'Nashik red onion',
  price: 2200,
  unit: 'quintal',
  image: null,
};

const trust: Trust = {
  phoneVerified: true,
  aadhaarOnFile: false,
  memberSince: '2025-01-01T00:00:00.000Z',
  dealsDone: 3,
  partners: 3,
  rating: { average: 4.5, count: 2 },
  responseRate: null,
  typicalReplyMinutes: null,
};

beforeAll(() => warmUpChatTests(loadDealsInChat));

beforeEach(() => {
  sockets.length = 0;
});

afterEach(() => {
  resetChatRuntime();
  useRootStore.setState({ user: null, chat: INITIAL_CHAT });
});

function openConversation(me: typeof buyer | typeof seller, other: typeof buyer | typeof seller) {
  useRootStore.setState({
    user: me,
    chat: { ...INITIAL_CHAT, isChatOpen: true, chatView: 'single', selectedUserId: other._id },
  });
  renderAt(<ChatPanel />);
}

function withDealsApi(server: ReturnType<typeof chatServer>, current = deal()) {
  server.override(({ method, path }) => {
    if (method === 'GET' && path === `product/${PRODUCT_ID}`)
      return { body: ok({ product: product({ _id: PRODUCT_ID, price: 2200, quantity: 50 }) }) };
    if (method === 'GET' && path === `deal/${DEAL_ID}`) return { body: ok({ deal: current }) };
    if (method === 'GET' && path.startsWith('user/trust/')) return { body: ok({ trust }) };
    return undefined;
  });
}

describe('deals in the chat', () => {
  it('offers a buyer "Make an offer" in a conversation about the farmer’s listing, and shows the farmer’s trust', async () => {
    const server = chatServer({
      me: buyer,
      contacts: [contactOf(seller)],
      histories: { [seller._id]: [message(buyer._id, seller._id, 'Is it dry?', { product: listing })] },
    });
    withDealsApi(server);
    openConversation(buyer, seller);
    const offer = await screen.findByRole('button', { name: 'Make an offer' });
    expect(offer).toBeInTheDocument();
    expect(await screen.findByRole('img', { name: 'Rated 4.5 out of 5 by 2 reviews' })).toBeInTheDocument();
    expect(screen.getByText('3 deals done')).toBeInTheDocument();
    expect(server.callsTo('GET', `user/trust/${seller._id}`)).toHaveLength(1);
  });

  it('draws a deal message as a card, gives its latest card the actions, and hides "Make an offer" while it is open', async () => {
    const server = chatServer({
      me: seller,
      contacts: [contactOf(buyer)],
      histories: {
        [buyer._id]: [
          message(buyer._id, seller._id, 'Is it dry?', { product: listing }),
          dealMessage(buyer._id, seller._id, {}, 'Can collect Sunday'),
        ],
      },
    });
    withDealsApi(server, deal({}, 'seller'));
    openConversation(seller, buyer);
    const log = await screen.findByRole('log');
    const card = await within(log).findByRole('article', { name: /Nashik red onion/ });
    expect(card).toHaveTextContent('Asha Verma made an offer');
    expect(await within(card).findByRole('button', { name: 'Accept' })).toBeInTheDocument();
    await waitFor(() => expect(server.callsTo('GET', `deal/${DEAL_ID}`).length).toBeGreaterThan(0));
    expect(screen.queryByRole('button', { name: 'Make an offer' })).toBeNull();

    // The buyer withdraws: its message arrives over the socket, and the deal is read again.
    await waitFor(() => expect(sockets.length).toBe(1));
    const socket = lastSocket();
    act(() => socket.serverConnect('tab-1'));
    const before = server.callsTo('GET', `deal/${DEAL_ID}`).length;
    server.override(({ method, path }) =>
      method === 'GET' && path === `deal/${DEAL_ID}`
        ? { body: ok({ deal: deal({ status: 'withdrawn' }, 'seller') }) }
        : undefined,
    );
    act(() =>
      socket.serverEmit(
        'newMessage',
        dealMessage(buyer._id, seller._id, { event: 'withdrawn', status: 'withdrawn' }),
      ),
    );
    await waitFor(() =>
      expect(within(log).getAllByRole('article', { name: /Nashik red onion/ })).toHaveLength(2),
    );
    const cards = within(log).getAllByRole('article', { name: /Nashik red onion/ });
    await waitFor(() => expect(server.callsTo('GET', `deal/${DEAL_ID}`).length).toBeGreaterThan(before));
    expect(cards[1]).toHaveTextContent('Asha Verma withdrew the offer');
    // Only the latest card acts; the older one keeps its terms without buttons.
    expect(within(cards[0]!).queryByRole('button', { name: 'Accept' })).toBeNull();
    expect(await screen.findByRole('button', { name: 'Make an offer' })).toBeInTheDocument();
  });

  it('drops the price quick replies once the deal is agreed, keeping the others', async () => {
    const server = chatServer({
      me: buyer,
      contacts: [contactOf(seller)],
      histories: {
        [seller._id]: [
          message(buyer._id, seller._id, 'Is it dry?', { product: listing }),
          dealMessage(buyer._id, seller._id),
          dealMessage(seller._id, buyer._id, { event: 'accepted', status: 'accepted' }),
        ],
      },
    });
    withDealsApi(server, deal({ status: 'accepted' }));
    openConversation(buyer, seller);
    const quick = await screen.findByRole('group', { name: 'Quick replies' });
    expect(
      within(quick)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Is it still available?', 'Where can I collect it?']);
  });

  it('previews a deal message in the contact list in words', async () => {
    chatServer({
      me: seller,
      contacts: [contactOf(buyer, { lastMessage: dealMessage(buyer._id, seller._id) })],
    });
    useRootStore.setState({ user: seller, chat: { ...INITIAL_CHAT, isChatOpen: true, chatView: 'home' } });
    renderAt(<ChatPanel />);
    expect(await screen.findByText('Offer: ₹2,100 / quintal')).toBeInTheDocument();
  });
});
