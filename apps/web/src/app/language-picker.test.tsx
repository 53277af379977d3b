import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { changeLanguage } from '@/lib/i18n';
import { AVAILABLE_LANGUAGES, LANGUAGE_INFO } from '@/lib/languages';
import { LanguagePicker } from './language-picker';

afterEach(async () => {
  await act(() => changeLanguage('en'));
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
});
