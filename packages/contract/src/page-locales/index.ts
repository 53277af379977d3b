import type { Unit } from '../constants';
import { CROP_LANGS, type CropLang } from '../crops/crop-types';
import { UNIT_NAMES } from '../unit-names';
import { UNIT_NAMES_BN } from '../notification-locales/bn';
import { UNIT_NAMES_GU } from '../notification-locales/gu';
import { UNIT_NAMES_HI } from '../notification-locales/hi';
import { UNIT_NAMES_KN } from '../notification-locales/kn';
import { UNIT_NAMES_MR } from '../notification-locales/mr';
import { UNIT_NAMES_PA } from '../notification-locales/pa';
import { UNIT_NAMES_TA } from '../notification-locales/ta';
import { UNIT_NAMES_TE } from '../notification-locales/te';
import { OG_LOCALE_BN, PAGE_TEXTS_BN } from './bn';
import { OG_LOCALE_EN, PAGE_TEXTS_EN } from './en';
import { OG_LOCALE_GU, PAGE_TEXTS_GU } from './gu';
import { OG_LOCALE_HI, PAGE_TEXTS_HI } from './hi';
import { OG_LOCALE_KN, PAGE_TEXTS_KN } from './kn';
import { OG_LOCALE_MR, PAGE_TEXTS_MR } from './mr';
import { OG_LOCALE_PA, PAGE_TEXTS_PA } from './pa';
import { OG_LOCALE_TA, PAGE_TEXTS_TA } from './ta';
import { OG_LOCALE_TE, PAGE_TEXTS_TE } from './te';
import type { PageTexts } from './page-texts';

export { PAGE_TEXT_KEYS, fillPageText, type PageTextKey, type PageTexts } from './page-texts';

/*
 * Every UI language's words for the server-rendered pages (a listing, a farmer, the lists) and their link previews.
 * Its own entry point (`@kisansetu/contract/page-locales`), as the notification texts are: only the server needs all
 * nine at once, and the web app's first route must not carry them.
 */

/** A language's page words, the unit names a price and a quantity are written with, and its Open Graph locale. */
export interface PageLocale {
  texts: PageTexts;
  units: Record<Unit, string>;
  ogLocale: string;
}

/** The page texts of each UI language (the crop vocabulary's languages, CROP_LANGS). */
export const PAGE_LOCALES: Record<CropLang, PageLocale> = {
  en: { texts: PAGE_TEXTS_EN, units: UNIT_NAMES, ogLocale: OG_LOCALE_EN },
  hi: { texts: PAGE_TEXTS_HI, units: UNIT_NAMES_HI, ogLocale: OG_LOCALE_HI },
  mr: { texts: PAGE_TEXTS_MR, units: UNIT_NAMES_MR, ogLocale: OG_LOCALE_MR },
  pa: { texts: PAGE_TEXTS_PA, units: UNIT_NAMES_PA, ogLocale: OG_LOCALE_PA },
  gu: { texts: PAGE_TEXTS_GU, units: UNIT_NAMES_GU, ogLocale: OG_LOCALE_GU },
  bn: { texts: PAGE_TEXTS_BN, units: UNIT_NAMES_BN, ogLocale: OG_LOCALE_BN },
  ta: { texts: PAGE_TEXTS_TA, units: UNIT_NAMES_TA, ogLocale: OG_LOCALE_TA },
  te: { texts: PAGE_TEXTS_TE, units: UNIT_NAMES_TE, ogLocale: OG_LOCALE_TE },
  kn: { texts: PAGE_TEXTS_KN, units: UNIT_NAMES_KN, ogLocale: OG_LOCALE_KN },
};

/** A language a page can be in: the UI's nine. */
export type PageLang = CropLang;

/** The page languages, English first. */
export const PAGE_LANGS: readonly PageLang[] = CROP_LANGS;

export function isPageLang(value: unknown): value is PageLang {
  return typeof value === 'string' && (CROP_LANGS as readonly string[]).includes(value);
}
