import { useSyncExternalStore } from 'react';
import { LANGUAGE_COOKIE } from '@kisansetu/contract';
import { englishFirstRoute } from '@/locales/english-first-route';
import type { TranslationKey } from '@/locales/keys';
import {
  AVAILABLE_LANGUAGES,
  intlLocale,
  isAvailableLanguage,
  languageFromBrowser,
  loaderOf,
  type AppLanguage,
} from './languages';

/*
 * The app's translator: flat key → text tables (en bundled, every other language its own chunk fetched when chosen;
 * the registry of languages is lib/languages.ts), `{{name}}` interpolation,
 * plurals by Intl.PluralRules (`key_one` / `key_other`, chosen by `count`), English for a key a language lacks.
 * It replaces i18next + react-i18next, which weighed far more of the first route, with the little the app uses of
 * them; docs/decisions/0005-web-entry-budget.md. The call-site API is theirs: `const { t, i18n } = useTranslation()`.
 */

/** The languages that can be chosen now (English and each registered table; lib/languages.ts). */
export const LANGUAGES: readonly AppLanguage[] = AVAILABLE_LANGUAGES;
export const LANGUAGE_STORAGE_KEY = 'kisansetu.language';
export { LANGUAGE_COOKIE };

type PluralSuffix = 'zero' | 'one' | 'two' | 'few' | 'many' | 'other';
type PluralBase<Key> = Key extends `${infer Base}_${PluralSuffix}` ? Base : never;

/** Every key of the English table, plus the base of each plural family ('nav.wishlistCount' for `…_one`/`…_other`). */
export type TranslationKeyOrPlural = TranslationKey | PluralBase<TranslationKey>;
/** `{{name}}` values; a numeric `count` also picks the plural form. */
export type TranslationValues = Readonly<Record<string, string | number>>;
export type TFunction = (key: TranslationKeyOrPlural, values?: TranslationValues) => string;

/** English as far as loaded: the first route's, then the rest once locales/english-rest.ts has come. */
const english: Record<string, string> = { ...englishFirstRoute };
const tables: Partial<Record<AppLanguage, Readonly<Record<string, string>>>> = { en: english };

let englishExtras: Promise<void> | undefined;
/** Whether a page beyond the home page has been loaded: switching to English then needs the features' texts too. */
let englishTextsWanted = false;

/**
 * Loads the rest of English (locales/english-rest.ts, one chunk) once; resolves when `t` has them. Failure (offline,
 * not cached) resolves too: the page then shows those keys' English as far as it is loaded rather than not at all,
 * and the next call tries again.
 */
export function loadEnglishTexts(): Promise<void> {
  englishExtras ??= import('@/locales/english-rest').then(
    (module) => {
      Object.assign(english, module.englishRest);
    },
    () => {
      englishExtras = undefined;
    },
  );
  return englishExtras;
}

/**
 * A lazy chunk's loader that also waits for the features' English texts (fetched in parallel), so nothing it renders
 * shows a raw key: every page and lazily loaded component but the home page's own goes through it.
 */
export function withEnglishTexts<T>(load: () => Promise<T>): () => Promise<T> {
  return () => {
    englishTextsWanted = true;
    // Another language's table is complete: its reader fetches the English texts only on switching to English.
    return Promise.all([load(), requested === 'en' ? loadEnglishTexts() : undefined]).then(
      ([loaded]) => loaded,
    );
  };
}

let language: AppLanguage = 'en';
const listeners = new Set<() => void>();
const pluralRules = new Map<AppLanguage, Intl.PluralRules>();

/**
 * The remembered choice, else a shared link's `?lang=` (the sender's language), else the language cookie (the one
 * the app last showed here), else the first of the browser's languages (`navigator.languages`, best first) that the
 * app has, by primary subtag ('mr-IN' → Marathi), else English.
 */
export function initialLanguage(): AppLanguage {
  let stored: string | null = null;
  try {
    stored = localStorage.getItem(LANGUAGE_STORAGE_KEY);
  } catch {
    // Storage can be unavailable (private mode, full quota): fall through to the link, cookie and browser.
  }
  const chosen = [
    stored,
    new URLSearchParams(location.search).get('lang'),
    new RegExp(`${LANGUAGE_COOKIE}=(\\w+)`).exec(document.cookie)?.[1],
  ].find(isAvailableLanguage);
  const preferred = typeof navigator === 'undefined' ? [] : (navigator.languages ?? [navigator.language]);
  return chosen ?? languageFromBrowser(preferred);
}

function lookup(
  table: Readonly<Record<string, string>> | undefined,
  lang: AppLanguage,
  key: string,
  count: number | undefined,
) {
  if (!table) return undefined;
  if (count !== undefined) {
    let rules = pluralRules.get(lang);
    if (!rules) {
      rules = new Intl.PluralRules(intlLocale(lang));
      pluralRules.set(lang, rules);
    }
    // As with i18next, a `key_zero` text (if any) wins for 0 whatever the language's rules say.
    const plural = (count === 0 ? table[`${key}_zero`] : undefined) ?? table[`${key}_${rules.select(count)}`];
    if (plural !== undefined) return plural;
  }
  return Object.hasOwn(table, key) ? table[key] : undefined;
}

