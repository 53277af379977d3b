import type { ErrorCode } from '@kisansetu/contract';
import type { TranslationKey } from '@/locales/keys';
import { isApiError } from './api-client';
import { i18n } from './i18n';

// What a failed call says to a person: by the server's key, else by its code, else the caller's own text.

/**
 * The text of a refusal whose code says more than its message: too many tries (with how long to wait), a request
 * from another site. Undefined for any other failure.
 */
export function codeText(error: unknown): string | undefined {
  // These texts load with the pages (the first route carries none): on the home page the caller's text stands in.
  if (!isApiError(error) || !i18n.exists('error.crossSite')) return undefined;
  if (error.code === 'rate_limited') {
    return error.retryAfter !== undefined && error.retryAfter > 0
      ? i18n.t('error.rateLimited', { seconds: error.retryAfter })
      : i18n.t('error.rateLimitedSoon');
  }
  if (error.code === 'cross_site_request') return i18n.t('error.crossSite');
  return undefined;
}

/** What a refusal with this code says when the server sent no key for it (an older server, a proxy's answer). */
const CODE_KEYS: Partial<Record<ErrorCode, TranslationKey>> = {
  validation_failed: 'server.validationFailed',
  bad_request: 'server.badRequest',
  unauthorized: 'server.unauthorized',
  invalid_credentials: 'server.invalidCredentials',
  forbidden: 'server.forbidden',
  not_found: 'server.notFound',
  email_taken: 'server.emailTaken',
  aadhaar_taken: 'server.aadhaarTaken',
  payload_too_large: 'server.payloadTooLarge',
  unsupported_media_type: 'server.unsupportedMediaType',
  service_unavailable: 'server.serviceUnavailable',
  internal_error: 'server.internalError',
};

/**
 * The server's message of a failed call in the current language, by its key (else by its code), or `fallback`
 * when it brought neither.
 */
export function failureText(error: unknown, fallback: string): string {
  const special = codeText(error);
  if (special) return special;
  if (!isApiError(error) || !error.hasServerMessage) return fallback;
  if (error.key !== undefined && i18n.exists(error.key)) return i18n.t(error.key as TranslationKey);
  // The server's English texts load with the pages (locales/english-rest.ts): on the home page the caller's text stands in.
  const byCode = CODE_KEYS[error.code as ErrorCode];
  return byCode !== undefined && i18n.exists(byCode) ? i18n.t(byCode) : fallback;
}
