import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  SERVER_MESSAGES,
  type Notification,
  type NotificationList,
  type SavedSearch,
} from '@kisansetu/contract';
import { changeLanguage } from '@/lib/i18n';
import { INITIAL_CHAT, useRootStore } from '@/lib/store';
import { buyer, product } from '@/test/fixtures';
import { fail, mockFetch, ok } from '@/test/fetch-mock';
import { renderAt } from '@/test/render';
import { receiveNotification } from './api';
import { NotificationBell } from './components/notification-bell';
import { SaveSearchButton } from './components/save-search-button';
import { NotificationsPage } from './pages/notifications-page';
import { SavedSearchesPage } from './pages/saved-searches-page';

afterEach(async () => {
  vi.unstubAllGlobals();
  useRootStore.setState({ user: null, chat: INITIAL_CHAT });
  await changeLanguage('en');
});

function notification(overrides: Partial<Notification> = {}): Notification {
  return {
    _id: '0190a1b2-0000-7000-8000-000000000001',
    kind: 'saved_search_match',
    title: 'New crop for your search "pyaz"',
    body: 'Nashik Red Onion for ₹2,000/quintal at Nashik.',
    link: '/description/0190a1b2-0000-7000-8000-00000000abcd',
    params: {
      query: 'pyaz',
      productName: 'Nashik Red Onion',
      price: 2000,
      unit: 'quintal',
      address: 'Nashik',
    },
    read: false,
    createdAt: new Date().toISOString(),
    ...overrides,
  };
}

function list(notifications: Notification[]): NotificationList {
  return {
    notifications,
    unreadCount: notifications.filter((n) => !n.read).length,
    totalCount: notifications.length,
    totalPages: 1,
    page: 1,
  };
}

describe('the bell', () => {
  it('shows nothing to a visitor', () => {
    mockFetch([]);
    renderAt(<NotificationBell />);
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });

  it('shows the unread count and counts a notification the socket brings, without a reload', async () => {
    useRootStore.setState({ user: buyer });
    mockFetch([{ path: 'notification/list', body: ok(list([notification()])) }]);
    const { queryClient } = renderAt(<NotificationBell />);
    expect(await screen.findByRole('link', { name: 'Notifications, 1 unread' })).toHaveAttribute(
      'href',
      '/notifications',
    );
    act(() =>
      receiveNotification(queryClient, notification({ _id: '0190a1b2-0000-7000-8000-000000000002' })),
    );
    expect(await screen.findByRole('link', { name: 'Notifications, 2 unread' })).toBeInTheDocument();
    expect(screen.getByTestId('notification-count')).toHaveTextContent('2');
  });

  it('counts chat messages that wait unread too, and says which are which', async () => {
    useRootStore.setState({ user: buyer });
    mockFetch([
      { path: 'notification/list', body: ok(list([])) },
      { path: 'message/unread', body: ok({ total: 2, byUser: { someone: 2 } }) },
    ]);
    renderAt(<NotificationBell />);
    expect(
      await screen.findByRole('link', { name: 'Notifications, 0 unread, and 2 unread in chat' }),
    ).toBeInTheDocument();
    expect(screen.getByTestId('notification-count')).toHaveTextContent('2');
  });
});

