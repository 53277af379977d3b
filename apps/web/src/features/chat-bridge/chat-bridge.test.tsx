import { render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ToastHost } from '@/app/toast-host';
import { takeLoginReturn } from '@/lib/login-return';
import { INITIAL_CHAT, useRootStore } from '@/lib/store';
import { renderAt } from '@/test/render';
import { buyer, product, seller } from '@/test/fixtures';
import { openChatWith, registerChatHandler } from './chat-bridge';
import { ChatButton } from './chat-button';

// sonner is fetched with the first toast; load it up front so a busy machine does not time the toast out.
beforeAll(() => import('sonner'));

afterEach(() => useRootStore.setState({ user: null, chat: INITIAL_CHAT }));

describe('chat bridge', () => {
  it("refuses a product without a seller id with 'Invalid seller details!' and calls nothing", async () => {
    const handler = vi.fn();
    const unregister = registerChatHandler(handler);
    render(<ToastHost />);
    expect(openChatWith({ sellerId: '', sellerName: 'Nobody' })).toBe(false);
    expect(await screen.findByText('Invalid seller details!')).toBeInTheDocument();
    expect(handler).not.toHaveBeenCalled();
    unregister();
  });

  it('hands a valid seller to the registered handler', () => {
    const handler = vi.fn();
    const unregister = registerChatHandler(handler);
    expect(openChatWith({ sellerId: seller._id, sellerName: seller.fullName, avatarUrl: null })).toBe(true);
    expect(handler).toHaveBeenCalledWith({
      sellerId: seller._id,
      sellerName: seller.fullName,
      avatarUrl: null,
      productId: null,
    });
    unregister();
  });

  it('by default opens the panel in the single view with that seller and product selected', () => {
    openChatWith({ _id: 'product-1', sellerId: seller._id });
    expect(useRootStore.getState().chat).toMatchObject({
      isChatOpen: true,
      chatView: 'single',
      selectedUserId: seller._id,
      selectedProductId: 'product-1',
    });
  });

  it('hands a seller chosen before the panel loaded to the panel when it registers', () => {
    openChatWith({
      _id: 'product-1',
      sellerId: seller._id,
      sellerName: seller.fullName,
      avatarUrl: '/uploads/a.webp',
    });
    const handler = vi.fn();
    const unregister = registerChatHandler(handler);
    expect(handler).toHaveBeenCalledWith({
      sellerId: seller._id,
      sellerName: seller.fullName,
      avatarUrl: '/uploads/a.webp',
      productId: 'product-1',
    });
    unregister();
    // Once handed over, it is not replayed again.
    const next = vi.fn();
    registerChatHandler(next)();
    expect(next).not.toHaveBeenCalled();
  });

  it('shows the Chat button to buyers and visitors, not to farmers; a buyer opens the chat about that product', async () => {
    const wheat = product();
    useRootStore.setState({ user: seller });
    const { rerender } = render(
      <MemoryRouter>
        <ChatButton target={wheat} />
      </MemoryRouter>,
    );
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    useRootStore.setState({ user: buyer });
    rerender(
      <MemoryRouter>
        <ChatButton target={wheat} />
      </MemoryRouter>,
    );
    await userEvent.setup().click(screen.getByRole('button', { name: `Chat with ${wheat.sellerName}` }));
    expect(useRootStore.getState().chat).toMatchObject({
      selectedUserId: wheat.sellerId,
      selectedProductId: wheat._id,
    });
  });

  it('sends a visitor to /login, remembering this page and the chat about this product', async () => {
    const wheat = product();
    const { router } = renderAt(<ChatButton target={wheat} />, {
      path: `/description/${wheat._id}?from=home`,
      route: '/description/:id',
    });
    await userEvent.setup().click(screen.getByRole('button', { name: `Chat with ${wheat.sellerName}` }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(takeLoginReturn()).toMatchObject({
      path: `/description/${wheat._id}?from=home`,
      action: {
        kind: 'chat',
        productId: wheat._id,
        sellerId: wheat.sellerId,
        sellerName: wheat.sellerName,
      },
    });
    // Nothing opened yet: the chat waits for the login.
    expect(useRootStore.getState().chat.isChatOpen).toBe(false);
  });
});
