import { z } from 'zod';
import { idParam } from '../fields';
import { sellerDetailResponseSchema } from '../first-page-data';
import {
  otpSendResponseSchema,
  otpSendSchema,
  otpVerifyResponseSchema,
  otpVerifySchema,
  phoneVerifySchema,
} from '../phone';
import {
  AADHAAR_WIRE_FIELD,
  loginResponseSchema,
  loginSchema,
  phoneRegisterSchema,
  profileUpdateSchema,
  registerSchema,
  userResponseSchema,
} from '../user';
import { endpoint } from './define';

/**
 * Email fields as any deployment takes them: which domains are allowed is the server's setting, checked by the route
 * with the same schema and the same answer, so the declaration holds the shape every deployment shares.
 */
const ANY_EMAIL_DOMAIN = ['*'];

// A request schema's input side (`.in`) holds its fields as a caller sends them, the Aadhaar number's wire name among them.
const emailSignUp = registerSchema(ANY_EMAIL_DOMAIN).in.shape;
const phoneSignUp = phoneRegisterSchema(ANY_EMAIL_DOMAIN).in.shape;

/** Sign-up's text fields: an email sign-up's, and a phone sign-up's, whose number is its token's. */
const signUpFields = z.object({
  ...emailSignUp,
  signupToken: phoneSignUp.signupToken.optional(),
  // With a sign-up token these are optional: email with password together, the phone number the token's.
  email: phoneSignUp.email,
  password: phoneSignUp.password,
  phoneNumber: emailSignUp.phoneNumber.optional(),
});

const PROFILE_PHOTO = {
  image: { max: 1, description: 'An optional profile photo: JPEG, PNG or WebP, ≤ 8 MB' },
};

/** A multipart route's text as the API document has always given it: its text fields, then the photo. */
const withProfilePhoto = (fields: string) =>
  `multipart/form-data with the text fields ${fields} and an optional \`image\` file (JPEG, PNG or WebP, ≤ 8 MB).`;

const PHONE_DOC =
  'Without an SMS provider every phone call answers 503 `sms_unavailable` (and `GET meta` says `phoneSignIn: false`).';

const PROFILE_UPDATE_DOC = withProfilePhoto(
  `fullName, phoneNumber, address, password (current), newPassword, pincode, ${AADHAAR_WIRE_FIELD} (a seller ` +
    'without one on file adds it, by the sign-up rules: 400 on the field, 409 `aadhaar_taken`; once on ' +
    'file it never changes and is ignored) — blank ones are ignored',
);

