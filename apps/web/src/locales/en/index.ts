import type { ContractKey, coreUi } from './core';
import { enCore } from './core';
import { enExtras, type featureTextsEn } from './extras';

export type { ContractKey } from './core';

export type UiKey = keyof typeof coreUi | keyof typeof featureTextsEn;
export type TranslationKey = ContractKey | UiKey;
/** A complete set of texts: every other language must fill every key. */
export type Translations = Readonly<Record<TranslationKey, string>>;

/**
 * English, complete: the contract's texts word for word, plus the client's own. The app never imports this table at
 * run time, only its types, because the first route bundles core.ts (with first-route.ts) while every other page loads
 * extras.ts (with ui-extras.ts and the feature tables) lazily; tests and the other languages' types use it whole.
 */
export const en: Translations = { ...enCore, ...enExtras } as Translations;
