import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Message, MessageProduct, Product } from '@kisansetu/contract';
import { loadLoginPage } from '@/features/auth';
import { loadProductDetailPage } from '@/features/products';
import { fail, ok } from '@/test/fetch-mock';
import { changeLanguage } from '@/lib/i18n';
import { forgetLoginReturn } from '@/lib/login-return';
import { INITIAL_CHAT, useRootStore } from '@/lib/store';
import { buyer, entry, product, seller } from '@/test/fixtures';
import { chatServer, contactOf, message } from './testing/chat-server';
import type { ApiCall } from './testing/chat-server';
import { lastSocket, sockets } from './testing/fake-socket';
import { renderApp } from './testing/render-app';
import { warmUpChatTests } from './testing/warm-up';

vi.mock('socket.io-client', async () => (await import('./testing/fake-socket')).fakeSocketModule);

function snapshotOf(of: Product): MessageProduct {
  return {
    _id: of._id,
    productName: of.productName,
    price: of.price,
    unit: of.unit,
    image: of.thumbnails[0]!,
  };
}

/** The chat server, plus the calls of the product page and the login; sends carry the product they name. */
function marketServer(me = buyer, listed: Product[] = []) {
  const server = chatServer({ me });
  server.override((call: ApiCall) => {
    if (call.method === 'GET' && call.path === 'meta')
      return { body: ok({ allowedEmailDomains: ['gmail.com'], supportEmail: 'help@kisansetu.in' }) };
    if (call.method === 'POST' && call.path === 'user/login')
      return { body: ok({ accessToken: 'token', user: me }, 'Logged in successfully') };
    const [group, action, id] = call.path.split('/');
    if (group === 'product' && call.method === 'GET' && action) {
      const found = listed.find((p) => p._id === action);
      return found
        ? { body: ok({ product: found }) }
        : { status: 404, body: fail('not_found', 'server.productNotFound') };
    }
    if (group === 'cart' && action === 'add' && id && call.method === 'POST') {
      const wished = listed.find((p) => p._id === id)!;
      return { status: 201, body: ok({ entry: entry(wished) }, 'Successfully added to the cart') };
    }
    if (group === 'message' && action === 'sync' && id && call.method === 'POST') {
      const contact = contactOf(seller);
      if (!server.state.contacts.some((c) => c._id === id)) server.state.contacts.push(contact);
      return { body: ok({ contact }) };
    }
    if (group === 'message' && action === 'send' && id && call.method === 'POST') {
      const body = call.body as { message: string; clientId: string; productId?: string };
      const about = listed.find((p) => p._id === body.productId);
      const stored = message(me._id, id, body.message, {
        clientId: body.clientId,
        ...(about ? { product: snapshotOf(about) } : {}),
      });
      server.state.histories[id] = [...(server.state.histories[id] ?? []), stored];
      return { status: 201, body: ok({ message: stored }, 'Message sent') };
    }
    return undefined;
  });
  return server;
}

async function logIn(user: ReturnType<typeof userEvent.setup>, role: 'User (buyer)' | 'Seller (farmer)') {
  await user.type(await screen.findByLabelText('Email'), 'asha@gmail.com');
  await user.type(screen.getByLabelText('Password'), 'longenough');
  await user.click(screen.getByLabelText(role));
  await user.click(screen.getByRole('button', { name: 'Login' }));
}

beforeAll(async () => {
  await warmUpChatTests();
  await Promise.all([loadLoginPage(), loadProductDetailPage()]);
});

beforeEach(() => {
  sockets.length = 0;
});

afterEach(async () => {
  vi.unstubAllGlobals();
  forgetLoginReturn();
  useRootStore.setState({ user: null, chat: INITIAL_CHAT });
  await changeLanguage('en');
});

