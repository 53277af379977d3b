import type { Unit } from '../constants';
import { CROP_LANGS, type CropLang } from '../crops/crop-types';
import {
  NOTIFICATION_KINDS,
  fillNotificationText,
  type NotificationKind,
  type NotificationParams,
  type NotificationTexts,
} from '../notification-texts';
import { catalogueText, unitNames } from './catalogues';

/** A language's notification texts and the unit names its `{{unit}}` is filled with. */
export interface NotificationLocale {
  texts: NotificationTexts;
  units: Record<Unit, string>;
}

/** A kind's title and body templates in `lang` (the catalogue's `notification.<kind>.title` and `.body`). */
export function notificationTemplate(
  kind: NotificationKind,
  lang: CropLang,
): { title: string; body: string } {
  return {
    title: catalogueText(lang, `notification.${kind}.title`),
    body: catalogueText(lang, `notification.${kind}.body`),
  };
}

function localeOf(lang: CropLang): NotificationLocale {
  const texts = Object.fromEntries(
    NOTIFICATION_KINDS.map((kind) => [kind, notificationTemplate(kind, lang)]),
  ) as NotificationTexts;
  return { texts, units: unitNames(lang) };
}

/** The notification texts of each UI language, as the catalogues have them. */
export const NOTIFICATION_LOCALES: Readonly<Record<CropLang, NotificationLocale>> = Object.fromEntries(
  CROP_LANGS.map((lang) => [lang, localeOf(lang)]),
) as Record<CropLang, NotificationLocale>;

function isUnit(value: unknown, units: Record<Unit, string>): value is Unit {
  return typeof value === 'string' && Object.hasOwn(units, value);
}

const numberFormats = new Map<CropLang, Intl.NumberFormat>();

function numberFormatOf(lang: CropLang): Intl.NumberFormat {
  let format = numberFormats.get(lang);
  if (!format) {
    format = new Intl.NumberFormat(`${lang}-IN`, { maximumFractionDigits: 2 });
    numberFormats.set(lang, format);
  }
  return format;
}

/** Numbers as the app writes them in `lang`: Indian grouping (₹1,700; 1,20,000 kg). */
export function groupNumbers(params: NotificationParams, lang: CropLang): NotificationParams {
  const format = numberFormatOf(lang);
  return Object.fromEntries(
    Object.entries(params).map(([name, value]) => [
      name,
      typeof value === 'number' ? format.format(value) : value,
    ]),
  );
}

/**
 * A notification's title and body in `lang`, from its kind and stored params. A `unit` param (a unit's contract id,
 * 'quintal') reads as that language names it (क्विंटल), numbers are grouped as the app groups them, a `stars` param
 * (an average, or blank without reviews) reads " (★4.6)" or nothing, since the texts put it straight after a name;
 * anything else is filled in as it is.
 */
export function renderNotification(
  kind: NotificationKind,
  params: NotificationParams,
  lang: CropLang,
): { title: string; body: string } {
  const { texts, units } = NOTIFICATION_LOCALES[lang];
  const grouped = groupNumbers(params, lang);
  const withUnit = isUnit(params.unit, units) ? { ...grouped, unit: units[params.unit] } : grouped;
  const stars = params.stars === undefined || params.stars === '' ? undefined : Number(params.stars);
  const values =
    params.stars === undefined
      ? withUnit
      : {
          ...withUnit,
          stars:
            stars !== undefined && Number.isFinite(stars) ? ` (★${numberFormatOf(lang).format(stars)})` : '',
        };
  return {
    title: fillNotificationText(texts[kind].title, values),
    body: fillNotificationText(texts[kind].body, values),
  };
}
