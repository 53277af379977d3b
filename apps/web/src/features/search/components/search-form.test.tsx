import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithQueries as render } from '@/test/render';
import { SearchForm } from './search-form';

describe('Search form', () => {
  it("shows 'Please enter product name' once the name is emptied (and nothing else is given)", async () => {
    const user = userEvent.setup();
    render(<SearchForm initial={{ name: '' }} onSearch={vi.fn()} />);
    const name = screen.getByLabelText('Product name');
    await user.type(name, 'P');
    await user.clear(name);
    expect(await screen.findByText('Please enter product name')).toBeInTheDocument();
  });

  it('does not search with an empty form', async () => {
    const user = userEvent.setup();
    const onSearch = vi.fn();
    render(<SearchForm initial={{ name: '' }} onSearch={onSearch} />);
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByText('Please enter product name')).toBeInTheDocument();
    expect(onSearch).not.toHaveBeenCalled();
  });

  it('searches with the trimmed name, and asks only for the crop: where is the where chip’s', async () => {
    const user = userEvent.setup();
    const onSearch = vi.fn();
    render(<SearchForm initial={{ name: '' }} onSearch={onSearch} />);
    expect(screen.queryByLabelText('Address')).toBeNull();
    expect(screen.getAllByRole('combobox')).toHaveLength(1);
    expect(screen.queryAllByRole('searchbox')).toHaveLength(0);
    await user.type(screen.getByLabelText('Product name'), '  Basmati ');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(onSearch).toHaveBeenCalledWith('Basmati'));
  });
});
