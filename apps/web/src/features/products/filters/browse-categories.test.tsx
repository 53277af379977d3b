import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderAt } from '@/test/render';
import { BrowseCategories } from './browse-categories';

describe('Categories to browse on the home page', () => {
  it('open the product list narrowed to the category tapped', async () => {
    const user = userEvent.setup();
    const { router } = renderAt(<BrowseCategories />, { path: '/' });
    const row = await screen.findByRole('region', { name: 'Browse by category' });
    expect(screen.getByRole('heading', { name: 'Browse by category', level: 2 })).toBeInTheDocument();
    expect(within(row).getAllByRole('link')).toHaveLength(11);
    const vegetables = within(row).getByRole('link', { name: 'Vegetables' });
    expect(vegetables).toHaveAttribute('href', '/product?category=vegetable');
    await user.click(vegetables);
    expect(router.state.location.pathname).toBe('/product');
    expect(router.state.location.search).toBe('?category=vegetable');
  });
});
