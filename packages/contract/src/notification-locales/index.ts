import { UNITS, type Unit } from '../constants';
import type { CropLang } from '../crops/crop-types';
import {
  NOTIFICATION_TEXTS,
  UNIT_NAMES,
  fillNotificationText,
  type NotificationKind,
  type NotificationParams,
  type NotificationTexts,
} from '../notification-texts';
import { NOTIFICATION_TEXTS_BN, UNIT_NAMES_BN } from './bn';
import { NOTIFICATION_TEXTS_GU, UNIT_NAMES_GU } from './gu';
import { NOTIFICATION_TEXTS_HI, UNIT_NAMES_HI } from './hi';
import { NOTIFICATION_TEXTS_KN, UNIT_NAMES_KN } from './kn';
import { NOTIFICATION_TEXTS_MR, UNIT_NAMES_MR } from './mr';
import { NOTIFICATION_TEXTS_PA, UNIT_NAMES_PA } from './pa';
import { NOTIFICATION_TEXTS_TA, UNIT_NAMES_TA } from './ta';
import { NOTIFICATION_TEXTS_TE, UNIT_NAMES_TE } from './te';

/*
 * Every UI language's notification texts together, for the server (Web Push is rendered there, in each
 * subscription's language). Its own entry point (`@kisansetu/contract/notification-locales`), not the package's
 * index: the web takes one language's module from its lazy table (`…/notification-locales/hi`), never all of them.
 */

/** A language's notification texts and the unit names its `{{unit}}` is filled with. */
export interface NotificationLocale {
  texts: NotificationTexts;
  units: Record<Unit, string>;
}

/** The notification texts of each UI language (the crop vocabulary's languages, CROP_LANGS). */
export const NOTIFICATION_LOCALES: Record<CropLang, NotificationLocale> = {
  en: { texts: NOTIFICATION_TEXTS, units: UNIT_NAMES },
  hi: { texts: NOTIFICATION_TEXTS_HI, units: UNIT_NAMES_HI },
  mr: { texts: NOTIFICATION_TEXTS_MR, units: UNIT_NAMES_MR },
  pa: { texts: NOTIFICATION_TEXTS_PA, units: UNIT_NAMES_PA },
  gu: { texts: NOTIFICATION_TEXTS_GU, units: UNIT_NAMES_GU },
  bn: { texts: NOTIFICATION_TEXTS_BN, units: UNIT_NAMES_BN },
  ta: { texts: NOTIFICATION_TEXTS_TA, units: UNIT_NAMES_TA },
  te: { texts: NOTIFICATION_TEXTS_TE, units: UNIT_NAMES_TE },
  kn: { texts: NOTIFICATION_TEXTS_KN, units: UNIT_NAMES_KN },
};

function isUnit(value: unknown): value is Unit {
  return typeof value === 'string' && (UNITS as readonly string[]).includes(value);
}

/**
 * A notification's title and body in `lang`, from its kind and stored params. A `unit` param (a unit's contract id,
 * 'quintal') reads as that language names it (क्विंटल); anything else is filled in as it is.
 */
export function renderNotification(
  kind: NotificationKind,
  params: NotificationParams,
  lang: CropLang,
): { title: string; body: string } {
  const { texts, units } = NOTIFICATION_LOCALES[lang];
  const values = isUnit(params.unit) ? { ...params, unit: units[params.unit] } : params;
  return {
    title: fillNotificationText(texts[kind].title, values),
    body: fillNotificationText(texts[kind].body, values),
  };
}
