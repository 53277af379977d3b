import {
  CHAT_FILE_VALIDATION,
  HELPER_VALIDATION,
  LISTING_VALIDATION,
  PAGE_STATE_TEXTS,
  PAGE_TOASTS,
  SERVER_MESSAGES,
  VALIDATION,
} from '@kisansetu/contract';
import texts from 'virtual:texts/en';
import { prefixed } from './keys';

/**
 * The English texts beyond the first route, one chunk that every page but the home page waits for (lib/i18n.ts
 * `withEnglishTexts`): the catalogue's rest, and the contract's texts that the forms, the pages and the server's
 * answers show.
 */
export const englishRest: Readonly<Record<string, string>> = {
  ...prefixed('server', SERVER_MESSAGES),
  ...prefixed('toast', PAGE_TOASTS),
  ...prefixed('state', PAGE_STATE_TEXTS),
  ...prefixed('validation', VALIDATION),
  ...prefixed('validation', LISTING_VALIDATION),
  ...prefixed('validation', CHAT_FILE_VALIDATION),
  ...prefixed('validation', HELPER_VALIDATION),
  ...texts,
};
