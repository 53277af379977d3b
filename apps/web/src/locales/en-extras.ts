import { SERVER_MESSAGES } from '@kisansetu/contract';
import { chatEn } from './chat-en';
import { prefixed } from './en-core';
import { lifecycleEn } from './lifecycle-en';
import { notificationsEn } from './notifications-en';
import { requestsEn } from './requests-en';
import { privacyEn } from './privacy-en';
import { safetyEn } from './safety-en';
import { searchEn } from './search-en';
import { shareEn } from './share-en';
import { uiExtrasEn } from './ui-extras-en';

/** The client's own texts beyond the first route, by their keys (typed: en.ts builds the key type from it). */
export const featureTextsEn = {
  ...uiExtrasEn,
  ...chatEn,
  ...safetyEn,
  ...searchEn,
  ...notificationsEn,
  ...lifecycleEn,
  ...shareEn,
  ...requestsEn,
  ...privacyEn,
} as const;

/**
 * The English texts beyond the first route (the pages' own texts, chat, safety, search, notifications, listing
 * lifecycle, share, buyer requests): their own chunk, loaded by every page but the home page before it renders
 * (lib/i18n.ts `withEnglishTexts`), so the first route does not carry them. Other languages are one chunk each
 * anyway. A feature's new table goes here (and into its Hindi and other tables) unless the first route shows it.
 */
export const enExtras: Readonly<Record<string, string>> = {
  // The server's texts (what `errors.key` names): until they are here, a failure on the home page says the caller's own text.
  ...prefixed('server', SERVER_MESSAGES),
  ...featureTextsEn,
};
