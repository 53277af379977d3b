import bn from '../../catalogue/bn.json';
import en from '../../catalogue/en.json';
import gu from '../../catalogue/gu.json';
import hi from '../../catalogue/hi.json';
import kn from '../../catalogue/kn.json';
import mr from '../../catalogue/mr.json';
import pa from '../../catalogue/pa.json';
import ta from '../../catalogue/ta.json';
import te from '../../catalogue/te.json';
import { UNITS, type Unit } from '../constants';
import type { CropLang } from '../crops/crop-types';

/** One language's texts by key: 'notification.deal_done.title', 'unit.quintal', 'page.farmerAt', 'sms.code', … */
export type Catalogue = Readonly<Record<string, string>>;

/** The catalogue of each UI language (the crop vocabulary's languages, CROP_LANGS), from `catalogue/<lang>.json`. */
export const CATALOGUES: Readonly<Record<CropLang, Catalogue>> = { en, hi, mr, pa, gu, bn, ta, te, kn };

/** A text of `lang` by its key; English where that language lacks it (the completeness tests say none does). */
export function catalogueText(lang: CropLang, key: string): string {
  const text = CATALOGUES[lang][key] ?? CATALOGUES.en[key];
  if (text === undefined) throw new Error(`No text has the key ${key}`);
  return text;
}

/** The units' names in `lang` (क्विंटल for 'quintal'), as a price or a quantity is written. */
export function unitNames(lang: CropLang): Record<Unit, string> {
  return Object.fromEntries(UNITS.map((unit) => [unit, catalogueText(lang, `unit.${unit}`)])) as Record<
    Unit,
    string
  >;
}
