import type { OutboxAlertKind } from '../alerts';
import type { CropLang } from '../crops/crop-types';
import { fillNotificationText } from '../notification-texts';
import { catalogueText } from './catalogues';

/** What one alert's text says: a kind's, or the morning's sum of what waited through the quiet hours. */
export type AlertTextKind = OutboxAlertKind | 'summary';

/**
 * The registered template an alert's text is (a provider that sends only registered texts picks its id by it): its
 * kind's, or for a message whose crop is not known, `messagesNoCrop`.
 */
export type AlertTemplate = AlertTextKind | 'messagesNoCrop';

/** Every alert template, each registered with a provider in every language (docs/operations.md). */
export const ALERT_TEMPLATES: readonly AlertTemplate[] = [
  'messages',
  'messagesNoCrop',
  'deals',
  'requests',
  'savedSearches',
  'summary',
  'helpedListing',
  'helpedDeal',
  'offersDeadline',
];

/** Which template an alert of `kind` with these facts is. */
export function alertTemplate(kind: AlertTextKind, facts: AlertFacts): AlertTemplate {
  return kind === 'messages' && !facts.crop?.trim() ? 'messagesNoCrop' : kind;
}

/** Who wrote or acted, and about which crop (a summary: how many). */
export interface AlertFacts {
  who?: string;
  crop?: string;
  count?: number;
}

/** One SMS segment: 160 characters of the GSM alphabet, or 70 of UCS-2 once any character is outside it. */
export const SMS_SEGMENT = { gsm: 160, ucs2: 70 } as const;

// The GSM 03.38 basic alphabet; a text with anything else goes as UCS-2.
const GSM_BASIC = /^[@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ !"#¤%&'()*+,\-./0-9:;<=>?¡A-ZÄÖÑÜ§¿a-zäöñüà]*$/;

/** Whether `text` can go in the GSM alphabet (else a segment holds 70 characters). */
export function isGsmText(text: string): boolean {
  return GSM_BASIC.test(text);
}

/** The characters one segment holds for `text`. */
export function segmentLimit(text: string): number {
  return isGsmText(text) ? SMS_SEGMENT.gsm : SMS_SEGMENT.ucs2;
}

/** Characters as a phone counts them (a UCS-2 code unit each; every Indian script is in the basic plane). */
const length = (text: string) => text.length;

function shortened(text: string, room: number, gsm: boolean): string {
  if (length(text) <= room) return text;
  if (room <= 1) return '';
  return `${text.slice(0, room - 1).trimEnd()}${gsm ? '.' : '…'}`;
}

/**
 * The text of one alert in `lang`, fitted to one SMS segment: the kind's sentence with who and which crop, ending in
 * `link`; the stop link after it where it still fits (an English text in the GSM alphabet; a text in an Indian script
 * has room for one link only, whose page offers the stop). A name or crop too long for the segment is shortened, the
 * crop first to half the room.
 */
export function alertText(
  lang: CropLang,
  kind: AlertTextKind,
  facts: AlertFacts,
  links: { link: string; stop: string },
): string {
  const template = catalogueText(lang, `alert.${alertTemplate(kind, facts)}`);
  const fill = (who: string, crop: string) =>
    fillNotificationText(template, { who, crop, count: facts.count ?? 0, link: links.link });
  const who = (facts.who ?? '').trim();
  const crop = (facts.crop ?? '').trim();
  let text = fill(who, crop);
  const gsm = isGsmText(text);
  const limit = gsm ? SMS_SEGMENT.gsm : SMS_SEGMENT.ucs2;
  if (length(text) > limit) {
    const room = limit - length(fill('', ''));
    const uses = (placeholder: string) => template.includes(`{{${placeholder}}}`);
    const whoNeeds = uses('who') ? length(who) : 0;
    // The crop keeps at least half the room, and whatever the name leaves of it.
    const cropRoom = uses('crop')
      ? Math.min(length(crop), Math.max(room - whoNeeds, uses('who') ? Math.ceil(room / 2) : room))
      : 0;
    const whoRoom = uses('who') ? room - cropRoom : 0;
    text = fill(shortened(who, whoRoom, gsm), shortened(crop, cropRoom, gsm));
  }
  const stop = fillNotificationText(catalogueText(lang, 'alert.stop'), { stop: links.stop });
  const withStop = `${text} ${stop}`;
  return isGsmText(withStop) === gsm && length(withStop) <= limit ? withStop : text;
}
