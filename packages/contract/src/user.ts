import { z } from 'zod';
import { ACCOUNT_ROLES, LIMITS, ROLE } from './constants';
import {
  addressField,
  blankToUndefined,
  emailField,
  fullNameField,
  optionalText,
  passwordField,
  phoneField,
  pincodeField,
  roleField,
} from './fields';
import { locationSchema, publicPlaceSchema } from './location';
import { VALIDATION_KEY } from './messages';
import { isValidAadhaar } from './verhoeff';

/**
 * The Aadhaar number's field name on the API: the original client's spelling, which callers still send and read
 * (docs/glossary.md). The code says `aadhaarNumber`; the request schemas below read this name and hand on
 * `aadhaarNumber`, and the answers that carry the masked number name it so.
 */
export const AADHAAR_WIRE_FIELD = 'aadharNumber';
type AadhaarWireField = typeof AADHAAR_WIRE_FIELD;

/** `T` with its field `From` named `To` instead, in the same place. */
type Renamed<T, From extends string, To extends string> = { [K in keyof T as K extends From ? To : K]: T[K] };

function renamed<T extends object, From extends string, To extends string>(
  object: T,
  from: From,
  to: To,
): Renamed<T, From, To> {
  return Object.fromEntries(
    Object.entries(object).map(([name, value]) => [name === from ? to : name, value]),
  ) as Renamed<T, From, To>;
}

/**
 * A request's fields as the API names them: the same fields in the same order (the API document lists them so), the
 * Aadhaar number under its wire name.
 */
const wireFields = <F extends { aadhaarNumber: z.ZodType }>(fields: F) =>
  renamed(fields, 'aadhaarNumber', AADHAAR_WIRE_FIELD);

/** A parsed request as the server works with it: the Aadhaar number, when sent, back under `aadhaarNumber`. */
const fromWire = <R extends object>(request: R) => renamed(request, AADHAAR_WIRE_FIELD, 'aadhaarNumber');

/**
 * A user as the owner sees themself. Sellers also get their Aadhaar number (under {@link AADHAAR_WIRE_FIELD}), masked
 * as XXXXXXXX1234. `email` is null for an account made with a phone number only; `phoneVerified` once a code sent to
 * `phoneNumber` came back.
 */
export const userSchema = z.object({
  _id: z.string(),
  fullName: z.string(),
  email: z.string().nullable(),
  phoneNumber: z.string(),
  phoneVerified: z.boolean(),
  address: z.string(),
  role: z.enum(ACCOUNT_ROLES),
  avatarUrl: z.string().nullable(),
  [AADHAAR_WIRE_FIELD]: z.string().optional(),
  location: locationSchema.nullable(),
  /** A helper's organisation (an FPO, a shop, a village centre); null for everyone else. */
  organisation: z.string().nullable(),
  /** A farmer's account that may add farmers and act for them (contract "Helpers: FPOs and agents"). */
  helper: z.boolean(),
  createdAt: z.string(),
});
export type User = z.infer<typeof userSchema>;

/** A seller's Aadhaar number as their own answer carries it, masked; undefined for a buyer or a farmer without one. */
export function maskedAadhaarOf(user: Pick<User, AadhaarWireField>): string | undefined {
  return user[AADHAAR_WIRE_FIELD];
}

/**
 * A seller as anyone sees them on the public profile: no Aadhaar, no street address (the place, district and state
 * only), nothing secret. `email` and `phoneNumber` only reach signed-in callers (contract "Contact details"), who may
 * read so many profiles an hour; anonymous callers get neither.
 */
export const publicSellerSchema = userSchema
  .omit({ [AADHAAR_WIRE_FIELD]: true, address: true, location: true })
  .extend({
    location: publicPlaceSchema.nullable(),
    email: z.string().nullable().optional(),
    phoneNumber: z.string().optional(),
  });
export type PublicSeller = z.infer<typeof publicSellerSchema>;

/**
 * What is wrong with a seller's Aadhaar number as given (spaces already dropped), as its message key; undefined when
 * it is a valid one, or when none was given and `required` is false. The spec's rules: required, 12 digits; and the
 * Verhoeff check digit.
 */
export function aadhaarProblem(
  aadhaar: string | undefined,
  required: boolean,
): (typeof VALIDATION_KEY)['aadhaarRequired' | 'aadhaarLength' | 'aadhaarInvalid'] | undefined {
  if (aadhaar === undefined) return required ? VALIDATION_KEY.aadhaarRequired : undefined;
  if (!/^\d{12}$/.test(aadhaar)) return VALIDATION_KEY.aadhaarLength;
  if (!isValidAadhaar(aadhaar)) return VALIDATION_KEY.aadhaarInvalid;
  return undefined;
}

/** The Aadhaar field as a form names it, or as a request does. */
type AadhaarField = 'aadhaarNumber' | AadhaarWireField;

