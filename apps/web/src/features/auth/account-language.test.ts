import { afterEach, describe, expect, it, vi } from 'vitest';
import { LANGUAGE_STORAGE_KEY, changeLanguage, i18n } from '@/lib/i18n';
import { mockFetch, ok } from '@/test/fetch-mock';
import { followAccountLanguage } from './account-language';

/** GET user/alerts as the server answers it, with the account's language. */
function settings(lang: string) {
  return {
    path: 'user/alerts',
    body: ok({
      channel: 'none',
      kinds: { messages: true, deals: true, requests: false, savedSearches: false },
      sentThisMonth: 0,
      channels: [],
      phoneVerified: false,
      lang,
    }),
  };
}

afterEach(async () => {
  await changeLanguage('en');
  localStorage.clear();
  vi.unstubAllGlobals();
});

describe('The language follows the account at sign-in', () => {
  it('a new phone, where none was chosen, takes the account’s language', async () => {
    localStorage.removeItem(LANGUAGE_STORAGE_KEY);
    mockFetch([settings('hi')]);
    await followAccountLanguage();
    expect(i18n.language).toBe('hi');
  });

  it('the account’s English (the default) never switches a phone', async () => {
    localStorage.removeItem(LANGUAGE_STORAGE_KEY);
    const { requests } = mockFetch([settings('en')]);
    await followAccountLanguage();
    expect(i18n.language).toBe('en');
    expect(requests.filter((r) => r.method === 'PUT')).toEqual([]);
  });

  it('a language chosen on this phone stays, and is given to the account', async () => {
    await changeLanguage('ta');
    const { requests } = mockFetch([settings('hi'), { method: 'PUT', path: 'user/alerts', body: ok({}) }]);
    await followAccountLanguage();
    expect(i18n.language).toBe('ta');
    const put = requests.find((r) => r.method === 'PUT')!;
    expect(JSON.parse(String(put.body))).toEqual({ lang: 'ta' });
  });
});
