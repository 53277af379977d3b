import type { CropLang } from '@kisansetu/contract';
import type { Translations } from '@/locales/keys';

/**
 * The UI's languages: each one's own-script name (what the picker shows, so a person finds theirs without reading
 * English), its Intl locale (numbers, dates, plural rules, speech) and the loader of its texts. The codes are the
 * crop vocabulary's (CROP_LANGS), so suggestions and crop names follow the same language.
 */
export const LANGUAGE_INFO = {
  en: { name: 'English', locale: 'en-IN' },
  hi: { name: 'हिन्दी', locale: 'hi-IN' },
  mr: { name: 'मराठी', locale: 'mr-IN' },
  pa: { name: 'ਪੰਜਾਬੀ', locale: 'pa-IN' },
  gu: { name: 'ગુજરાતી', locale: 'gu-IN' },
  bn: { name: 'বাংলা', locale: 'bn-IN' },
  ta: { name: 'தமிழ்', locale: 'ta-IN' },
  te: { name: 'తెలుగు', locale: 'te-IN' },
  kn: { name: 'ಕನ್ನಡ', locale: 'kn-IN' },
} as const satisfies Record<CropLang, { name: string; locale: `${CropLang}-IN` }>;

/** A UI language code: 'en', 'hi', 'mr', … */
export type AppLanguage = keyof typeof LANGUAGE_INFO;
/** An Intl locale of a UI language: 'en-IN', 'hi-IN', … (Indian digit grouping in every one). */
export type AppLocale = (typeof LANGUAGE_INFO)[AppLanguage]['locale'];

/**
 * The texts of every language but English (which is bundled), each its own lazy chunk: only someone who chooses a
 * language downloads it. A language is offered (picker, first-visit choice, remembered choice) only once it is here.
 *
 * To add a language (say Marathi): write its catalogue `packages/contract/catalogue/mr.json` with every key of English
 * (locales/completeness.test.ts checks it: every key, nothing left in English), and add its one line below:
 *   mr: () => import('virtual:texts/mr').then((module) => module.default as Translations),
 */
const LOADERS: Partial<Record<AppLanguage, () => Promise<Translations>>> = {
  hi: () => import('virtual:texts/hi').then((module) => module.default as Translations),
  pa: () => import('virtual:texts/pa').then((module) => module.default as Translations),
  gu: () => import('virtual:texts/gu').then((module) => module.default as Translations),
  bn: () => import('virtual:texts/bn').then((module) => module.default as Translations),
  mr: () => import('virtual:texts/mr').then((module) => module.default as Translations),
  ta: () => import('virtual:texts/ta').then((module) => module.default as Translations),
  te: () => import('virtual:texts/te').then((module) => module.default as Translations),
  kn: () => import('virtual:texts/kn').then((module) => module.default as Translations),
};

/** The loader of a language's texts; undefined for English (bundled) and for a language without a table yet. */
export function loaderOf(lang: AppLanguage): (() => Promise<Translations>) | undefined {
  return LOADERS[lang];
}

/** The languages that can be chosen, in the picker's order: English, then each registered table. */
export const AVAILABLE_LANGUAGES: readonly AppLanguage[] = (
  Object.keys(LANGUAGE_INFO) as AppLanguage[]
).filter((lang) => lang === 'en' || LOADERS[lang] !== undefined);

/** Whether `value` is a language that can be chosen now (a remembered choice may name one since removed). */
export function isAvailableLanguage(value: unknown): value is AppLanguage {
  return typeof value === 'string' && (AVAILABLE_LANGUAGES as readonly string[]).includes(value);
}

/**
 * The first available language among the browser's (`navigator.languages`, best first), by primary subtag:
 * 'mr-IN' and 'mr' both pick Marathi; English when none matches. A phone set to 'en-IN, hi' gets English.
 */
export function languageFromBrowser(
  preferred: readonly (string | undefined)[],
  available: readonly AppLanguage[] = AVAILABLE_LANGUAGES,
): AppLanguage {
  for (const tag of preferred) {
    const primary = tag?.split(/[-_]/)[0]?.toLowerCase();
    const match = available.find((lang) => lang === primary);
    if (match) return match;
  }
  return 'en';
}

/** The Intl locale of a UI language ('hi' → 'hi-IN'); Indian English for anything unknown. */
export function intlLocale(language: string): AppLocale {
  const primary = language.split(/[-_]/)[0] as AppLanguage;
  return Object.hasOwn(LANGUAGE_INFO, primary) ? LANGUAGE_INFO[primary].locale : 'en-IN';
}
