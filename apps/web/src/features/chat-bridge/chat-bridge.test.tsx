import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ToastHost } from '@/app/toast-host';
import { INITIAL_CHAT, INITIAL_SEARCH, useRootStore } from '@/lib/store';
import { buyer, product, seller } from '@/test/fixtures';
import { openChatWith, registerChatHandler } from './chat-bridge';
import { ChatButton } from './chat-button';

// sonner is fetched with the first toast; load it up front so a busy machine does not time the toast out.
beforeAll(() => import('sonner'));

afterEach(() => useRootStore.setState({ user: null, chat: INITIAL_CHAT, search: INITIAL_SEARCH }));

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
    });
    unregister();
  });

  it('by default opens the panel in the single view with that seller selected', () => {
    openChatWith({ sellerId: seller._id });
    expect(useRootStore.getState().chat).toMatchObject({
      isChatOpen: true,
      chatView: 'single',
      selectedUserId: seller._id,
    });
  });

  it('hands a seller chosen before the panel loaded to the panel when it registers', () => {
    openChatWith({ sellerId: seller._id, sellerName: seller.fullName, avatarUrl: '/uploads/a.webp' });
    const handler = vi.fn();
    const unregister = registerChatHandler(handler);
    expect(handler).toHaveBeenCalledWith({
      sellerId: seller._id,
      sellerName: seller.fullName,
      avatarUrl: '/uploads/a.webp',
    });
    unregister();
    // Once handed over, it is not replayed again.
    const next = vi.fn();
    registerChatHandler(next)();
    expect(next).not.toHaveBeenCalled();
  });

  it('shows the Chat button to a signed-in buyer only', async () => {
    const wheat = product();
    const { rerender } = render(<ChatButton target={wheat} />);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    useRootStore.setState({ user: seller });
    rerender(<ChatButton target={wheat} />);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    useRootStore.setState({ user: buyer });
    rerender(<ChatButton target={wheat} />);
    await userEvent.setup().click(screen.getByRole('button', { name: `Chat with ${wheat.sellerName}` }));
    expect(useRootStore.getState().chat.selectedUserId).toBe(wheat.sellerId);
  });
});
