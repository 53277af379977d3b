import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { MessageOffer, MessageProduct } from '@kisansetu/contract';
import { INITIAL_CHAT, useRootStore } from '@/lib/store';
import { buyer, seller } from '@/test/fixtures';
import { renderAt } from '@/test/render';
import { ChatPanel } from './chat-panel';
import { resetChatRuntime } from './model/chat-runtime';
import { chatServer, contactOf, message } from './testing/chat-server';
import { lastSocket, sockets } from './testing/fake-socket';
import { warmUpChatTests } from './testing/warm-up';

vi.mock('socket.io-client', async () => (await import('./testing/fake-socket')).fakeSocketModule);

const offer: MessageOffer = {
  _id: 'offer-1',
  requestId: 'request-1',
  productName: 'Red onion',
  price: 1700,
  unit: 'quintal',
  quantity: 40,
};
const listing: MessageProduct = {
  _id: 'product-1',
  productName: 'Nashik red onion',
  price: 1750,
  unit: 'quintal',
  image: null,
};

function log() {
  return screen.getByRole('log', { name: `Messages with ${seller.fullName}` });
}

beforeAll(() => warmUpChatTests());

beforeEach(() => {
  sockets.length = 0;
});

afterEach(() => {
  resetChatRuntime();
  useRootStore.setState({ user: null, chat: INITIAL_CHAT });
});

describe('a message that carries an offer on a buyer request', () => {
  it('shows the offer card (crop, price per unit, quantity, link to the request) beside the listing card, and live', async () => {
    chatServer({
      me: buyer,
      contacts: [contactOf(seller)],
      histories: {
        [seller._id]: [message(seller._id, buyer._id, 'Good size, dry', { offer, product: listing })],
      },
    });
    useRootStore.setState({
      user: buyer,
      chat: { ...INITIAL_CHAT, isChatOpen: true, chatView: 'single', selectedUserId: seller._id },
    });
    renderAt(<ChatPanel />);

    expect(await within(await screen.findByRole('log')).findByText('Good size, dry')).toBeInTheDocument();
    const card = within(log()).getByRole('link', { name: /^Offer Red onion/ });
    expect(card).toHaveAttribute('href', '/requests/request-1');
    expect(within(card).getByText(/₹1,700.*quintal/)).toBeInTheDocument();
    expect(within(card).getByText('Quantity: 40 quintal')).toBeInTheDocument();
    expect(within(log()).getByRole('link', { name: 'Open the listing Nashik red onion' })).toHaveAttribute(
      'href',
      '/description/product-1',
    );

    // A second offer arrives over the socket while the chat is open.
    await waitFor(() => expect(sockets.length).toBe(1));
    const socket = lastSocket();
    act(() => socket.serverConnect('tab-1'));
    act(() =>
      socket.serverEmit(
        'newMessage',
        message(seller._id, buyer._id, 'Also tomatoes', {
          offer: { ...offer, _id: 'offer-2', requestId: 'request-2', productName: 'Tomato', quantity: 5 },
        }),
      ),
    );
    const live = await within(log()).findByRole('link', { name: /^Offer Tomato/ });
    expect(live).toHaveAttribute('href', '/requests/request-2');
    expect(within(live).getByText('Quantity: 5 quintal')).toBeInTheDocument();
  });
});
