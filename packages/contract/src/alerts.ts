import { z } from 'zod';
import { CROP_LANGS } from './crops/crop-types';
import { VALIDATION_KEY } from './messages';

/** How a person's alerts reach the phone: an SMS, a WhatsApp message, or not at all. */
export const ALERT_CHANNELS = ['sms', 'whatsapp', 'none'] as const;
export type AlertChannel = (typeof ALERT_CHANNELS)[number];

/**
 * What an alert can be about: a chat message, a deal's change, a buyer request near the farmer that matches their
 * crop, a saved search's new match. Messages and deals are on by default, the other two are asked for.
 */
export const ALERT_KINDS = ['messages', 'deals', 'requests', 'savedSearches'] as const;
export type AlertKind = (typeof ALERT_KINDS)[number];

/**
 * Alerts about what a helper did in a farmer's name (a listing posted, a deal agreed): they go by the farmer's channel
 * whatever kinds the farmer chose, because nothing may be done in someone's name without them hearing of it.
 */
export const HELPED_ALERT_KINDS = ['helpedListing', 'helpedDeal'] as const;
export type HelpedAlertKind = (typeof HELPED_ALERT_KINDS)[number];

/** The kind a person chooses in their settings that an outbox alert of `kind` goes by; null: it always goes. */
export function chosenAlertKind(kind: OutboxAlertKind): AlertKind | null {
  if (kind === OFFERS_DEADLINE_ALERT) return 'deals';
  return isHelpedAlertKind(kind) ? null : kind;
}

/** Whether an alert of `kind` is about what a helper did (sent whatever kinds are chosen). */
export function isHelpedAlertKind(kind: OutboxAlertKind): kind is HelpedAlertKind {
  return (HELPED_ALERT_KINDS as readonly string[]).includes(kind);
}

/** The end of a lot's time for offers: an alert of the `deals` kind to the farmer, with its own text. */
export const OFFERS_DEADLINE_ALERT = 'offersDeadline';

/** Every kind of alert the outbox holds. */
export const OUTBOX_ALERT_KINDS = [...ALERT_KINDS, ...HELPED_ALERT_KINDS, OFFERS_DEADLINE_ALERT] as const;
export type OutboxAlertKind = (typeof OUTBOX_ALERT_KINDS)[number];

/** The kinds a person gets alerts for, when they have never chosen. */
export const DEFAULT_ALERT_KINDS: Readonly<Record<AlertKind, boolean>> = {
  messages: true,
  deals: true,
  requests: false,
  savedSearches: false,
};

/** The timing rules of alerts (contract "Alerts by SMS and WhatsApp"); the delay, cap and quiet hours are settings. */
export const ALERT_RULES = {
  /** One alert about one conversation in this many hours. */
  conversationHours: 6,
  /** How long the link in an alert opens its conversation. */
  linkDays: 30,
} as const;

const kindsShape = {
  messages: z.boolean({ error: VALIDATION_KEY.invalidValue }),
  deals: z.boolean({ error: VALIDATION_KEY.invalidValue }),
  requests: z.boolean({ error: VALIDATION_KEY.invalidValue }),
  savedSearches: z.boolean({ error: VALIDATION_KEY.invalidValue }),
};

/** Which kinds of alert a person gets. */
export const alertKindsSchema = z.object(kindsShape);

/**
 * GET and PUT user/alerts: where the caller's alerts go, about what, and how many reached them this calendar month
 * (India time). `channels` are the ones this server can send through: the web offers only those.
 */
export const alertSettingsSchema = z.object({
  channel: z.enum(ALERT_CHANNELS),
  kinds: alertKindsSchema,
  sentThisMonth: z.number().int(),
  channels: z
    .array(z.enum(['sms', 'whatsapp']))
    .describe('The channels this server can send alerts through (none configured: alerts are off)'),
  phoneVerified: z.boolean().describe('A channel other than none needs a verified phone'),
  lang: z.enum(CROP_LANGS).describe('The language alerts are written in (the UI language last sent)'),
});
export type AlertSettings = z.infer<typeof alertSettingsSchema>;

/**
 * PUT user/alerts: the channel, any of the kinds (the others stay), and the UI's language, which the alerts are
 * written in from then on. A channel other than `none` needs a verified phone and a channel this server has.
 */
export const alertSettingsUpdateSchema = z.object({
  channel: z.enum(ALERT_CHANNELS, { error: VALIDATION_KEY.alertChannelInvalid }).optional(),
  kinds: z.object(kindsShape).partial().optional(),
  lang: z
    .enum(CROP_LANGS, { error: VALIDATION_KEY.languageInvalid })
    .optional()
    .describe('The UI language: alerts are written in it'),
});
export type AlertSettingsUpdate = z.infer<typeof alertSettingsUpdateSchema>;

/** The code in an alert's links (`/c/{code}`, `/alerts/stop/{code}`): 72 random bits in base64url. */
export const alertCodeSchema = z.object({
  token: z.string().regex(/^[A-Za-z0-9_-]{12}$/, VALIDATION_KEY.alertLinkInvalid),
});

/** POST alert/stop/{token}: which channel the alerts were on before (now `none`). */
export const alertStoppedSchema = z.object({ channel: z.enum(ALERT_CHANNELS) });

/**
 * POST alert/delivery: a provider's (or its bridge's) delivery report for the alert whose id it was sent with as the
 * reference.
 */
export const alertDeliverySchema = z.object({
  reference: z.string({ error: VALIDATION_KEY.invalidValue }).min(1, VALIDATION_KEY.invalidValue).max(100),
  status: z.enum(['delivered', 'failed'], { error: VALIDATION_KEY.invalidValue }),
  error: z.string().max(500).optional(),
});
export type AlertDelivery = z.infer<typeof alertDeliverySchema>;
