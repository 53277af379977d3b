import { act, render, screen } from '@testing-library/react';
import { createElement } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { en } from '@/locales/en';
import { hi } from '@/locales/hi';
import {
  LANGUAGE_STORAGE_KEY,
  changeLanguage,
  i18n,
  initialLanguage,
  translateMessage,
  useTranslation,
} from './i18n';

afterEach(async () => {
  await changeLanguage('en');
});

describe('translator', () => {
  it('interpolates {{values}} and leaves a missing one as it is', () => {
    expect(i18n.t('upload.progress', { percent: 40 })).toBe('Uploading: 40%');
    expect(i18n.t('product.photoNOfName', { name: 'Wheat', n: 2, total: 3 })).toBe('Wheat, photo 2 of 3');
    expect(i18n.t('profile.updateNamed')).toBe('Update {{name}}');
    expect(i18n.t('profile.updateNamed', {})).toBe('Update {{name}}');
  });

  it('picks the plural form by count with the language’s own rules', async () => {
    expect(i18n.t('nav.wishlistCount', { count: 1 })).toBe('Wishlist, 1 item');
    expect(i18n.t('nav.wishlistCount', { count: 0 })).toBe('Wishlist, 0 items');
    expect(i18n.t('search.resultCount', { count: 12 })).toBe('12 products found');
    await changeLanguage('hi');
    // Hindi counts 0 and 1 as "one".
    expect(i18n.t('nav.wishlistCount', { count: 0 })).toBe('पसंद-सूची, 0 चीज़');
    expect(i18n.t('nav.wishlistCount', { count: 5 })).toBe('पसंद-सूची, 5 चीज़ें');
  });

  it('falls back to English for a key Hindi lacks, and shows an unknown key as it is', async () => {
    await changeLanguage('hi');
    const table = hi as Record<string, string>;
    const saved = table['nav.products'];
    delete table['nav.products'];
    try {
      expect(i18n.t('nav.products')).toBe(en['nav.products']);
    } finally {
      table['nav.products'] = saved!;
    }
    expect(i18n.t('no.such.key' as 'nav.products')).toBe('no.such.key');
  });

  it('switches language: Hindi fetched, choice remembered, <html lang> set, components re-rendered', async () => {
    function Probe() {
      const { t, i18n: instance } = useTranslation();
      return createElement('p', { 'data-language': instance.language }, t('home.latest'));
    }
    render(createElement(Probe));
    expect(screen.getByText(en['home.latest'])).toHaveAttribute('data-language', 'en');
    await act(() => changeLanguage('hi'));
    expect(screen.getByText(hi['home.latest'])).toHaveAttribute('data-language', 'hi');
    expect(document.documentElement.lang).toBe('hi');
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('hi');
    expect(initialLanguage()).toBe('hi');
    await act(() => changeLanguage('en'));
    expect(screen.getByText(en['home.latest'])).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('en');
  });

  it('translates a server text through its contract key, and leaves an unknown text as it came', async () => {
    await changeLanguage('hi');
    expect(translateMessage(en['validation.emailRequired'])).toBe(hi['validation.emailRequired']);
    expect(translateMessage('Something only the server says')).toBe('Something only the server says');
  });
});
