import type { MessageKey } from '@kisansetu/contract';
import type english from '@kisansetu/contract/catalogue/en.json';

/** Keys of texts only the server uses (its pages, its SMS) or only the static pages' copy reads, never `t`. */
type NotForTranslator = `${'page' | 'sms' | 'staticPage'}.${string}`;

/** The locale keys of the contract's texts: 'validation.emailRequired', 'toast.notLoggedIn', ... */
export type ContractKey = MessageKey;
/** The keys of the app's own texts, as the English catalogue has them. */
export type UiKey = Exclude<keyof typeof english, NotForTranslator>;
export type TranslationKey = ContractKey | UiKey;
/** A complete set of texts: every other language must fill every key. */
export type Translations = Readonly<Record<TranslationKey, string>>;

/** A contract group's texts under their locale keys ('validation.emailRequired'), as the contract's ENGLISH_TEXTS has them. */
export function prefixed(prefix: string, texts: Readonly<Record<string, string>>): Record<string, string> {
  return Object.fromEntries(Object.entries(texts).map(([key, text]) => [`${prefix}.${key}`, text]));
}
