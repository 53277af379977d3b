import type { FastifyInstance } from 'fastify';
import { CROP_LANGS, SERVER_MESSAGES, type CropLang } from '@kisansetu/contract';
import { ENDPOINTS } from '@kisansetu/contract/endpoints';
import { setSessionCookie } from '../../auth';
import type { AppConfig } from '../../config/config';
import { ok } from '../../lib/envelope';
import { route } from '../../lib/endpoint-route';
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

/** Phone sign-in: codes by SMS, signing in with one, and a signed-in account proving its own number. */
export async function phoneRoutes(app: FastifyInstance, options: PhoneRoutesOptions): Promise<void> {
  const { config, phoneSignIn, avatarUrl } = options;

  route(
    app,
    ENDPOINTS.sendPhoneCode,
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
    { config: { privateAnswer: true } },
  );

  route(
    app,
    ENDPOINTS.signInWithPhoneCode,
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
    { config: { privateAnswer: true } },
  );

  route(app, ENDPOINTS.verifyMyPhone, async (request, _reply, session) => {
    const user = await phoneSignIn.verifyOwnPhone(session.id, request.body.code);
    return ok(SERVER_MESSAGES.phoneVerified, { user: toOwnUser(user, avatarUrl) });
  });
}
