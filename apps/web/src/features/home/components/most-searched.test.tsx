import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { renderAt } from '@/test/render';
import { MostSearched } from './most-searched';

function SearchProbe() {
  const location = useLocation();
  return (
    <p data-testid="arrived">{`${location.pathname}${location.search} ${JSON.stringify(location.state)}`}</p>
  );
}

describe('Most Searched', () => {
  it('opens /search?name=<the crop> and asks for its results to be shown', async () => {
    const user = userEvent.setup();
    renderAt(<MostSearched />, { path: '/', extraRoutes: [{ path: '/search', Component: SearchProbe }] });
    const crops = screen.getByRole('region', { name: 'Most Searched' });
    expect(within(crops).getAllByRole('button')).toHaveLength(11);
    await user.click(screen.getByRole('button', { name: 'Wheat' }));
    expect(await screen.findByTestId('arrived')).toHaveTextContent(
      '/search?name=Wheat {"focusResults":true}',
    );
  });
});
