import { z } from 'zod';
import { ERROR_MESSAGE_KEYS } from './messages';

/** Stable snake_case ids in `errors.code`; clients branch on these, never on the text. */
export const ERROR_CODES = [
  'validation_failed',
  'bad_request',
  'unauthorized',
  'invalid_credentials',
  'second_factor_required',
  'forbidden',
  'not_found',
  'method_not_allowed',
  'email_taken',
  'aadhaar_taken',
  'already_wishlisted',
  'conversation_not_allowed',
  'cross_site_request',
  'blocked',
  'already_reported',
  'account_suspended',
  'saved_search_limit',
  'request_limit',
  'request_closed',
  'already_offered',
  'offers_full',
  'phone_taken',
  'sms_unavailable',
  'sms_failed',
  'product_unavailable',
  'deal_open',
  'deal_not_open',
  'already_reviewed',
  'review_not_allowed',
  'not_your_farmer',
  'helper_limit',
  'offers_closed',
  'payload_too_large',
  'unsupported_media_type',
  'rate_limited',
  'service_unavailable',
  'internal_error',
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

/** The HTTP status each error code is sent with. */
export const ERROR_STATUS: Record<ErrorCode, number> = {
  validation_failed: 400,
  bad_request: 400,
  unauthorized: 401,
  invalid_credentials: 401,
  second_factor_required: 401,
  forbidden: 403,
  not_found: 404,
  method_not_allowed: 405,
  email_taken: 409,
  aadhaar_taken: 409,
  already_wishlisted: 409,
  conversation_not_allowed: 403,
  cross_site_request: 403,
  blocked: 403,
  already_reported: 409,
  account_suspended: 403,
  saved_search_limit: 409,
  request_limit: 409,
  request_closed: 409,
  already_offered: 409,
  offers_full: 409,
  phone_taken: 409,
  sms_unavailable: 503,
  sms_failed: 503,
  product_unavailable: 409,
  deal_open: 409,
  deal_not_open: 409,
  already_reviewed: 409,
  review_not_allowed: 409,
  not_your_farmer: 403,
  helper_limit: 409,
  offers_closed: 409,
  payload_too_large: 413,
  unsupported_media_type: 415,
  rate_limited: 429,
  service_unavailable: 503,
  internal_error: 500,
};

/**
 * The failure envelope of every `/api/v1` error. `message` and `fields` hold the English texts word for word; `key`
 * and `fieldKeys` name the same texts by their contract key ('server.emailTaken', 'validation.pincodeInvalid'), so a
 * client translates by key, never by the English text. `fields` and `fieldKeys` only on 400 validation failures (and
 * the few 409s that point at a field), always with the same field names.
 */
export const errorEnvelopeSchema = z.object({
  success: z.literal(false),
  message: z.string(),
  errors: z.object({
    code: z.enum(ERROR_CODES),
    message: z.string(),
    key: z.enum(ERROR_MESSAGE_KEYS).describe('The contract key of `message`, for translating it'),
    fields: z.record(z.string(), z.string()).optional(),
    fieldKeys: z
      .record(z.string(), z.enum(ERROR_MESSAGE_KEYS))
      .optional()
      .describe('The contract key of each text in `fields`'),
  }),
});
export type ErrorEnvelope = z.infer<typeof errorEnvelopeSchema>;
