import type { ContractKey, coreUi } from './en-core';
import { enCore } from './en-core';
import { enExtras, type featureTextsEn } from './en-extras';

export type { ContractKey } from './en-core';

export type UiKey = keyof typeof coreUi | keyof typeof featureTextsEn;
export type TranslationKey = ContractKey | UiKey;
/** A complete set of texts: every other language must fill every key. */
export type Translations = Readonly<Record<TranslationKey, string>>;

/**
 * English, complete: the contract's texts word for word, plus the client's own. The app itself never imports it at
 * run time (only its types): it bundles en-core.ts and loads en-extras.ts lazily; tests and the other languages'
 * types use this whole table.
 */
export const en: Translations = { ...enCore, ...enExtras } as Translations;
