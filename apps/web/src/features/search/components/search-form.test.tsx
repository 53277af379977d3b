import type { ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { render as renderPlain, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '@/lib/query-client';
import { renderWithQueries as render } from '@/test/render';
import { SearchForm } from './search-form';

describe('Search form', () => {
  it("shows 'Please enter product name' once the name is emptied (and nothing else is given)", async () => {
    const user = userEvent.setup();
    render(<SearchForm initial={{ name: '', address: '' }} onSearch={vi.fn()} />);
    const name = screen.getByLabelText('Product name');
    await user.type(name, 'P');
    await user.clear(name);
    expect(await screen.findByText('Please enter product name')).toBeInTheDocument();
  });

  it('does not search with an empty form', async () => {
    const user = userEvent.setup();
    const onSearch = vi.fn();
    render(<SearchForm initial={{ name: '', address: '' }} onSearch={onSearch} />);
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByText('Please enter product name')).toBeInTheDocument();
    expect(onSearch).not.toHaveBeenCalled();
  });

  it('searches with the trimmed name and the prefilled address', async () => {
    const user = userEvent.setup();
    const onSearch = vi.fn();
    render(<SearchForm initial={{ name: '', address: 'Karnal, Haryana' }} onSearch={onSearch} />);
    expect(screen.getByLabelText('Address')).toHaveValue('Karnal, Haryana');
    await user.type(screen.getByLabelText('Product name'), '  Basmati ');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() =>
      expect(onSearch).toHaveBeenCalledWith({ name: 'Basmati', address: 'Karnal, Haryana' }),
    );
  });

  it('fills in an address prefill that arrives after it (the profile), unless an address was typed already', async () => {
    const user = userEvent.setup();
    const empty = { name: '', address: '' };
    const later = { name: '', address: 'Karnal, Haryana' };
    const queryClient = createQueryClient();
    // rerender keeps a wrapper, so the new props reach the same form.
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    );
    const first = renderPlain(<SearchForm initial={empty} onSearch={vi.fn()} />, { wrapper });
    first.rerender(<SearchForm initial={later} onSearch={vi.fn()} />);
    expect(screen.getByLabelText('Address')).toHaveValue('Karnal, Haryana');
    first.unmount();

    const second = renderPlain(<SearchForm initial={empty} onSearch={vi.fn()} />, { wrapper });
    await user.type(screen.getByLabelText('Address'), 'Pune');
    second.rerender(<SearchForm initial={later} onSearch={vi.fn()} />);
    expect(screen.getByLabelText('Address')).toHaveValue('Pune');
  });
});