describe('/notifications with chat messages waiting', () => {
  it('says how many wait in chat first, with the way to them', async () => {
    useRootStore.setState({ user: buyer });
    mockFetch([
      { path: 'notification/list', body: ok(list([notification()])) },
      { path: 'message/unread', body: ok({ total: 1, byUser: { someone: 1 } }) },
    ]);
    renderAt(<NotificationsPage />);
    expect(await screen.findByText('1 chat message is waiting for you')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open chat' })).toHaveAttribute('href', '/chat');
  });
});

describe('/notifications', () => {
  it('lists each notification in the reader’s language, linking to what it is about, and marks all read', async () => {
    useRootStore.setState({ user: buyer });
    const { requests } = mockFetch([
      {
        path: 'notification/list',
        body: ok(list([notification(), notification({ _id: 'x2', kind: 'wishlist_sold', read: true })])),
      },
      { method: 'POST', path: 'notification/read', body: ok({ unreadCount: 0 }) },
    ]);
    const user = userEvent.setup();
    renderAt(<NotificationsPage />);
    const items = await screen.findByRole('list', { name: 'Notifications' });
    const link = within(items).getByRole('link', { name: /New crop for your search "pyaz"/ });
    expect(link).toHaveAttribute('href', '/description/0190a1b2-0000-7000-8000-00000000abcd');
    expect(link).toHaveTextContent('Nashik Red Onion for ₹2,000/quintal at Nashik.');
    expect(within(items).getByText('A crop in your wishlist is gone')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Mark all as read' }));
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: 'Mark all as read' })).not.toBeInTheDocument(),
    );
    expect(requests.some((r) => r.method === 'POST' && r.path === 'notification/read')).toBe(true);

    await act(() => changeLanguage('hi'));
    expect(await screen.findByText('आपकी खोज "pyaz" के लिए नई फ़सल')).toBeInTheDocument();
    expect(screen.getByText('Nashik Red Onion ₹2,000/क्विंटल में, Nashik।')).toBeInTheDocument();
  });

  it('marks a notification read when it is tapped, and only that one', async () => {
    useRootStore.setState({ user: buyer });
    const { requests } = mockFetch([
      {
        path: 'notification/list',
        body: ok(list([notification(), notification({ _id: 'x2', kind: 'wishlist_sold' })])),
      },
      { method: 'POST', path: 'notification/read', body: ok({ unreadCount: 1 }) },
    ]);
    const user = userEvent.setup();
    renderAt(<NotificationsPage />);
    const items = await screen.findByRole('list', { name: 'Notifications' });
    await user.click(within(items).getByRole('link', { name: /New crop for your search "pyaz"/ }));
    await waitFor(() =>
      expect(requests.find((r) => r.method === 'POST' && r.path === 'notification/read')).toBeDefined(),
    );
    const read = requests.find((r) => r.method === 'POST' && r.path === 'notification/read');
    expect(JSON.parse(String(read?.body))).toEqual({ ids: [notification()._id] });
  });

  it('offers Renew on an expiring-soon notice, which renews that listing in one tap', async () => {
    useRootStore.setState({ user: buyer });
    const listingId = '0190a1b2-0000-7000-8000-00000000beef';
    const { requests } = mockFetch([
      {
        path: 'notification/list',
        body: ok(
          list([
            notification({
              kind: 'listing_expiring',
              link: `/description/${listingId}`,
              params: { productName: 'Green Chilli' },
            }),
          ]),
        ),
      },
      {
        method: 'POST',
        path: `product/renew/${listingId}`,
        body: ok(
          { product: { ...product({ productName: 'Green Chilli' }), _id: listingId } },
          'Listing renewed',
        ),
      },
    ]);
    const user = userEvent.setup();
    renderAt(<NotificationsPage />);
    await user.click(await screen.findByRole('button', { name: 'Renew: Green Chilli' }));
    await waitFor(() =>
      expect(requests.some((r) => r.method === 'POST' && r.path === `product/renew/${listingId}`)).toBe(true),
    );
    expect(await screen.findByText('Listing renewed')).toBeInTheDocument();
    // Other notices have no such button.
    expect(screen.getAllByRole('button', { name: /^Renew/ })).toHaveLength(1);
  });

  it('tells the farmer how many offers came and the best, with its buyer’s stars only when there are some', async () => {
    useRootStore.setState({ user: buyer });
    const deadline = (id: string, name: string, stars: string | number) =>
      notification({
        _id: id,
        kind: 'offers_deadline',
        link: '/offers/0190a1b2-0000-7000-8000-00000000abcd',
        params: { productName: 'Nashik Red Onion', count: 2, price: 1850, unit: 'quintal', name, stars },
      });
    mockFetch([
      {
        path: 'notification/list',
        body: ok(list([deadline('n1', 'Sunita', 4.6), deadline('n2', 'Vikram', '')])),
      },
    ]);
    renderAt(<NotificationsPage />);
    const items = await screen.findByRole('list', { name: 'Notifications' });
    const links = within(items).getAllByRole('link', { name: /Time for offers is over: Nashik Red Onion/ });
    expect(links[0]).toHaveAttribute('href', '/offers/0190a1b2-0000-7000-8000-00000000abcd');
    expect(links[0]).toHaveTextContent('2 offers; best ₹1,850/quintal from Sunita (★4.6)');
    expect(within(links[1]!).getByText('2 offers; best ₹1,850/quintal from Vikram')).toBeInTheDocument();
  });

  it('says so when there are none', async () => {
    useRootStore.setState({ user: buyer });
    mockFetch([{ path: 'notification/list', body: ok(list([])) }]);
    renderAt(<NotificationsPage />);
    expect(await screen.findByText(/No notifications yet/)).toBeInTheDocument();
  });
});

/** A saved search's filter fields when none was kept. */
const NO_SAVED_FILTERS = {
  minPrice: null,
  priceUnit: null,
  category: null,
  organic: false,
  grade: null,
  inStock: false,
} satisfies Partial<SavedSearch>;

