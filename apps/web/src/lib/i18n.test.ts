import { act, render, screen } from '@testing-library/react';
import { createElement } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { en } from '@/locales/english';
import type { Translations } from '@/locales/keys';
import hiTexts from 'virtual:texts/hi';
import { isApiError, parseEnvelope } from './api-client';
import {
  LANGUAGE_STORAGE_KEY,
  changeLanguage,
  i18n,
  initialLanguage,
  translateMessage,
  useTranslation,
} from './i18n';
import { failureText } from './error-text';

const hi = hiTexts as Translations;

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

  it('translates a message by its contract key, never by its English text', async () => {
    await changeLanguage('hi');
    expect(translateMessage('validation.emailRequired')).toBe(hi['validation.emailRequired']);
    // The English text itself is not a key: it is shown as it came, not looked up.
    expect(translateMessage(en['validation.emailRequired'])).toBe(en['validation.emailRequired']);
    expect(translateMessage('Something only the server says')).toBe('Something only the server says');
  });
});

describe('server messages by key', () => {
  const refusal = (body: unknown) => {
    try {
      parseEnvelope(400, body);
    } catch (error) {
      return error;
    }
    throw new Error('parseEnvelope accepted a failure');
  };

  it('shows a field error in Hindi by the key in `fieldKeys`, whatever the English text says', async () => {
    const error = refusal({
      success: false,
      message: 'PIN code must be 6 digits',
      errors: {
        code: 'validation_failed',
        message: 'PIN code must be 6 digits',
        key: 'validation.pincodeInvalid',
        fields: { pincode: 'PIN code must be 6 digits' },
        fieldKeys: { pincode: 'validation.pincodeInvalid' },
      },
    });
    await changeLanguage('hi');
    expect(isApiError(error) && error.fields?.pincode).toBe('validation.pincodeInvalid');
    expect(translateMessage(isApiError(error) ? error.fields!.pincode! : '')).toBe(
      hi['validation.pincodeInvalid'],
    );
    expect(failureText(error, 'fallback')).toBe(hi['validation.pincodeInvalid']);
  });

  it('translates two keys that share one English text each as its own language says', async () => {
    // 'Please enter product name' is both a validation rule's text and a toast's: by key they need not agree.
    expect(en['validation.searchNameRequired']).toBe(en['toast.pleaseEnterProductName']);
    const table = hi as Record<string, string>;
    const saved = table['toast.pleaseEnterProductName'];
    table['toast.pleaseEnterProductName'] = 'खोजने के लिए फ़सल का नाम लिखें';
    try {
      await changeLanguage('hi');
      expect(translateMessage('validation.searchNameRequired')).toBe(hi['validation.searchNameRequired']);
      expect(translateMessage('toast.pleaseEnterProductName')).toBe('खोजने के लिए फ़सल का नाम लिखें');
      expect(hi['validation.searchNameRequired']).not.toBe('खोजने के लिए फ़सल का नाम लिखें');
    } finally {
      table['toast.pleaseEnterProductName'] = saved!;
    }
  });

  it('falls back to the code when an answer has no key, and to the caller’s text when it has neither', async () => {
    await changeLanguage('hi');
    const noKey = refusal({ success: false, errors: { code: 'not_found', message: 'Gone somewhere' } });
    expect(failureText(noKey, 'fallback')).toBe(hi['server.notFound']);
    const unknown = refusal({ success: false, errors: { code: 'request_closed', message: 'Closed' } });
    expect(failureText(unknown, 'fallback')).toBe('fallback');
  });
});
