import type { Unit } from '../constants';
import { CROP_LANGS, type CropLang } from '../crops/crop-types';
import { catalogueText, unitNames } from '../catalogue/catalogues';
import { PAGE_TEXT_KEYS, type PageTexts } from './page-texts';

export { PAGE_TEXT_KEYS, fillPageText, type PageTextKey, type PageTexts } from './page-texts';

/*
 * Every UI language's words for the server-rendered pages (a listing, a farmer, the lists) and their link previews.
 * Its own entry point (`@kisansetu/contract/page-locales`): only the server reads them, from the catalogues.
 */

/** A language's page words, the unit names a price and a quantity are written with, and its Open Graph locale. */
export interface PageLocale {
  texts: PageTexts;
  units: Record<Unit, string>;
  ogLocale: string;
}

function localeOf(lang: CropLang): PageLocale {
  const texts = Object.fromEntries(
    PAGE_TEXT_KEYS.map((key) => [key, catalogueText(lang, `page.${key}`)]),
  ) as PageTexts;
  return { texts, units: unitNames(lang), ogLocale: `${lang}_IN` };
}

/** The page texts of each UI language (the crop vocabulary's languages, CROP_LANGS), as the catalogues have them. */
export const PAGE_LOCALES: Readonly<Record<CropLang, PageLocale>> = Object.fromEntries(
  CROP_LANGS.map((lang) => [lang, localeOf(lang)]),
) as Record<CropLang, PageLocale>;

/** A language a page can be in: the UI's nine. */
export type PageLang = CropLang;

/** The page languages, English first. */
export const PAGE_LANGS: readonly PageLang[] = CROP_LANGS;

export function isPageLang(value: unknown): value is PageLang {
  return typeof value === 'string' && (CROP_LANGS as readonly string[]).includes(value);
}
