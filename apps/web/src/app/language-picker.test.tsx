import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { changeLanguage } from '@/lib/i18n';
import { INITIAL_CHAT, useRootStore } from '@/lib/store';
import { buyer } from '@/test/fixtures';
import { mockFetch, ok } from '@/test/fetch-mock';
import { AVAILABLE_LANGUAGES, LANGUAGE_INFO } from '@/lib/languages';
import { LanguagePicker } from './language-picker';

afterEach(async () => {
  await act(() => changeLanguage('en'));
  vi.unstubAllGlobals();
  useRootStore.setState({ user: null, chat: INITIAL_CHAT });
});

describe('LanguagePicker', () => {
  it('lists every available language in its own script, each option in its own lang', () => {
    render(<LanguagePicker />);
    const picker = screen.getByRole('combobox', { name: 'Language' });
    const options = within(picker).getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual(
      AVAILABLE_LANGUAGES.map((lang) => LANGUAGE_INFO[lang].name),
    );
    expect(options.map((option) => option.getAttribute('lang'))).toEqual([...AVAILABLE_LANGUAGES]);
    expect(within(picker).getByRole('option', { name: 'हिन्दी' })).toHaveAttribute('lang', 'hi');
    expect(picker).toHaveValue('en');
  });

  it('switches the language, remembers it and names itself in the new language', async () => {
    render(<LanguagePicker />);
    const user = userEvent.setup();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Language' }), 'hi');
    const picker = await screen.findByRole('combobox', { name: 'भाषा' });
    expect(picker).toHaveValue('hi');
    expect(document.documentElement.lang).toBe('hi');
    expect(localStorage.getItem('kisansetu.language')).toBe('hi');
  });

  it('stores a signed-in person’s choice on their account, so it follows them to another phone', async () => {
    useRootStore.setState({ user: buyer });
    const { requests } = mockFetch([{ method: 'PUT', path: 'user/alerts', body: ok({}) }]);
    render(<LanguagePicker />);
    const user = userEvent.setup();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Language' }), 'mr');
    await vi.waitFor(() =>
      expect(requests.some((r) => r.method === 'PUT' && r.path === 'user/alerts')).toBe(true),
    );
    const put = requests.find((r) => r.method === 'PUT' && r.path === 'user/alerts')!;
    expect(JSON.parse(String(put.body))).toEqual({ lang: 'mr' });
  });

  it('stores nothing for a visitor', async () => {
    const { requests } = mockFetch([]);
    render(<LanguagePicker />);
    const user = userEvent.setup();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Language' }), 'hi');
    await screen.findByRole('combobox', { name: 'भाषा' });
    expect(requests.filter((r) => r.path === 'user/alerts')).toEqual([]);
  });
});
