import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { useRootStore } from '@/lib/store';
import { mockFetch, ok } from '@/test/fetch-mock';
import { buyer } from '@/test/fixtures';
import { renderAt } from '@/test/render';
import { deal } from '@/test/deal-fixtures';
import { loadDealsPage } from '../index';

const { Component: DealsPage } = await loadDealsPage();

afterEach(() => useRootStore.setState({ user: null }));

function list(status: string, deals: ReturnType<typeof deal>[], page = 1, totalPages = 1) {
  void status;
  return { path: 'deal/mine', body: ok({ deals, totalCount: deals.length, totalPages, page }) };
}

describe('My deals', () => {
  it('opens the tab the URL names, asks for that status, and links each deal to its chat', async () => {
    useRootStore.setState({ user: buyer });
    const { requests } = mockFetch([list('accepted', [deal({ status: 'accepted' })])]);
    renderAt(<DealsPage />, { path: '/deals?status=accepted', route: '/deals' });
    const tabs = screen.getByRole('navigation', { name: 'Deals by status' });
    expect(within(tabs).getByRole('link', { name: 'Agreed' })).toHaveAttribute('aria-current', 'page');
    expect(within(tabs).getByRole('link', { name: 'Open' })).not.toHaveAttribute('aria-current');
    const card = await screen.findByRole('article', { name: 'Nashik red onion' });
    expect(within(card).getByText('Agreed')).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: /Chat with .Ramesh Patel./ })).toHaveAttribute(
      'href',
      '/chat/0190a000-0000-7000-8000-000000000002',
    );
    expect(requests.map((r) => r.url)).toContain('/api/v1/deal/mine?status=accepted&page=1');
  });

  it('shows Open without a status, switches tabs through the URL, and says when a tab is empty', async () => {
    useRootStore.setState({ user: buyer });
    const { requests } = mockFetch([list('any', [])]);
    const { router } = renderAt(<DealsPage />, { path: '/deals', route: '/deals' });
    const tabs = screen.getByRole('navigation', { name: 'Deals by status' });
    expect(within(tabs).getByRole('link', { name: 'Open' })).toHaveAttribute('aria-current', 'page');
    expect(
      await screen.findByText('No open offers. Make an offer from a chat about a crop.'),
    ).toBeInTheDocument();
    await userEvent.setup().click(within(tabs).getByRole('link', { name: 'Done' }));
    expect(router.state.location.search).toBe('?status=done');
    expect(await screen.findByText('No finished deals yet.')).toBeInTheDocument();
    await waitFor(() => expect(requests.map((r) => r.url)).toContain('/api/v1/deal/mine?status=done&page=1'));
    expect(requests.map((r) => r.url)).toContain('/api/v1/deal/mine?status=proposed&page=1');
  });

  it('loads more with Load More', async () => {
    useRootStore.setState({ user: buyer });
    const { fetchMock } = mockFetch([]);
    fetchMock.mockImplementation(async (input: RequestInfo | URL) => {
      const url = new URL(String(input), 'http://localhost');
      const page = Number(url.searchParams.get('page'));
      const item = deal({ _id: `deal-${page}`, product: { ...deal().product, productName: `Crop ${page}` } });
      return new Response(JSON.stringify(ok({ deals: [item], totalCount: 2, totalPages: 2, page })), {
        status: 200,
        headers: { 'Content-Type': 'application/json' },
      });
    });
    renderAt(<DealsPage />, { path: '/deals', route: '/deals' });
    expect(await screen.findByRole('article', { name: 'Crop 1' })).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Load More' }));
    expect(await screen.findByRole('article', { name: 'Crop 2' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Load More' })).toBeNull();
  });
});