describe('saved searches', () => {
  it('saves the search on /search and says why when the limit is reached', async () => {
    useRootStore.setState({ user: buyer });
    const saved: SavedSearch = {
      _id: 's1',
      query: 'onion',
      address: 'Nashik',
      pincode: null,
      radiusKm: 25,
      maxPrice: null,
      ...NO_SAVED_FILTERS,
      createdAt: new Date().toISOString(),
    };
    const { requests } = mockFetch([
      { method: 'POST', path: 'search/saved', status: 201, body: ok({ savedSearch: saved }) },
    ]);
    const user = userEvent.setup();
    renderAt(<SaveSearchButton query="onion" address="Nashik" radiusKm={25} />);
    await user.click(screen.getByRole('button', { name: 'Save this search' }));
    // A budget that is not a number is said at once, and nothing is sent.
    const budget = screen.getByLabelText('Most you would pay (₹ a unit, optional)');
    await user.type(budget, 'cheap');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(/number/i);
    expect(requests.filter((r) => r.method === 'POST')).toHaveLength(0);
    await user.clear(budget);
    await user.type(budget, '2400');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(
      await screen.findByText('Saved. We will tell you when a matching crop is posted.'),
    ).toBeInTheDocument();
    const sent = requests.find((r) => r.method === 'POST');
    expect(JSON.parse(String(sent?.body))).toEqual({
      query: 'onion',
      address: 'Nashik',
      radiusKm: 25,
      maxPrice: '2400',
    });

    mockFetch([
      {
        method: 'POST',
        path: 'search/saved',
        status: 409,
        body: fail('saved_search_limit', 'server.savedSearchLimit'),
      },
    ]);
    await user.click(screen.getByRole('button', { name: 'Save this search' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(SERVER_MESSAGES.savedSearchLimit)).toBeInTheDocument();
  });

  it('lists the saved searches and deletes one; the delete button is a 48 px target', async () => {
    useRootStore.setState({ user: buyer });
    const search: SavedSearch = {
      _id: 's1',
      query: 'aloo',
      address: null,
      pincode: '422001',
      radiusKm: 50,
      maxPrice: 1500,
      ...NO_SAVED_FILTERS,
      createdAt: new Date().toISOString(),
    };
    mockFetch([
      { path: 'search/saved', body: ok({ savedSearches: [search] }) },
      { method: 'DELETE', path: 'search/saved/s1', body: ok({}) },
    ]);
    const user = userEvent.setup();
    renderAt(<SavedSearchesPage />);
    expect(await screen.findByText('near 422001 · within 50 km · up to ₹1,500')).toBeInTheDocument();
    const remove = screen.getByRole('button', { name: 'Delete the saved search aloo' });
    expect(remove.className).toContain('size-12');
    await user.click(remove);
    expect(await screen.findByText('Saved search deleted')).toBeInTheDocument();
    expect(screen.queryByText('aloo')).not.toBeInTheDocument();
    // jsdom has no service worker: the alerts switch says the browser cannot.
    expect(await screen.findByText('This browser cannot show alerts from KisanSetu.')).toBeInTheDocument();
  });

  it("keeps the search page's filters with the search and says which, in words", async () => {
    useRootStore.setState({ user: buyer });
    const saved: SavedSearch = {
      _id: 's2',
      query: 'onion',
      address: null,
      pincode: null,
      radiusKm: null,
      maxPrice: 30,
      ...NO_SAVED_FILTERS,
      priceUnit: 'kg',
      category: 'vegetable',
      organic: true,
      grade: 'A',
      createdAt: new Date().toISOString(),
    };
    const { requests } = mockFetch([
      { method: 'POST', path: 'search/saved', status: 201, body: ok({ savedSearch: saved }) },
    ]);
    const user = userEvent.setup();
    renderAt(
      <SaveSearchButton
        query="onion"
        filters={{ category: 'vegetable', maxPrice: 30, organic: true, grade: 'A' }}
      />,
    );
    await user.click(screen.getByRole('button', { name: 'Save this search' }));
    expect(
      screen.getByText('Kept with the search: Vegetables · Organic · Grade A · up to ₹30 / kg'),
    ).toBeInTheDocument();
    // The price is the filter's, per kg as the page compares it: no second price box.
    expect(screen.queryByLabelText('Most you would pay (₹ a unit, optional)')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    // Saved: the form closes back to its button.
    expect(await screen.findByRole('button', { name: 'Save this search' })).toBeInTheDocument();
    const sent = requests.find((r) => r.method === 'POST');
    expect(JSON.parse(String(sent?.body))).toEqual({
      query: 'onion',
      category: 'vegetable',
      maxPrice: 30,
      priceUnit: 'kg',
      organic: true,
      grade: 'A',
    });
  });

  it('shows a saved search with its filters in words and opens it with them', async () => {
    useRootStore.setState({ user: buyer });
    const search: SavedSearch = {
      _id: 's3',
      query: 'wheat',
      address: null,
      pincode: '422001',
      radiusKm: 50,
      maxPrice: 2800,
      ...NO_SAVED_FILTERS,
      minPrice: 2000,
      priceUnit: 'quintal',
      grade: 'A',
      inStock: true,
      createdAt: new Date().toISOString(),
    };
    mockFetch([{ path: 'search/saved', body: ok({ savedSearches: [search] }) }]);
    const user = userEvent.setup();
    renderAt(<SavedSearchesPage />, { path: '/saved-searches' });
    expect(
      await screen.findByText('near 422001 · within 50 km · Grade A · In stock · ₹2,000 to ₹2,800 / quintal'),
    ).toBeInTheDocument();
    const open = screen.getByRole('link', { name: 'wheat' });
    expect(open).toHaveAttribute(
      'href',
      '/search?name=wheat&pincode=422001&radiusKm=50&minPrice=2000&maxPrice=2800&priceUnit=quintal&grade=A&inStock=true',
    );
    await user.click(open);
    expect(await screen.findByTestId('location')).toHaveTextContent('/search');
  });
});