function translate(lang: AppLanguage, key: string, values?: TranslationValues): string {
  const count = typeof values?.count === 'number' ? values.count : undefined;
  const text = lookup(tables[lang], lang, key, count) ?? lookup(tables.en, 'en', key, count) ?? key;
  if (!values) return text;
  // A placeholder without a value stays as it is, as with i18next (skipOnVariables).
  return text.replace(/\{\{\s*(\w+)\s*\}\}/g, (placeholder, name: string) => {
    const value = values[name];
    return value === undefined ? placeholder : String(value);
  });
}

/** One `t` per language, so its identity changes exactly when the language does (memo dependencies rely on it). */
const translators = new Map<AppLanguage, TFunction>();
function translatorFor(lang: AppLanguage): TFunction {
  let t = translators.get(lang);
  if (!t) {
    t = (key, values) => translate(lang, key, values);
    translators.set(lang, t);
  }
  return t;
}

function applyDocumentLanguage(lang: AppLanguage): void {
  document.documentElement.lang = lang;
  // The server writes the next page's first HTML in it; a year, as the stored choice lasts.
  document.cookie = `${LANGUAGE_COOKIE}=${lang};path=/;max-age=31536000;samesite=lax`;
}

function setLanguage(lang: AppLanguage): void {
  applyDocumentLanguage(lang);
  if (lang === language) return;
  language = lang;
  listeners.forEach((listener) => listener());
}

/** Fetches a language's texts once; false when they could not be fetched (offline and not yet cached). */
async function ensureLoaded(lang: AppLanguage): Promise<boolean> {
  if (lang === 'en' && englishTextsWanted) await loadEnglishTexts();
  if (tables[lang]) return true;
  const load = loaderOf(lang);
  if (!load) return false;
  try {
    tables[lang] = await load();
    return true;
  } catch {
    return false;
  }
}

let requested: AppLanguage = language;

/** Switches the language (fetching its texts first, so nothing flashes half-translated) and remembers the choice. */
export async function changeLanguage(lang: AppLanguage): Promise<void> {
  if (!isAvailableLanguage(lang)) return;
  try {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, lang);
  } catch {
    // Not remembered, but still switched for this visit.
  }
  requested = lang;
  const loaded = await ensureLoaded(lang);
  // A later choice made while this one was loading wins; texts that cannot be fetched leave the language as it was.
  if (loaded && requested === lang) setLanguage(lang);
}

/**
 * Takes `?lang=` out of the address once the app has read it (the cookie keeps the language), keeping the rest of the
 * URL and the history entry's state: a later choice of the reader's own is then not overruled on reload.
 */
export function dropLinkLanguage(): void {
  // Without the parameter; when it was the first, the next one now starts the query.
  const url = location.href.replace(/[?&]lang=\w*/, '').replace(/^([^?#]*)&/, '$1?');
  if (url !== location.href) history.replaceState(history.state, '', url);
}

let initialised: Promise<void> | undefined;

/** Sets the first language once; resolves when its texts are ready (at once for English). */
export function initI18n(lang: AppLanguage = initialLanguage()): Promise<void> {
  if (!initialised) {
    requested = lang;
    dropLinkLanguage();
    applyDocumentLanguage(lang);
    initialised = ensureLoaded(lang).then((loaded) => {
      if (requested === lang) setLanguage(loaded ? lang : 'en');
    });
  }
  return initialised;
}

/**
 * A person's text (a name, a message) to put inside a translated sentence, wrapped in FIRST STRONG ISOLATE … POP
 * DIRECTIONAL ISOLATE: a right-to-left name cannot reorder the words, prices or units around it.
 */
export function isolate(text: string): string {
  return `\u2068${text}\u2069`;
}

/** The translator outside React (toasts raised from mutations, the chat bridge): always the current language. */
export const i18n = {
  get language(): AppLanguage {
    return language;
  },
  changeLanguage,
  t: ((key, values) => translate(language, key, values)) as TFunction,
  /** Whether the current language or English has a text for `key`. */
  exists: (key: string): boolean =>
    lookup(tables[language], language, key, undefined) !== undefined || Object.hasOwn(english, key),
};

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function currentSnapshot(): AppLanguage {
  return language;
}

/** `const { t, i18n } = useTranslation()`: re-renders the component when the language changes. */
export function useTranslation(): { t: TFunction; i18n: typeof i18n } {
  const lang = useSyncExternalStore(subscribe, currentSnapshot, currentSnapshot);
  return { t: translatorFor(lang), i18n };
}

export function currentLanguage(): AppLanguage {
  return language;
}

/**
 * A message by its contract key ('validation.pincodeInvalid': a zod issue of the contract's schemas, a server's
 * `errors.key` or `errors.fieldKeys` entry) in the current language. Anything else (zod's own text, a message of an
 * older server without keys) is shown as it came: nothing is ever looked up by its English text.
 */
export function translateMessage(keyOrText: string): string {
  return i18n.exists(keyOrText) ? i18n.t(keyOrText as TranslationKey) : keyOrText;
}

export { intlLocale };
