import { z } from 'zod';
import { CROP_LANGS, type CropLang } from '@kisansetu/contract';
import { ALERT_TEMPLATES, type AlertTemplate } from '@kisansetu/contract/catalogue';

const count = (fallback: number) =>
  z.coerce
    .number({ error: 'must be a whole number of at least 1' })
    .int()
    .min(1, { error: 'must be a whole number of at least 1' })
    .default(fallback);

const kindPattern = ALERT_TEMPLATES.join('|');
const langPattern = CROP_LANGS.join('|');
const whatsappTemplates = new RegExp(
  `^(?:${kindPattern}):[a-z0-9_]{1,512}(?:,(?:${kindPattern}):[a-z0-9_]{1,512})*$`,
);
const msg91Templates = new RegExp(
  `^(?:${kindPattern})\\.(?:${langPattern}):\\d{10,25}(?:,(?:${kindPattern})\\.(?:${langPattern}):\\d{10,25})*$`,
);

/** The environment variables of alerts by SMS and WhatsApp (docs/configuration.md). */
export const alertsEnvShape = {
  // Seconds a message or deal change waits, unread and with the person away, before its alert goes.
  ALERT_DELAY_SECONDS: z.coerce
    .number({ error: 'must be a whole number of seconds' })
    .int()
    .min(0, { error: 'must be a whole number of seconds' })
    .default(600),
  ALERT_SMS_PER_DAY: count(3),
  // India's hours without alerts, from-to ('21-7'), or none.
  ALERT_QUIET_HOURS: z
    .string()
    .regex(/^(none|([01]?\d|2[0-3])-([01]?\d|2[0-3]))$/, { error: "must be hours like '21-7', or none" })
    .default('21-7'),
  // How often each process looks for due alerts.
  ALERT_POLL_MS: count(2000),
  // The share of the SMS caps (SMS_MAX_PER_HOUR, SMS_MAX_PER_DAY) alerts may use; the rest stays for sign-in codes.
  ALERT_SHARE_OF_SMS_CAP: z.coerce
    .number({ error: 'must be a percentage from 1 to 100' })
    .int()
    .min(1, { error: 'must be a percentage from 1 to 100' })
    .max(100, { error: 'must be a percentage from 1 to 100' })
    .default(50),
  ALERT_DELIVERY_TOKEN: z.string().min(16, { error: 'must be at least 16 characters' }).optional(),
  MSG91_ALERT_TEMPLATE_IDS: z
    .string()
    .regex(msg91Templates, {
      error: "must list kind.language:templateId pairs, like 'messages.en:1107161234567890123,messages.hi:…'",
    })
    .optional(),
  WHATSAPP_PROVIDER: z.enum(['meta', 'none'], { error: 'must be meta or none' }).default('none'),
  WHATSAPP_BASE_URL: z.url({ error: 'must be an http(s) URL' }).default('https://graph.facebook.com'),
  WHATSAPP_API_VERSION: z
    .string()
    .regex(/^v\d+\.\d+$/, { error: 'must be a Graph API version like v21.0' })
    .default('v21.0'),
  WHATSAPP_PHONE_NUMBER_ID: z
    .string()
    .regex(/^\d{5,25}$/, { error: 'must be the phone number id (digits)' })
    .optional(),
  WHATSAPP_ACCESS_TOKEN: z.string().trim().min(1).optional(),
  WHATSAPP_TEMPLATES: z
    .string()
    .regex(whatsappTemplates, {
      error: "must list kind:template pairs, like 'messages:ks_new_message,deals:ks_deal_update,…'",
    })
    .optional(),
};

type AlertsEnv = z.output<z.ZodObject<typeof alertsEnvShape>>;

/** Meta's WhatsApp Business Cloud API, or no WhatsApp. */
export type WhatsAppConfig =
  | { provider: 'none' }
  | {
      provider: 'meta';
      baseUrl: string;
      version: string;
      phoneNumberId: string;
      accessToken: string;
      /** The approved template of each alert text (one name, registered in every language). */
      templates: Record<AlertTemplate, string>;
    };

