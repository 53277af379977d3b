import { afterEach, describe, expect, it, vi } from 'vitest';
import { LANGUAGE_INFO, intlLocale, isAvailableLanguage, languageFromBrowser } from './languages';
import {
  LANGUAGE_COOKIE,
  LANGUAGE_STORAGE_KEY,
  changeLanguage,
  dropLinkLanguage,
  initialLanguage,
} from './i18n';

/** Forgets the language cookie the app set (as a browser with a fresh profile has none). */
const forgetCookie = () => {
  document.cookie = `${LANGUAGE_COOKIE}=;path=/;max-age=0`;
};

afterEach(async () => {
  vi.restoreAllMocks();
  await changeLanguage('en');
  localStorage.clear();
  window.history.replaceState(null, '', '/');
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
    forgetCookie();
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

  it('sets the language cookie the server writes pages in, for a year, whenever the language is set', async () => {
    const cookieWrites = vi.spyOn(document, 'cookie', 'set');
    await changeLanguage('ta');
    expect(document.cookie).toContain(`${LANGUAGE_COOKIE}=ta`);
    expect(cookieWrites).toHaveBeenCalledWith(`${LANGUAGE_COOKIE}=ta;path=/;max-age=31536000;samesite=lax`);
  });

  it("takes a shared link's ?lang when nothing is chosen, then the cookie, and the stored choice over both", () => {
    vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['hi-IN']);
    window.history.replaceState(null, '', '/description/abc?ref=wa&lang=mr#photos');
    document.cookie = `${LANGUAGE_COOKIE}=ta;path=/`;
    expect(initialLanguage()).toBe('mr');
    window.history.replaceState(null, '', '/description/abc?lang=fr');
    expect(initialLanguage()).toBe('ta');
    forgetCookie();
    expect(initialLanguage()).toBe('hi');
    localStorage.setItem(LANGUAGE_STORAGE_KEY, 'gu');
    window.history.replaceState(null, '', '/description/abc?lang=mr');
    expect(initialLanguage()).toBe('gu');
  });

  it('takes ?lang out of the address and nothing else', () => {
    window.history.replaceState({ key: 'k1' }, '', '/search?q=onion&lang=hi&page=2#top');
    dropLinkLanguage();
    expect(`${location.pathname}${location.search}${location.hash}`).toBe('/search?q=onion&page=2#top');
    expect(window.history.state).toEqual({ key: 'k1' });
    window.history.replaceState(null, '', '/description/abc?lang=mr&ref=wa');
    dropLinkLanguage();
    expect(`${location.pathname}${location.search}`).toBe('/description/abc?ref=wa');
    window.history.replaceState(null, '', '/product?lang=mr');
    dropLinkLanguage();
    expect(`${location.pathname}${location.search}`).toBe('/product');
    window.history.replaceState(null, '', '/search?q=a+b&slang=x');
    dropLinkLanguage();
    expect(`${location.pathname}${location.search}`).toBe('/search?q=a+b&slang=x');
  });
});
