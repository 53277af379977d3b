import type { FastifyInstance } from 'fastify';
import { SERVER_MESSAGES } from '@kisansetu/contract';
import { ENDPOINTS } from '@kisansetu/contract/endpoints';
import { setSessionCookie } from '../../auth';
import type { AppConfig } from '../../config/config';
import { ok } from '../../lib/envelope';
import { route } from '../../lib/endpoint-route';
import { languageOf } from '../../lib/accept-language';
import type { PhoneSignInService } from './phone-sign-in.service';
import { toOwnUser, type AvatarUrl } from './users.presenter';

export interface PhoneRoutesOptions {
  config: AppConfig;
  phoneSignIn: PhoneSignInService;
  avatarUrl: AvatarUrl;
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