/** Alerts by SMS and WhatsApp: timing, caps, providers' templates. */
export interface AlertsConfig {
  delaySeconds: number;
  perDay: number;
  /** India's quiet hours (from 21 to 7 by default), or null for none. */
  quietHours: { from: number; to: number } | null;
  pollMs: number;
  /** The share (0–1) of the SMS caps alerts may spend. */
  capShare: number;
  deliveryToken: string | undefined;
  /** MSG91's DLT template id of each alert text and language; null: SMS alerts cannot go through MSG91. */
  msg91Templates: Partial<Record<`${AlertTemplate}.${CropLang}`, string>> | null;
  whatsapp: WhatsAppConfig;
}

/** Thrown for a bad alerts setting, with the line the server prints. */
export type AlertsConfigError = (message: string) => Error;

/** Reads and checks the alert settings; a provider named without what it needs stops the start. */
export function alertsConfigOf(e: AlertsEnv, configError: AlertsConfigError): AlertsConfig {
  const pairs = (value: string | undefined) =>
    Object.fromEntries((value?.split(',') ?? []).map((pair) => pair.split(':') as [string, string]));
  const [from, to] =
    e.ALERT_QUIET_HOURS === 'none' ? [] : e.ALERT_QUIET_HOURS.split('-').map((hour) => Number(hour));
  const msg91 = pairs(e.MSG91_ALERT_TEMPLATE_IDS);
  const missingEnglish = ALERT_TEMPLATES.filter((kind) => msg91[`${kind}.en`] === undefined);
  if (e.MSG91_ALERT_TEMPLATE_IDS !== undefined && missingEnglish.length > 0)
    throw configError(
      `Invalid configuration: MSG91_ALERT_TEMPLATE_IDS needs an English template of every alert (missing ${missingEnglish.map((kind) => `${kind}.en`).join(', ')})`,
    );
  return {
    delaySeconds: e.ALERT_DELAY_SECONDS,
    perDay: e.ALERT_SMS_PER_DAY,
    quietHours: from === undefined || to === undefined || from === to ? null : { from, to },
    pollMs: e.ALERT_POLL_MS,
    capShare: e.ALERT_SHARE_OF_SMS_CAP / 100,
    deliveryToken: e.ALERT_DELIVERY_TOKEN,
    msg91Templates: e.MSG91_ALERT_TEMPLATE_IDS === undefined ? null : msg91,
    whatsapp: whatsappConfigOf(e, configError),
  };
}

function whatsappConfigOf(e: AlertsEnv, configError: AlertsConfigError): WhatsAppConfig {
  if (e.WHATSAPP_PROVIDER === 'none') return { provider: 'none' };
  if (!e.WHATSAPP_PHONE_NUMBER_ID || !e.WHATSAPP_ACCESS_TOKEN || !e.WHATSAPP_TEMPLATES)
    throw configError(
      'Invalid configuration: WHATSAPP_PHONE_NUMBER_ID, WHATSAPP_ACCESS_TOKEN and WHATSAPP_TEMPLATES are required when WHATSAPP_PROVIDER=meta',
    );
  const templates = Object.fromEntries(e.WHATSAPP_TEMPLATES.split(',').map((pair) => pair.split(':')));
  const missing = ALERT_TEMPLATES.filter((kind) => templates[kind] === undefined);
  if (missing.length > 0)
    throw configError(
      `Invalid configuration: WHATSAPP_TEMPLATES names no template for ${missing.join(', ')}`,
    );
  return {
    provider: 'meta',
    baseUrl: e.WHATSAPP_BASE_URL.replace(/\/+$/, ''),
    version: e.WHATSAPP_API_VERSION,
    phoneNumberId: e.WHATSAPP_PHONE_NUMBER_ID,
    accessToken: e.WHATSAPP_ACCESS_TOKEN,
    templates: templates as Record<AlertTemplate, string>,
  };
}
