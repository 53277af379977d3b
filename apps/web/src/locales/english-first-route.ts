import { CARD_STATE_TEXTS, CARD_TOASTS } from '@kisansetu/contract';
import texts from 'virtual:texts/en/first-route';
import { prefixed } from './keys';

/** The English the first route shows, bundled with it: the cards' contract texts and the catalogue's first-route part. */
export const englishFirstRoute: Readonly<Record<string, string>> = {
  ...prefixed('toast', CARD_TOASTS),
  ...prefixed('state', CARD_STATE_TEXTS),
  ...texts,
};
