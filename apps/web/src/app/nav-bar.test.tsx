import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { INITIAL_CHAT, useRootStore } from '@/lib/store';
import { buyer, seller } from '@/test/fixtures';
import { mockFetch, ok } from '@/test/fetch-mock';
import { renderAt } from '@/test/render';
import { NavBar } from './nav-bar';

afterEach(() => useRootStore.setState({ user: null, chat: INITIAL_CHAT }));

function answers(unread: number) {
  return mockFetch([
    {
      path: 'notification/list',
      body: ok({ notifications: [], unreadCount: 0, totalCount: 0, totalPages: 1, page: 1 }),
    },
    { path: 'message/unread', body: ok({ total: unread, byUser: unread > 0 ? { someone: unread } : {} }) },
  ]);
}

describe('the bar’s Chat', () => {
  it('is in a farmer’s bar with the messages that wait, and one tap opens /chat', async () => {
    useRootStore.setState({ user: seller });
    answers(3);
    const { router } = renderAt(<NavBar />);
    const nav = await screen.findByRole('navigation', { name: 'Main' });
    const chat = await within(nav).findByRole('link', { name: 'Chat, 3 unread' });
    expect(chat).toHaveAttribute('href', '/chat');
    expect(chat).toHaveTextContent('3');
    await userEvent.setup().click(chat);
    await waitFor(() => expect(router.state.location.pathname).toBe('/chat'));
  });

  it('is in a buyer’s bar too, plain while nothing waits', async () => {
    useRootStore.setState({ user: buyer });
    answers(0);
    renderAt(<NavBar />);
    const nav = await screen.findByRole('navigation', { name: 'Main' });
    const chat = within(nav).getByRole('link', { name: 'Chat' });
    expect(chat).toHaveAttribute('href', '/chat');
    expect(chat).not.toHaveTextContent(/\d/);
  });

  it('is not offered to a visitor', () => {
    answers(0);
    renderAt(<NavBar />);
    expect(
      within(screen.getByRole('navigation', { name: 'Main' })).queryByRole('link', { name: /^Chat/ }),
    ).toBeNull();
  });
});
