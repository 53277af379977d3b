import { z } from 'zod';
import { CROP_LANGS } from './crops/crop-types';
import { blankToUndefined } from './fields';
import { VALIDATION_KEY } from './messages';
import { loginResponseSchema } from './user';

/** Phone sign-in's numbers (contract "Phone sign-in"): the server enforces each, the web counts down with them. */
export const PHONE_SIGN_IN = {
  codeDigits: 6,
  /** How long a code is valid after it is sent. */
  codeSeconds: 300,
  /** A number gets one code per this many seconds. */
  resendSeconds: 30,
  sendsPerNumberPerHour: 5,
  sendsPerIpPerHour: 20,
  /** The wrong try that reaches this voids the code. */
  triesPerCode: 5,
  /** How long a verified number may finish signing up. */
  signupTokenMinutes: 30,
} as const;

/**
 * An Indian mobile number in the one form it is stored and sent in, `+91XXXXXXXXXX`, or null when it is not one:
 * ten digits starting 6–9, typed with or without `+91`, `91` or `0`, spaces, dashes or brackets.
 */
export function normalizeIndianMobile(value: string): string | null {
  // A '+' only leads the number (after an opening bracket at most): '91+98…' is not a way anyone writes one.
  if (!/^\s*\(?\+?[\d\s()-]+$/.test(value)) return null;
  const national = /^(?:0?91|0)?([6-9]\d{9})$/.exec(value.replace(/\D/g, ''))?.[1];
  return national === undefined ? null : `+91${national}`;
}

/** A mobile number field: anything that is not an Indian mobile number is 'Enter a 10-digit mobile number'. */
export const mobileNumberField = z.preprocess(
  (value) => {
    const given = blankToUndefined(value);
    return typeof given === 'string' ? (normalizeIndianMobile(given) ?? given) : given;
  },
  z
    .string({ error: VALIDATION_KEY.mobileNumberInvalid })
    .regex(/^\+91[6-9]\d{9}$/, VALIDATION_KEY.mobileNumberInvalid),
);

/** A one-time code as typed: spaces are ignored; anything but six digits cannot be right. */
export const otpCodeField = z.preprocess(
  (value) => (typeof value === 'string' ? value.replace(/\s+/g, '') : value),
  z
    .string({ error: VALIDATION_KEY.codeWrong })
    .regex(new RegExp(`^\\d{${PHONE_SIGN_IN.codeDigits}}$`), VALIDATION_KEY.codeWrong),
);

/**
 * POST user/otp/send. `lang` picks the SMS's language (the web sends the one it shows); without it the server reads
 * `Accept-Language`, else English.
 */
export const otpSendSchema = z.object({
  phoneNumber: mobileNumberField,
  lang: z.enum(CROP_LANGS).optional(),
});
export type OtpSendRequest = z.output<typeof otpSendSchema>;

/** The answer to a send: the same whether or not an account has the number. */
export const otpSendResponseSchema = z.object({
  phoneNumber: z.string(),
  expiresInSeconds: z.number().int(),
  resendAfterSeconds: z.number().int(),
});
export type OtpSendResponse = z.infer<typeof otpSendResponseSchema>;

/** POST user/otp/verify. */
export const otpVerifySchema = z.object({ phoneNumber: mobileNumberField, code: otpCodeField });
export type OtpVerifyRequest = z.output<typeof otpVerifySchema>;

/** A right code for a number no account has verified: finish signing up with this token (single use, 30 minutes). */
export const signupTokenResponseSchema = z.object({ signupToken: z.string(), phoneNumber: z.string() });
export type SignupTokenResponse = z.infer<typeof signupTokenResponseSchema>;

/** The answer to a right code: a session for the account that verified the number, else a sign-up token. */
export const otpVerifyResponseSchema = z.union([loginResponseSchema, signupTokenResponseSchema]);
export type OtpVerifyResponse = z.infer<typeof otpVerifyResponseSchema>;

/** Whether a verify answer signed the person in (rather than handing a sign-up token). */
export function isSignedIn(answer: OtpVerifyResponse): answer is z.infer<typeof loginResponseSchema> {
  return 'accessToken' in answer;
}

/** POST user/phone/verify: the code sent to the signed-in account's own number. */
export const phoneVerifySchema = z.object({ code: otpCodeField });
export type PhoneVerifyRequest = z.output<typeof phoneVerifySchema>;