describe('a visitor who taps Chat or Add to Wishlist', () => {
  it('logs in and is back on the product with the chat open about it: card pinned, a quick reply sent with the product', async () => {
    const wheat = product({ productName: 'Sharbati Wheat', price: 2450 });
    const server = marketServer(buyer, [wheat]);
    const { router } = renderApp(`/description/${wheat._id}`);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: `Chat with ${seller.fullName}` }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(
      await screen.findByText(
        `Log in to chat with ${seller.fullName}. You will come straight back to this crop.`,
        {
          selector: '[role="status"]',
        },
      ),
    ).toBeInTheDocument();
    await logIn(user, 'User (buyer)');

    await waitFor(() => expect(router.state.location.pathname).toBe(`/description/${wheat._id}`));
    const pinned = await screen.findByRole('region', { name: 'The listing this chat is about' });
    expect(await within(pinned).findByText('Sharbati Wheat')).toBeInTheDocument();
    expect(within(pinned).getByText(/2,450.*quintal/)).toBeInTheDocument();
    expect(within(pinned).getByText('In Stock')).toBeInTheDocument();
    expect(within(pinned).getByRole('link', { name: 'Open the listing Sharbati Wheat' })).toHaveAttribute(
      'href',
      `/description/${wheat._id}`,
    );

    const quick = await screen.findByRole('group', { name: 'Quick replies' });
    expect(
      within(quick)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Is it still available?', 'What is your best price?', 'Where can I collect it?']);
    await user.click(within(quick).getByRole('button', { name: 'Is it still available?' }));
    await waitFor(() => expect(server.callsTo('POST', `message/send/${seller._id}`)).toHaveLength(1));
    expect(server.callsTo('POST', `message/send/${seller._id}`)[0]!.body).toMatchObject({
      message: 'Is it still available?',
      productId: wheat._id,
    });
    const log = screen.getByRole('log', { name: `Messages with ${seller.fullName}` });
    // The sent message carries a small card of the listing.
    expect(
      await within(log).findByRole('link', { name: 'Open the listing Sharbati Wheat' }),
    ).toBeInTheDocument();

    // The next message in the same conversation is an ordinary one: the product went with the first.
    await user.click(within(quick).getByRole('button', { name: 'What is your best price?' }));
    await waitFor(() => expect(server.callsTo('POST', `message/send/${seller._id}`)).toHaveLength(2));
    expect(server.callsTo('POST', `message/send/${seller._id}`)[1]!.body).not.toHaveProperty('productId');
  });

  it('logs in and is back on the product with it in the wishlist', async () => {
    const rice = product({ productName: 'Basmati Rice' });
    const server = marketServer(buyer, [rice]);
    let wished = false;
    server.override((call) => {
      if (call.method === 'POST' && call.path === `cart/add/${rice._id}`) wished = true;
      if (call.method === 'GET' && call.path === 'cart/get')
        return { body: ok({ Cart: wished ? [entry(rice)] : [] }) };
      return undefined;
    });
    const { router } = renderApp(`/description/${rice._id}`);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Add to Wishlist' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    await logIn(user, 'User (buyer)');

    await waitFor(() => expect(router.state.location.pathname).toBe(`/description/${rice._id}`));
    expect(await screen.findByRole('button', { name: 'Wishlisted' })).toBeDisabled();
    expect(server.callsTo('POST', `cart/add/${rice._id}`)).toHaveLength(1);
  });

  it('who logs in as a farmer is brought back, told that chat is for buyers, and nothing is sent', async () => {
    const wheat = product();
    const server = marketServer({ ...seller, _id: '0190a000-0000-7000-8000-0000000000f0' }, [wheat]);
    const { router } = renderApp(`/description/${wheat._id}`);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: `Chat with ${seller.fullName}` }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    await logIn(user, 'Seller (farmer)');
    await waitFor(() => expect(router.state.location.pathname).toBe(`/description/${wheat._id}`));
    expect(
      await screen.findByText('Chat and the wishlist are for buyers. Log in as a buyer to use them.'),
    ).toBeInTheDocument();
    expect(useRootStore.getState().chat.isChatOpen).toBe(false);
    expect(server.callsTo('POST', /^message\/send/)).toHaveLength(0);
  });
});

describe('a conversation about a listing', () => {
  it('pins the last listing the conversation was about; a listing gone since shows its copy as no longer listed', async () => {
    const onion = product({ productName: 'Red Onion', price: 1800 });
    const about: Message = message(buyer._id, seller._id, 'Is it still available?', {
      product: snapshotOf(onion),
    });
    const server = marketServer(buyer, []);
    server.state.contacts = [contactOf(seller, { lastMessage: about, lastProduct: snapshotOf(onion) })];
    server.state.histories[seller._id] = [about];
    useRootStore.setState({
      user: buyer,
      chat: { ...INITIAL_CHAT, isChatOpen: true, chatView: 'single', selectedUserId: seller._id },
    });
    renderApp('/product');
    const pinned = await screen.findByRole('region', { name: 'The listing this chat is about' });
    expect(within(pinned).getByText('Red Onion')).toBeInTheDocument();
    expect(await within(pinned).findByText('No longer listed')).toBeInTheDocument();
    expect(within(pinned).getByText(/1,800.*quintal/)).toBeInTheDocument();
  });

  it('says a listing sold since the chat began is sold, not in stock', async () => {
    const onion = product({ productName: 'Red Onion', status: 'sold' });
    const about: Message = message(buyer._id, seller._id, 'Is it still available?', {
      product: snapshotOf(onion),
    });
    const server = marketServer(buyer, [onion]);
    server.state.contacts = [contactOf(seller, { lastMessage: about, lastProduct: snapshotOf(onion) })];
    server.state.histories[seller._id] = [about];
    useRootStore.setState({
      user: buyer,
      chat: { ...INITIAL_CHAT, isChatOpen: true, chatView: 'single', selectedUserId: seller._id },
    });
    renderApp('/product');
    const pinned = await screen.findByRole('region', { name: 'The listing this chat is about' });
    expect(await within(pinned).findByText('Sold')).toBeInTheDocument();
    expect(within(pinned).queryByText('In Stock')).not.toBeInTheDocument();
  });

  it("gives a farmer the farmer's quick replies, in Hindi when the app is in Hindi", async () => {
    const onion = product({ productName: 'Red Onion' });
    const asked = message(buyer._id, seller._id, 'Is it still available?', { product: snapshotOf(onion) });
    const server = marketServer(seller, [onion]);
    server.state.contacts = [contactOf(buyer, { lastMessage: asked, lastProduct: snapshotOf(onion) })];
    server.state.histories[buyer._id] = [asked];
    await changeLanguage('hi');
    useRootStore.setState({
      user: seller,
      chat: { ...INITIAL_CHAT, isChatOpen: true, chatView: 'single', selectedUserId: buyer._id },
    });
    renderApp('/product');
    const quick = await screen.findByRole('group', { name: 'झटपट जवाब' });
    expect(
      within(quick)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['हाँ, उपलब्ध है', 'दाम पक्का है', 'मुझे फ़ोन करें']);
    await waitFor(() => expect(sockets).toHaveLength(1));
    act(() => lastSocket().serverConnect());
    await userEvent.setup().click(within(quick).getByRole('button', { name: 'हाँ, उपलब्ध है' }));
    await waitFor(() => expect(server.callsTo('POST', `message/send/${buyer._id}`)).toHaveLength(1));
    // An ordinary message: the conversation is already about this listing.
    expect(server.callsTo('POST', `message/send/${buyer._id}`)[0]!.body).toEqual({
      message: 'हाँ, उपलब्ध है',
      clientId: expect.any(String),
    });
  });
});