/** Accounts: sign-up, login, phone codes, logout, the own profile and its updates, a seller's public profile. */
export const usersEndpoints = {
  signUp: endpoint({
    id: 'signUp',
    method: 'POST',
    path: '/user/register',
    access: 'public',
    tag: 'users',
    summary: 'Create an account (with a signupToken: also log in)',
    description: withProfilePhoto(
      `fullName, email, phoneNumber, role, ${AADHAAR_WIRE_FIELD} (sellers), address, password, pincode; or, after ` +
        `\`user/otp/verify\` gave a \`signupToken\` for a new number: signupToken, fullName, role, ${AADHAAR_WIRE_FIELD} ` +
        '(sellers, optional: added later in the profile update), address, pincode, and email with password ' +
        'optional together (the phone number is the ' +
        "token's, verified). With a token the answer also carries `accessToken` and sets the session cookie; a " +
        'used or expired token is a 400 on `signupToken`, a number another account verified 409 `phone_taken`',
    ),
    form: { fields: signUpFields, files: PROFILE_PHOTO },
    status: 201,
    data: z.union([userResponseSchema.extend({ accessToken: z.string() }), userResponseSchema]),
    errors: [409, 413, 415, 429],
  }),
  logIn: endpoint({
    id: 'logIn',
    method: 'POST',
    path: '/user/login',
    access: 'public',
    tag: 'users',
    summary: 'Log in; sets the session cookie',
    description:
      'A wrong email, password or role: 401 `invalid_credentials`. A moderator (role `moderator`) also sends ' +
      '`otp`, the 6-digit code of their authenticator app (RFC 6238, 30-second steps; one step either side is ' +
      'taken, and a code signs in once), or `recoveryCode`, one of the single-use codes printed at enrolment; ' +
      'with the right password but no right one, or with no second factor enrolled: 401 ' +
      '`second_factor_required`. Every moderator sign-in and refusal is written to the moderation audit.',
    body: loginSchema(ANY_EMAIL_DOMAIN),
    data: loginResponseSchema,
    errors: [401, 403, 429],
  }),
  sendPhoneCode: endpoint({
    id: 'sendPhoneCode',
    method: 'POST',
    path: '/user/otp/send',
    access: 'public',
    tag: 'users',
    summary: 'Send a one-time code by SMS',
    description:
      'A 6-digit code, valid 5 minutes, to an Indian mobile number (typed with or without +91, 91, 0, spaces or ' +
      'dashes); a new send voids the previous code. The answer is the same whether or not an account has the ' +
      'number. One send a number per 30 s and 5 an hour, 20 an address an hour (429 with Retry-After). The SMS ' +
      'is in `lang`, else the first of our languages in Accept-Language, else English. A provider that fails ' +
      'or does not answer in 10 s: 503 `sms_failed`, and the send is not counted. ' +
      PHONE_DOC,
    body: otpSendSchema,
    data: otpSendResponseSchema,
    errors: [429],
  }),
  signInWithPhoneCode: endpoint({
    id: 'signInWithPhoneCode',
    method: 'POST',
    path: '/user/otp/verify',
    access: 'public',
    tag: 'users',
    summary: 'Sign in with a one-time code, or get a sign-up token for a new number',
    description:
      'A right code for a number an account has verified signs that account in exactly as `user/login` does ' +
      '(`{ accessToken, user }` and the session cookie; a suspended account 403); never a moderator. For any ' +
      'other number it ' +
      'answers `{ signupToken, phoneNumber }` (single use, 30 minutes; no session) to finish with ' +
      '`user/register`. A wrong or expired code is a 400 on `code`; the 5th wrong try voids the code. ' +
      PHONE_DOC,
    body: otpVerifySchema,
    data: otpVerifyResponseSchema,
    errors: [403],
  }),
  verifyMyPhone: endpoint({
    id: 'verifyMyPhone',
    method: 'POST',
    path: '/user/phone/verify',
    access: 'session',
    tag: 'users',
    summary: "Verify the signed-in account's own phone number",
    description:
      'The code `user/otp/send` just sent to the account’s own number. 409 `phone_taken` when another account ' +
      'verified the number first; a wrong or expired code is a 400 on `code`; a moderator 403 (a phone code ' +
      'never signs a moderator in). ' +
      PHONE_DOC,
    body: phoneVerifySchema,
    data: userResponseSchema,
    errors: [403, 409],
  }),
  logOut: endpoint({
    id: 'logOut',
    method: 'POST',
    path: '/user/logout',
    access: 'session',
    tag: 'users',
    summary: 'End the session',
  }),
  getMyProfile: endpoint({
    id: 'getMyProfile',
    method: 'GET',
    path: '/user/me',
    access: 'session',
    tag: 'users',
    summary: 'The signed-in user',
    data: userResponseSchema,
  }),
  getSellerProfile: endpoint({
    id: 'getSellerProfile',
    method: 'GET',
    path: '/user/detail/{id}',
    access: 'public',
    tag: 'users',
    summary: "A seller's public profile with their trust signals, and their listings",
    params: z.object({ id: idParam }),
    data: sellerDetailResponseSchema,
    errors: [429],
  }),
  updateBuyerProfile: endpoint({
    id: 'updateBuyerProfile',
    method: 'PUT',
    path: '/user/update/customer/profile',
    access: 'buyer',
    tag: 'users',
    summary: 'Update own profile',
    description: PROFILE_UPDATE_DOC,
    form: { fields: profileUpdateSchema.in, files: PROFILE_PHOTO },
    data: userResponseSchema,
    errors: [413, 415, 429],
  }),
  updateSellerProfile: endpoint({
    id: 'updateSellerProfile',
    method: 'PUT',
    path: '/user/update/seller/profile',
    access: 'seller',
    tag: 'users',
    summary: 'Update own profile',
    description: PROFILE_UPDATE_DOC,
    form: { fields: profileUpdateSchema.in, files: PROFILE_PHOTO },
    data: userResponseSchema,
    errors: [409, 413, 415, 429],
  }),
};
