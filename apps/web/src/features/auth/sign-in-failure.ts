import { isApiError } from '@/lib/api-client';
import { failureText } from '@/lib/error-text';
import type { TFunction } from '@/lib/i18n';

/** The first email address in a text (a suspended account's message names the support address). */
function emailIn(text: string): string | undefined {
  return /[^\s@]+@[^\s@]+\.[^\s@]*[^\s@.]/.exec(text)?.[0];
}

/**
 * What a refused sign-in (by password or by phone code) says: a suspended account's 403 names the support address
 * (from the server's meta, else from its own text); anything else is the server's message.
 */
export function signInFailureText(t: TFunction, error: unknown, supportEmail: string | undefined): string {
  if (isApiError(error) && error.code === 'account_suspended') {
    const email = supportEmail ?? emailIn(error.message);
    if (email) return t('login.suspended', { email });
  }
  return failureText(error, t('toast.somethingWentWrong'));
}
