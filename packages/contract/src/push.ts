import { z } from 'zod';
import { CROP_LANGS } from './crops/crop-types';
import { VALIDATION_KEY } from './messages';

const base64url = (min: number, max: number) =>
  z
    .string({ error: VALIDATION_KEY.pushSubscriptionInvalid })
    .min(min, VALIDATION_KEY.pushSubscriptionInvalid)
    .max(max, VALIDATION_KEY.pushSubscriptionInvalid)
    .regex(/^[A-Za-z0-9_-]+=*$/, VALIDATION_KEY.pushSubscriptionInvalid);

/**
 * POST push/subscribe: the browser's `PushSubscription.toJSON()` and the UI's language. `p256dh` is the browser's
 * P-256 public key (65 bytes, 87 characters of base64url), `auth` its 16-byte secret; the server encrypts every push
 * to them (RFC 8291). `lang` (default 'en') is the language the pushes are written in: the web sends it again when
 * the person switches language, and the same endpoint's row takes it.
 */
export const pushSubscriptionSchema = z.object({
  endpoint: z
    .string({ error: VALIDATION_KEY.pushSubscriptionInvalid })
    .max(1000, VALIDATION_KEY.pushSubscriptionInvalid)
    .regex(/^https:\/\/[^\s]+$/i, VALIDATION_KEY.pushSubscriptionInvalid),
  expirationTime: z.number().nullable().optional(),
  keys: z.object(
    { p256dh: base64url(80, 100), auth: base64url(16, 30) },
    { error: VALIDATION_KEY.pushSubscriptionInvalid },
  ),
  lang: z
    .enum(CROP_LANGS, { error: VALIDATION_KEY.languageInvalid })
    .default('en')
    .describe("The UI's language: this browser's pushes are written in it"),
});
/** A subscription as the server keeps it (`lang` filled in). */
export type PushSubscriptionJson = z.infer<typeof pushSubscriptionSchema>;

/** DELETE push/subscribe: the endpoint this browser no longer wants pushes at. */
export const pushUnsubscribeSchema = z.object({
  endpoint: z
    .string({ error: VALIDATION_KEY.pushSubscriptionInvalid })
    .min(1, VALIDATION_KEY.pushSubscriptionInvalid)
    .max(1000, VALIDATION_KEY.pushSubscriptionInvalid),
});

/** GET push/key: the server's VAPID public key (base64url), the browser's `applicationServerKey`. */
export const pushKeyResponseSchema = z.object({ publicKey: z.string() });

/** What a push message carries (JSON, encrypted): the service worker shows it and opens `link` on a tap. */
export const pushPayloadSchema = z.object({
  title: z.string(),
  body: z.string(),
  link: z.string(),
  kind: z.string(),
  id: z.string(),
});
export type PushPayload = z.infer<typeof pushPayloadSchema>;
