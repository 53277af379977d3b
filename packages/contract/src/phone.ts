import { z } from 'zod';
import { CROP_LANGS, type CropLang } from './crops/crop-types';
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

/**
 * The SMS that carries a code, in each of our languages: short (one SMS part where the script allows), naming
 * KisanSetu and saying never to share it. `{code}` is replaced; `{minutes}` is how long it is valid.
 */
export const SMS_CODE_TEXTS: Readonly<Record<CropLang, string>> = {
  en: '{code} is your KisanSetu code. It is valid for {minutes} minutes. Never share it with anyone.',
  hi: '{code} आपका किसानसेतु कोड है। यह {minutes} मिनट तक मान्य है। इसे किसी को न बताएँ।',
  mr: '{code} हा तुमचा किसानसेतु कोड आहे. तो {minutes} मिनिटे वैध आहे. तो कोणालाही सांगू नका.',
  pa: '{code} ਤੁਹਾਡਾ ਕਿਸਾਨਸੇਤੂ ਕੋਡ ਹੈ। ਇਹ {minutes} ਮਿੰਟ ਲਈ ਵੈਧ ਹੈ। ਇਹ ਕਿਸੇ ਨੂੰ ਨਾ ਦੱਸੋ।',
  gu: '{code} તમારો કિસાનસેતુ કોડ છે. તે {minutes} મિનિટ માટે માન્ય છે. તે કોઈને કહેશો નહીં.',
  bn: '{code} আপনার কিসানসেতু কোড। এটি {minutes} মিনিট বৈধ। কাউকে এটি বলবেন না।',
  ta: '{code} உங்கள் கிசான்சேது குறியீடு. இது {minutes} நிமிடங்கள் செல்லும். இதை யாரிடமும் பகிர வேண்டாம்.',
  te: '{code} మీ కిసాన్‌సేతు కోడ్. ఇది {minutes} నిమిషాలు చెల్లుతుంది. దీన్ని ఎవరికీ చెప్పవద్దు.',
  kn: '{code} ನಿಮ್ಮ ಕಿಸಾನ್‌ಸೇತು ಕೋಡ್. ಇದು {minutes} ನಿಮಿಷ ಮಾನ್ಯ. ಇದನ್ನು ಯಾರಿಗೂ ಹೇಳಬೇಡಿ.',
};

/**
 * The text of the SMS that carries `code`, in `lang`. With the site's host it ends in the origin-bound line
 * (`@kisansetu.in #042917`) that lets the browser's WebOTP hand the code to that site alone.
 */
export function smsCodeText(lang: CropLang, code: string, host?: string): string {
  const text = SMS_CODE_TEXTS[lang]
    .replace('{code}', code)
    .replace('{minutes}', String(PHONE_SIGN_IN.codeSeconds / 60));
  return host === undefined ? text : `${text}\n\n@${host} #${code}`;
}