/**
 * Aadhaar rules: sellers must give a valid one (`sellerMayLeaveOut`: a farmer who proved the phone may add it later),
 * buyers must not give one. Spaces people type are ignored. `field` is where the number is and where its problem is
 * told: a form's own name, or for a request the wire name, which a 400's `fields` names.
 */
function aadhaarRules(sellerMayLeaveOut: boolean, field: AadhaarField) {
  return (value: { role?: string } & Partial<Record<AadhaarField, string>>, ctx: z.RefinementCtx): void => {
    const path = [field];
    const aadhaar = value[field];
    if (value.role === 'seller') {
      const problem = aadhaarProblem(aadhaar, !sellerMayLeaveOut);
      if (problem !== undefined) ctx.addIssue({ code: 'custom', message: problem, path });
    } else if (value.role === ROLE.buyer && aadhaar !== undefined) {
      ctx.addIssue({ code: 'custom', message: VALIDATION_KEY.aadhaarNotForBuyers, path });
    }
  };
}

/**
 * zod skips an object's refinements once any field failed to parse, so with "validation runs on change" the Aadhaar
 * and confirm-password messages would only appear after every other field was valid, and a register 400 would not
 * list them. Run each cross-field check whenever the fields it reads parsed cleanly.
 */
function whenFieldsParsed(...fields: string[]) {
  return (payload: { issues: readonly { path?: readonly PropertyKey[] }[] }): boolean =>
    !payload.issues.some((issue) => fields.includes(String(issue.path?.[0])));
}

const aadhaarInput = z.preprocess(
  (v) => (typeof v === 'string' ? blankToUndefined(v.replace(/\s+/g, '')) : blankToUndefined(v)),
  z
    .string()
    .max(LIMITS.aadhaarLength * 2, VALIDATION_KEY.aadhaarLength)
    .optional(),
);

function registerFields(allowedDomains: readonly string[]) {
  return {
    fullName: fullNameField,
    email: emailField(allowedDomains),
    phoneNumber: phoneField,
    role: roleField,
    aadhaarNumber: aadhaarInput,
    address: addressField,
    password: passwordField,
    pincode: pincodeField,
  };
}

/**
 * POST user/register text fields (multipart; the optional avatar file is `image`), read under the API's names and
 * handed on with `aadhaarNumber`.
 */
export function registerSchema(allowedDomains: readonly string[]) {
  return z
    .object(wireFields(registerFields(allowedDomains)))
    .superRefine(aadhaarRules(false, AADHAAR_WIRE_FIELD), {
      when: whenFieldsParsed('role', AADHAAR_WIRE_FIELD),
    })
    .transform(fromWire);
}
export type RegisterInput = z.input<ReturnType<typeof registerSchema>>;
export type RegisterRequest = z.output<ReturnType<typeof registerSchema>>;

/** The fields a phone sign-up shares with the email one: no email, password or phone number (the token's). */
function phoneSignupFields() {
  return {
    fullName: fullNameField,
    role: roleField,
    aadhaarNumber: aadhaarInput,
    address: addressField,
    pincode: pincodeField,
  };
}

/**
 * POST user/register with a `signupToken` (contract "Phone sign-in"): the phone number is the token's, and `email` and
 * `password` are optional together (both or neither; given, they follow the spec's rules). A farmer may leave Aadhaar
 * out and add it later in the profile update; given, it follows the spec's rules. Read under the API's names, like
 * {@link registerSchema}.
 */
export function phoneRegisterSchema(allowedDomains: readonly string[]) {
  return z
    .object(
      wireFields({
        ...phoneSignupFields(),
        signupToken: z.preprocess(
          blankToUndefined,
          z.string({ error: VALIDATION_KEY.signupTokenInvalid }).max(200, VALIDATION_KEY.signupTokenInvalid),
        ),
        email: emailField(allowedDomains).optional(),
        password: passwordField.optional(),
      }),
    )
    .superRefine(aadhaarRules(true, AADHAAR_WIRE_FIELD), {
      when: whenFieldsParsed('role', AADHAAR_WIRE_FIELD),
    })
    .superRefine(
      (value, ctx) => {
        if ((value.email === undefined) === (value.password === undefined)) return;
        ctx.addIssue({
          code: 'custom',
          message: VALIDATION_KEY.emailAndPasswordTogether,
          path: [value.email === undefined ? 'email' : 'password'],
        });
      },
      { when: whenFieldsParsed('email', 'password') },
    )
    .transform(fromWire);
}
export type PhoneRegisterRequest = z.output<ReturnType<typeof phoneRegisterSchema>>;

/**
 * The phone sign-up form: who the person is and where, Aadhaar for a farmer who wants to give it now; the number was
 * proved by its code.
 */
export const phoneSignupFormSchema = z
  .object(phoneSignupFields())
  .superRefine(aadhaarRules(true, 'aadhaarNumber'), { when: whenFieldsParsed('role', 'aadhaarNumber') });
export type PhoneSignupFormInput = z.input<typeof phoneSignupFormSchema>;

