import {
  CHAT_FILE_VALIDATION,
  LISTING_VALIDATION,
  NOTIFICATION_TEXTS,
  PAGE_STATE_TEXTS,
  PAGE_TOASTS,
  SERVER_MESSAGES,
  UNIT_NAMES,
  VALIDATION,
} from '@kisansetu/contract';
import { chatEn } from './chat';
import { chatMediaEn } from './chat-media';
import { dealsEn } from './deals';
import { farmerHomeEn } from './farmer-home';
import { filtersEn } from './filters';
import { prefixed } from './core';
import { lifecycleEn } from './lifecycle';
import { listingEn } from './listing';
import { notificationKeys } from '../notification-keys';
import { notificationsEn } from './notifications';
import { requestsEn } from './requests';
import { pricesEn } from './prices';
import { dataSaverEn } from './data-saver';
import { phoneEn } from './phone';
import { privacyEn } from './privacy';
import { safetyEn } from './safety';
import { searchEn } from './search';
import { shareEn } from './share';
import { uiExtrasEn } from './ui-extras';

/** The client's own texts beyond the first route, by their keys (typed: index.ts builds the key type from it). */
export const featureTextsEn = {
  ...uiExtrasEn,
  ...chatEn,
  ...chatMediaEn,
  ...safetyEn,
  ...searchEn,
  ...notificationsEn,
  // The units again, as every language's table has them with the notification texts; core.ts bundles them first.
  ...notificationKeys(NOTIFICATION_TEXTS, UNIT_NAMES),
  ...lifecycleEn,
  ...shareEn,
  ...requestsEn,
  ...privacyEn,
  ...pricesEn,
  ...dataSaverEn,
  ...phoneEn,
  ...farmerHomeEn,
  ...filtersEn,
  ...dealsEn,
  ...listingEn,
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
  // The pages' toasts and states, and the forms' checks: their pages load after the first route.
  ...prefixed('toast', PAGE_TOASTS),
  ...prefixed('state', PAGE_STATE_TEXTS),
  ...prefixed('validation', VALIDATION),
  // The listing and filter checks' texts: their forms and pages load after the first route.
  ...prefixed('validation', LISTING_VALIDATION),
  // The chat's photo and voice note checks' texts: the chat loads after the first route.
  ...prefixed('validation', CHAT_FILE_VALIDATION),
  ...featureTextsEn,
};
