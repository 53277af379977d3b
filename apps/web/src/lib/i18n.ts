import i18n from 'i18next';
import type { BackendModule, ReadCallback } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { messageKeyOf } from '@kisansetu/contract';
import { isApiError } from './api-client';
import { en } from '@/locales/en';
import type { AppLanguage } from './format';
import { intlLocale } from './format';

export const LANGUAGES: readonly AppLanguage[] = ['en', 'hi'];
export const LANGUAGE_STORAGE_KEY = 'kisansetu.language';

function isLanguage(value: unknown): value is AppLanguage {
  return value === 'en' || value === 'hi';
}

/** The remembered choice, else Hindi for a phone set to Hindi, else English. */
export function initialLanguage(): AppLanguage {
  try {
    const stored = localStorage.getItem(LANGUAGE_STORAGE_KEY);
    if (isLanguage(stored)) return stored;
  } catch {
    // Storage can be unavailable (private mode, full quota): fall through to the browser's languages.
  }
  const preferred = typeof navigator === 'undefined' ? [] : (navigator.languages ?? [navigator.language]);
  return preferred.some((tag) => tag?.toLowerCase().startsWith('hi')) ? 'hi' : 'en';
}

/** English ships in the first bundle; Hindi is fetched only when someone chooses it. */
const lazyLocales: BackendModule = {
  type: 'backend',
  init: () => undefined,
  read(language: string, namespace: string, callback: ReadCallback) {
    if (language === 'hi' && namespace === 'translation') {
      import('@/locales/hi').then(
        (module) => callback(null, module.hi),
        (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), false),
      );
      return;
    }
    callback(null, {});
  },
};

function applyDocumentLanguage(language: string): void {
  if (typeof document === 'undefined') return;
  document.documentElement.lang = language.startsWith('hi') ? 'hi' : 'en';
}

let initialised: Promise<unknown> | undefined;

/** Starts i18next once; resolves when the first language's texts are ready (immediately for English). */
export function initI18n(language: AppLanguage = initialLanguage()): Promise<unknown> {
  if (!initialised) {
    i18n.on('languageChanged', applyDocumentLanguage);
    initialised = i18n
      .use(lazyLocales)
      .use(initReactI18next)
      .init({
        lng: language,
        fallbackLng: 'en',
        supportedLngs: LANGUAGES,
        resources: { en: { translation: en } },
        partialBundledLanguages: true,
        keySeparator: false,
        nsSeparator: false,
        interpolation: { escapeValue: false },
        react: { useSuspense: false },
      });
    applyDocumentLanguage(language);
  }
  return initialised;
}

export async function changeLanguage(language: AppLanguage): Promise<void> {
  try {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // Not remembered, but still switched for this visit.
  }
  await i18n.changeLanguage(language);
}

export function currentLanguage(): AppLanguage {
  return i18n.language?.startsWith('hi') ? 'hi' : 'en';
}

/**
 * Translates a text that arrived as English (a zod issue, a server `errors.message`) through its contract key;
 * a text the contract does not know is shown as it came.
 */
export function translateMessage(text: string): string {
  const key = messageKeyOf(text);
  if (key && i18n.exists(key)) return i18n.t(key as 'toast.somethingWentWrong');
  return text;
}

export { i18n, intlLocale };

/** The server's message of a failed call in the current language, or `fallback` when it brought none. */
export function failureText(error: unknown, fallback: string): string {
  if (isApiError(error) && error.hasServerMessage) return translateMessage(error.message);
  return fallback;
}