/** The signup form: register plus the confirm-password field, which never leaves the browser. */
export function signupFormSchema(allowedDomains: readonly string[]) {
  return z
    .object({
      ...registerFields(allowedDomains),
      confirmPassword: z.preprocess(
        blankToUndefined,
        z.string({ error: VALIDATION_KEY.confirmPasswordRequired }),
      ),
    })
    .superRefine(aadhaarRules(false, 'aadhaarNumber'), { when: whenFieldsParsed('role', 'aadhaarNumber') })
    .superRefine(
      (value, ctx) => {
        if (value.confirmPassword !== undefined && value.confirmPassword !== value.password) {
          ctx.addIssue({
            code: 'custom',
            message: VALIDATION_KEY.passwordsDoNotMatch,
            path: ['confirmPassword'],
          });
        }
      },
      { when: whenFieldsParsed('confirmPassword') },
    );
}

/**
 * A moderator's second factor: a TOTP code (RFC 6238: 6 digits, 30-second steps, HMAC-SHA-1 as authenticator apps
 * expect; one step either side is accepted, and a code signs in once), or one of the recovery codes `npm run
 * moderator -- add` printed (each signs in once).
 */
export const MODERATOR_SECOND_FACTOR = {
  totpDigits: 6,
  totpPeriodSeconds: 30,
  totpWindowSteps: 1,
  recoveryCodes: 10,
} as const;

/** A second-factor field as typed: spaces dropped, blank is absent; its shape is judged at sign-in (401, not 400). */
const secondFactorField = z.preprocess(
  (v) => (typeof v === 'string' ? blankToUndefined(v.replace(/\s+/g, '')) : blankToUndefined(v)),
  z.string().max(64).optional(),
);

/**
 * POST user/login: a moderator logs in with role `moderator` (the moderation page's own sign-in), and with `otp` or
 * `recoveryCode` (without a right one: 401 `second_factor_required`); other roles send neither.
 */
export function loginSchema(allowedDomains: readonly string[]) {
  return z.object({
    email: emailField(allowedDomains),
    password: passwordField,
    role: z.preprocess(blankToUndefined, z.enum(ACCOUNT_ROLES, { error: VALIDATION_KEY.roleRequired })),
    otp: secondFactorField,
    recoveryCode: secondFactorField,
  });
}
export type LoginRequest = z.output<ReturnType<typeof loginSchema>>;

export const loginResponseSchema = z.object({ accessToken: z.string(), user: userSchema });
export type LoginResponse = z.infer<typeof loginResponseSchema>;

/** The profile update's fields, as its form and its request have them (the request reads the Aadhaar's wire name). */
const profileFields = {
  fullName: optionalText(LIMITS.fullNameMax, VALIDATION_KEY.fullNameMax, { name: true }),
  phoneNumber: z.preprocess(blankToUndefined, phoneField.optional()),
  address: optionalText(LIMITS.addressMax, VALIDATION_KEY.addressMax),
  password: z.preprocess(
    blankToUndefined,
    z.string().max(LIMITS.passwordMax, VALIDATION_KEY.passwordMax).optional(),
  ),
  newPassword: z.preprocess(blankToUndefined, passwordField.optional()),
  pincode: pincodeField,
  aadhaarNumber: aadhaarInput,
};

/** A new password needs the current one. */
function currentPasswordFirst(
  value: { password?: string | undefined; newPassword?: string | undefined },
  ctx: z.RefinementCtx,
): void {
  if (value.newPassword !== undefined && value.password === undefined) {
    ctx.addIssue({ code: 'custom', message: VALIDATION_KEY.currentPasswordRequired, path: ['password'] });
  }
}

/**
 * PUT user/update/{customer|seller}/profile text fields. Blank fields are "not sent" and change nothing; email never
 * changes, nor does an Aadhaar number once on file; a new password needs the current one. A changed phone number is
 * unverified until a code sent to it comes back. The Aadhaar number (read under {@link AADHAAR_WIRE_FIELD}, handed on
 * as `aadhaarNumber`) lets a seller without one add it (the spec's rules, checked with {@link aadhaarProblem} against
 * the account: it is ignored once one is on file).
 */
export const profileUpdateSchema = z
  .object(wireFields(profileFields))
  .superRefine(currentPasswordFirst)
  .transform(fromWire);
export type ProfileUpdateRequest = z.output<typeof profileUpdateSchema>;

/** The profile form: the update's fields under the form's own names. */
export const profileFormSchema = z.object(profileFields).superRefine(currentPasswordFirst);

/**
 * The profile form of a seller with no Aadhaar on file: the update's fields, and a number typed there checked by the
 * spec's rules at once (the server checks it the same way, against the account).
 */
export const sellerAddsAadhaarFormSchema = profileFormSchema.superRefine(
  (value, ctx) => {
    const problem = aadhaarProblem(value.aadhaarNumber, false);
    if (problem !== undefined) ctx.addIssue({ code: 'custom', message: problem, path: ['aadhaarNumber'] });
  },
  { when: whenFieldsParsed('aadhaarNumber') },
);

export const userResponseSchema = z.object({ user: userSchema });
