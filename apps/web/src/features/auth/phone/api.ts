import { CROP_LANGS, normalizeIndianMobile } from '@kisansetu/contract';
import type { CropLang, OtpSendResponse, OtpVerifyResponse, User } from '@kisansetu/contract';
import { call } from '@/lib/api-client';
import { currentLanguage } from '@/lib/i18n';

/*
 * The phone number's calls (contract "Phone sign-in"): a code sent by SMS and checked, to sign in or sign up with the
 * number, to verify one's own, or to close a phone-only account.
 */

/** The language the SMS is written in: the one the reader has chosen here. */
function smsLanguage(): CropLang | undefined {
  const lang = currentLanguage();
  return CROP_LANGS.find((candidate) => candidate === lang);
}

/**
 * POST user/otp/send: a 6-digit code by SMS to `phoneNumber` (normalised to +91XXXXXXXXXX when it is an Indian mobile
 * number; anything else goes as typed and the server names the field), in the reader's language.
 */
export async function sendCode(phoneNumber: string): Promise<OtpSendResponse> {
  const lang = smsLanguage();
  const { data } = await call('POST /user/otp/send', {
    json: { phoneNumber: normalizeIndianMobile(phoneNumber) ?? phoneNumber, ...(lang ? { lang } : {}) },
  });
  return data;
}

/** POST user/otp/verify: a session for the account that verified the number, else a token to finish signing up. */
export async function verifyCode(phoneNumber: string, code: string): Promise<OtpVerifyResponse> {
  const { data } = await call('POST /user/otp/verify', { json: { phoneNumber, code } });
  return data;
}

/**
 * POST user/register with a `signupToken`: the account is made and signed in at once. Sign-up's answer carries
 * `accessToken` only when a token was sent, so its type has it optional.
 */
export async function registerWithPhone(form: FormData): Promise<{ user: User; accessToken?: string }> {
  const { data } = await call('POST /user/register', { form });
  return data;
}

/** POST user/phone/verify: the code sent to the signed-in account's own number; the answer is the updated user. */
export async function verifyOwnPhone(code: string): Promise<User> {
  const { data } = await call('POST /user/phone/verify', { json: { code } });
  return data.user;
}

/** '+919876543210' as people read it, '+91 98765 43210'; any other number as it is. */
export function displayPhoneNumber(phoneNumber: string): string {
  const normalised = normalizeIndianMobile(phoneNumber);
  return normalised ? `+91 ${normalised.slice(3, 8)} ${normalised.slice(8)}` : phoneNumber;
}
