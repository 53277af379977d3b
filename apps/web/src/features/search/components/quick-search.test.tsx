import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { useLocation } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { useRootStore } from '@/lib/store';
import { buyer } from '@/test/fixtures';
import { ok } from '@/test/fetch-mock';
import { server } from '@/test/msw-server';
import { renderAt } from '@/test/render';
import { QuickSearch } from './quick-search';

function SearchProbe() {
  const location = useLocation();
  return (
    <p data-testid="arrived">{`${location.pathname}${location.search} ${JSON.stringify(location.state)}`}</p>
  );
}

function renderHome() {
  return renderAt(<QuickSearch />, { path: '/', extraRoutes: [{ path: '/search', Component: SearchProbe }] });
}

afterEach(() => useRootStore.setState({ user: null }));

describe("Home page's search bar", () => {
  it('opens /search?name=<the typed name> (across India) and asks for its results to be shown', async () => {
    useRootStore.setState({ user: buyer });
    const user = userEvent.setup();
    renderHome();
    expect(screen.getByRole('search', { name: 'Search produce' })).toBeInTheDocument();
    await user.type(screen.getByRole('combobox', { name: 'What do you want to buy?' }), ' tomato {Enter}');
    // The signed-in buyer's address is not applied: a name typed on the home page is looked for everywhere.
    expect(await screen.findByTestId('arrived')).toHaveTextContent(
      '/search?name=tomato {"focusResults":true}',
    );
  });

  it("says 'Please enter product name' for an empty box and stays", async () => {
    const user = userEvent.setup();
    renderHome();
    await user.click(screen.getByRole('button', { name: 'Search' }));
    const box = screen.getByRole('combobox', { name: 'What do you want to buy?' });
    expect(box).toHaveAccessibleDescription('Please enter product name');
    expect(screen.queryByTestId('arrived')).not.toBeInTheDocument();
    await user.type(box, 'w');
    expect(box).not.toHaveAccessibleDescription();
  });

  it('searches a suggestion when it is tapped', async () => {
    server.use(
      http.get('*/api/v1/product/suggest', () =>
        HttpResponse.json(ok({ suggestions: ['Tomato', 'Toor dal'] })),
      ),
    );
    const user = userEvent.setup();
    renderHome();
    await user.type(screen.getByRole('combobox', { name: 'What do you want to buy?' }), 'to');
    await user.click(await screen.findByRole('option', { name: 'Toor dal' }));
    await waitFor(() => expect(screen.getByTestId('arrived')).toHaveTextContent('/search?name=Toor+dal'));
  });
});
