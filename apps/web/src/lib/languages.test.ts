import { afterEach, describe, expect, it, vi } from 'vitest';
import { LANGUAGE_INFO, intlLocale, isAvailableLanguage, languageFromBrowser } from './languages';
import { LANGUAGE_STORAGE_KEY, changeLanguage, initialLanguage } from './i18n';

afterEach(async () => {
  vi.restoreAllMocks();
  await changeLanguage('en');
  localStorage.clear();
});

describe('the languages', () => {
  it('names all nine in their own scripts, each with its Indian locale', () => {
    expect(
      Object.fromEntries(Object.entries(LANGUAGE_INFO).map(([lang, info]) => [lang, info.name])),
    ).toEqual({
      en: 'English',
      hi: 'हिन्दी',
      mr: 'मराठी',
      pa: 'ਪੰਜਾਬੀ',
      gu: 'ગુજરાતી',
      bn: 'বাংলা',
      ta: 'தமிழ்',
      te: 'తెలుగు',
      kn: 'ಕನ್ನಡ',
    });
    expect(intlLocale('mr')).toBe('mr-IN');
    expect(intlLocale('ta-IN')).toBe('ta-IN');
    expect(intlLocale('fr')).toBe('en-IN');
  });

  it('offers only a language whose texts are registered', () => {
    expect(isAvailableLanguage('en')).toBe(true);
    expect(isAvailableLanguage('hi')).toBe(true);
    expect(isAvailableLanguage('xx')).toBe(false);
    expect(isAvailableLanguage(null)).toBe(false);
  });
});

describe('the first visit', () => {
  it("follows the browser's languages: the first the app has, by primary subtag", () => {
    expect(languageFromBrowser(['hi-IN', 'en-GB'])).toBe('hi');
    expect(languageFromBrowser(['en-IN', 'hi'])).toBe('en');
    expect(languageFromBrowser(['fr-FR', 'HI'])).toBe('hi');
    expect(languageFromBrowser(['fr-FR', 'de'])).toBe('en');
    expect(languageFromBrowser([])).toBe('en');
    // Tamil first, once its texts are registered; until then the next language the phone lists.
    expect(languageFromBrowser(['ta-IN', 'hi-IN'], ['en', 'hi', 'ta'])).toBe('ta');
    expect(languageFromBrowser(['ta-IN', 'hi-IN'], ['en', 'hi'])).toBe('hi');
    expect(languageFromBrowser(['mr_IN'], ['en', 'hi', 'mr'])).toBe('mr');
  });

  it('uses navigator.languages when nothing is remembered, and the remembered choice over it', async () => {
    vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['hi-IN', 'en-US']);
    expect(initialLanguage()).toBe('hi');
    localStorage.setItem(LANGUAGE_STORAGE_KEY, 'en');
    expect(initialLanguage()).toBe('en');
    // A remembered language that is no longer offered falls back to the browser's.
    localStorage.setItem(LANGUAGE_STORAGE_KEY, 'xx');
    expect(initialLanguage()).toBe('hi');
  });

  it('remembers a choice and sets <html lang>', async () => {
    await changeLanguage('hi');
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('hi');
    expect(document.documentElement.lang).toBe('hi');
    expect(initialLanguage()).toBe('hi');
    await changeLanguage('en');
    expect(document.documentElement.lang).toBe('en');
  });
});
