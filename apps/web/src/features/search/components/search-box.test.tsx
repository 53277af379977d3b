import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse, delay } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { changeLanguage } from '@/lib/i18n';
import { ok } from '@/test/fetch-mock';
import { server } from '@/test/msw-server';
import { renderWithQueries } from '@/test/render';
import { SearchBox } from './search-box';

const SUGGESTIONS: Record<string, string[]> = {
  po: ['Potato', 'Pomegranate', 'Potato (Kufri Jyoti)'],
  pot: ['Potato', 'Potato (Kufri Jyoti)'],
  आ: ['आलू', 'आम'],
};

/** The suggest call on the test network: answers from SUGGESTIONS and records every request with its signal. */
function suggestServer({ wait = 0 }: { wait?: number } = {}) {
  const requests: { q: string; lang: string; signal: AbortSignal }[] = [];
  server.use(
    http.get('*/api/v1/product/suggest', async ({ request }) => {
      const url = new URL(request.url);
      const q = url.searchParams.get('q') ?? '';
      requests.push({ q, lang: url.searchParams.get('lang') ?? '', signal: request.signal });
      if (wait) await delay(wait);
      return HttpResponse.json(ok({ suggestions: SUGGESTIONS[q] ?? [] }));
    }),
  );
  return requests;
}

function renderBox(onPick = vi.fn()) {
  renderWithQueries(
    <form onSubmit={(event) => event.preventDefault()}>
      <SearchBox label="Product name" name="name" type="search" onPick={onPick} />
    </form>,
  );
  return { onPick, box: screen.getByRole('combobox', { name: 'Product name' }) };
}

afterEach(async () => {
  await changeLanguage('en');
});

describe('Search box suggestions', () => {
  it('asks once typing pauses (not once a letter), with the UI language, and lists what came back', async () => {
    const requests = suggestServer();
    const user = userEvent.setup();
    const { box } = renderBox();
    expect(box).toHaveAttribute('aria-expanded', 'false');
    expect(box).toHaveAttribute('aria-autocomplete', 'list');
    await user.type(box, 'po');
    const list = await screen.findByRole('listbox', { name: 'Suggestions' });
    expect(
      within(list)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(SUGGESTIONS.po);
    expect(box).toHaveAttribute('aria-expanded', 'true');
    expect(box).toHaveAttribute('aria-controls', list.id);
    // 'p' and 'po' were typed within 200 ms: one request, for 'po'.
    expect(requests.map(({ q, lang }) => `${q}|${lang}`)).toEqual(['po|en']);
  });

  it('moves through the list with the arrow keys and chooses with Enter, keeping the focus in the box', async () => {
    suggestServer();
    const user = userEvent.setup();
    const { box, onPick } = renderBox();
    await user.type(box, 'po');
    const options = await screen.findAllByRole('option');
    expect(box).not.toHaveAttribute('aria-activedescendant');

    await user.keyboard('{ArrowDown}');
    expect(box).toHaveAttribute('aria-activedescendant', options[0]!.id);
    expect(options[0]).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}');
    // Past the last option it comes back to the first.
    expect(box).toHaveAttribute('aria-activedescendant', options[0]!.id);
    await user.keyboard('{ArrowUp}');
    expect(box).toHaveAttribute('aria-activedescendant', options[2]!.id);
    expect(options[0]).toHaveAttribute('aria-selected', 'false');
    expect(box).toHaveFocus();

    await user.keyboard('{Enter}');
    expect(onPick).toHaveBeenCalledWith('Potato (Kufri Jyoti)');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(box).toHaveAttribute('aria-expanded', 'false');
  });

  it('Escape closes the list and keeps the text; ArrowDown opens it again; Enter with nothing highlighted submits', async () => {
    suggestServer();
    const user = userEvent.setup();
    const onSubmit = vi.fn((event: SubmitEvent) => event.preventDefault());
    const { box, onPick } = renderBox();
    box.closest('form')!.addEventListener('submit', onSubmit);
    await user.type(box, 'po');
    await screen.findByRole('listbox');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(box).toHaveValue('po');
    await user.keyboard('{ArrowDown}');
    expect(await screen.findByRole('listbox')).toBeInTheDocument();
    await user.keyboard('{Enter}');
    expect(onPick).not.toHaveBeenCalled();
    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
  });

  it('a tap on a suggestion chooses it', async () => {
    suggestServer();
    const user = userEvent.setup();
    const { box, onPick } = renderBox();
    await user.type(box, 'po');
    await user.click(await screen.findByRole('option', { name: 'Pomegranate' }));
    expect(onPick).toHaveBeenCalledWith('Pomegranate');
    expect(box).toHaveFocus();
  });

  it('asks nothing for an empty box, and shows nothing once it is emptied', async () => {
    const requests = suggestServer();
    const user = userEvent.setup();
    const { box } = renderBox();
    await user.type(box, '   ');
    await act(() => delay(300));
    expect(requests).toEqual([]);
    await user.clear(box);
    await user.type(box, 'po');
    await screen.findByRole('listbox');
    await user.clear(box);
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
  });

  it('cancels the request for older text when newer text supersedes it', async () => {
    const requests = suggestServer({ wait: 400 });
    const user = userEvent.setup();
    const { box } = renderBox();
    await user.type(box, 'po');
    await waitFor(() => expect(requests.map((r) => r.q)).toEqual(['po']));
    await user.type(box, 't');
    await waitFor(() => expect(requests.map((r) => r.q)).toEqual(['po', 'pot']));
    expect(requests[0]!.signal.aborted).toBe(true);
    expect(requests[1]!.signal.aborted).toBe(false);
    const list = await screen.findByRole('listbox');
    await waitFor(() =>
      expect(
        within(list)
          .getAllByRole('option')
          .map((option) => option.textContent),
      ).toEqual(SUGGESTIONS.pot),
    );
  });

  it('asks in Hindi for a Hindi reader', async () => {
    const requests = suggestServer();
    await changeLanguage('hi');
    const user = userEvent.setup();
    renderWithQueries(<SearchBox label="फ़सल का नाम" onPick={vi.fn()} />);
    await user.type(screen.getByRole('combobox'), 'आ');
    expect(await screen.findByRole('option', { name: 'आलू' })).toBeInTheDocument();
    expect(requests.map(({ q, lang }) => `${q}|${lang}`)).toEqual(['आ|hi']);
  });
});
