import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  CROP_LANGS,
  SERVER_MESSAGES,
  loginResponseSchema,
  otpSendResponseSchema,
  otpSendSchema,
  otpVerifySchema,
  phoneVerifySchema,
  signupTokenResponseSchema,
  successEnvelope,
  userResponseSchema,
  type CropLang,
} from '@kisansetu/contract';
import { z } from 'zod';
import { requireUser, setSessionCookie } from '../../auth';
import type { AppConfig } from '../../config/config';
import { ok } from '../../lib/envelope';
import type { PhoneSignInService } from './phone-sign-in.service';
import { toOwnUser, type AvatarUrl } from './users.presenter';

export interface PhoneRoutesOptions {
  config: AppConfig;
  phoneSignIn: PhoneSignInService;
  avatarUrl: AvatarUrl;
}

/** The first of our languages the browser asks for (`Accept-Language`), else English. */
export function languageOf(acceptLanguage: string | undefined): CropLang {
  const wanted = (acceptLanguage ?? '')
    .split(',')
    .map((part) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => /^q=([\d.]+)$/.exec(p.trim())?.[1]).find((v) => v !== undefined);
      return { lang: tag.toLowerCase().split('-')[0]!, q: q === undefined ? 1 : Number(q) };
    })
    .filter((entry) => entry.q > 0)
    .sort((a, b) => b.q - a.q);
  return (wanted.find((entry) => (CROP_LANGS as readonly string[]).includes(entry.lang))?.lang ??
    'en') as CropLang;
}

const phoneDoc =
  'Without an SMS provider every phone call answers 503 `sms_unavailable` (and `GET meta` says `phoneSignIn: false`).';

/** Phone sign-in: codes by SMS, signing in with one, and a signed-in account proving its own number. */
export async function phoneRoutes(app: FastifyInstance, options: PhoneRoutesOptions): Promise<void> {
  const { config, phoneSignIn, avatarUrl } = options;
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(
    '/user/otp/send',
    {
      schema: {
        tags: ['user'],
        summary: 'Send a one-time code by SMS',
        description:
          'A 6-digit code, valid 5 minutes, to an Indian mobile number (typed with or without +91, 91, 0, spaces or ' +
          'dashes); a new send voids the previous code. The answer is the same whether or not an account has the ' +
          'number. One send a number per 30 s and 5 an hour, 20 an address an hour (429 with Retry-After). The SMS ' +
          'is in `lang`, else the first of our languages in Accept-Language, else English. A provider that fails ' +
          'or does not answer in 10 s: 503 `sms_failed`, and the send is not counted. ' +
          phoneDoc,
        body: otpSendSchema,
        response: { 200: successEnvelope(otpSendResponseSchema) },
      },
      config: { privateAnswer: true },
    },
    async (request) => {
      const viewer = await request.sessionUser();
      const own = viewer !== null && (await phoneSignIn.isOwnNumber(viewer.id, request.body.phoneNumber));
      const data = await phoneSignIn.sendCode({
        phoneNumber: request.body.phoneNumber,
        lang: request.body.lang ?? languageOf(request.headers['accept-language']),
        clientAddress: request.ip,
        purpose: own ? 'verify' : 'sign_in',
      });
      return ok(SERVER_MESSAGES.codeSent, data);
    },
  );

  r.post(
    '/user/otp/verify',
    {
      schema: {
        tags: ['user'],
        summary: 'Sign in with a one-time code, or get a sign-up token for a new number',
        description:
          'A right code for a number an account has verified signs that account in exactly as `user/login` does ' +
          '(`{ accessToken, user }` and the session cookie; a suspended account 403); never a moderator. For any ' +
          'other number it ' +
          'answers `{ signupToken, phoneNumber }` (single use, 30 minutes; no session) to finish with ' +
          '`user/register`. A wrong or expired code is a 400 on `code`; the 5th wrong try voids the code. ' +
          phoneDoc,
        body: otpVerifySchema,
        response: {
          200: successEnvelope(z.union([loginResponseSchema, signupTokenResponseSchema])),
        },
      },
      config: { privateAnswer: true },
    },
    async (request, reply) => {
      const result = await phoneSignIn.signIn(request.body.phoneNumber, request.body.code);
      if (result.kind === 'signup') {
        return ok(SERVER_MESSAGES.codeAccepted, {
          signupToken: result.signupToken,
          phoneNumber: result.phoneNumber,
        });
      }
      setSessionCookie(reply, result.token, result.expiresAt, config.cookieSecure);
      return ok(SERVER_MESSAGES.loggedIn, {
        accessToken: result.token,
        user: toOwnUser(result.user, avatarUrl),
      });
    },
  );

  r.post(
    '/user/phone/verify',
    {
      schema: {
        tags: ['user'],
        summary: "Verify the signed-in account's own phone number",
        description:
          'The code `user/otp/send` just sent to the account’s own number. 409 `phone_taken` when another account ' +
          'verified the number first; a wrong or expired code is a 400 on `code`; a moderator 403 (a phone code ' +
          'never signs a moderator in). ' +
          phoneDoc,
        body: phoneVerifySchema,
        response: { 200: successEnvelope(userResponseSchema) },
      },
    },
    async (request) => {
      const session = await requireUser(request);
      const user = await phoneSignIn.verifyOwnPhone(session.id, request.body.code);
      return ok(SERVER_MESSAGES.phoneVerified, { user: toOwnUser(user, avatarUrl) });
    },
  );
}
