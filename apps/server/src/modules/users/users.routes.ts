import type { FastifyInstance } from 'fastify';
import {
  SERVER_MESSAGES,
  loginSchema,
  phoneRegisterSchema,
  profileUpdateSchema,
  registerSchema,
  type Product,
  type Role,
  type Trust,
} from '@kisansetu/contract';
import { ENDPOINTS } from '@kisansetu/contract/endpoints';
import { clearSessionCookie, setSessionCookie } from '../../auth';
import type { AppConfig } from '../../config/config';
import { readMultipart } from '../../lib/multipart';
import { parseOrThrow } from '../../lib/validation';
import { toOwnUser, toPublicUser, type AvatarUrl } from './users.presenter';
import type { UsersService } from './users.service';
import { ok } from '../../lib/envelope';
import type { AbuseLimits } from '../../limits';
import { route, type EndpointHandler } from '../../lib/endpoint-route';

export interface UsersRoutesOptions {
  config: AppConfig;
  service: UsersService;
  avatarUrl: AvatarUrl;
  /** The seller's listings for the public profile; supplied by the products module. */
  listSellerProducts: (sellerId: string) => Promise<Product[]>;
  /** A person's trust signals; supplied by the reviews module. */
  trustOf: (userId: string) => Promise<Trust>;
  /** Signed-in profile reads are counted (contact details cannot be harvested in bulk). */
  limits: AbuseLimits;
}

/** Accounts: register, login, logout, own profile, public seller profile, profile updates. */
export async function usersRoutes(app: FastifyInstance, options: UsersRoutesOptions): Promise<void> {
  const { config, service, avatarUrl, listSellerProducts, trustOf, limits } = options;
  const register = registerSchema(config.allowedEmailDomains);
  const phoneRegister = phoneRegisterSchema(config.allowedEmailDomains);
  const login = loginSchema(config.allowedEmailDomains);

  route(
    app,
    ENDPOINTS.signUp,
    async (request, reply) => {
      const body = await readMultipart(request, {
        fileField: 'image',
        maxFiles: 1,
        tooManyMessage: 'validation.imageNotImage',
      });
      if (body.fields.signupToken !== undefined) {
        const input = parseOrThrow(phoneRegister, body.fields);
        const { token, expiresAt, user } = await service.registerWithSignupToken(input, body.files[0]);
        setSessionCookie(reply, token, expiresAt, config.cookieSecure);
        return ok(SERVER_MESSAGES.registeredSignedIn, {
          user: toOwnUser(user, avatarUrl),
          accessToken: token,
        });
      }
      const input = parseOrThrow(register, body.fields);
      const user = await service.register(input, body.files[0]);
      return ok(SERVER_MESSAGES.registered, { user: toOwnUser(user, avatarUrl) });
    },
    {
      config: {
        rateLimit: { max: config.rateLimits.registerPerHour, timeWindow: '1 hour' },
        // With a sign-up token the answer carries a session.
        privateAnswer: true,
      },
    },
  );

  route(
    app,
    ENDPOINTS.logIn,
    async (request, reply) => {
      const { token, expiresAt, user } = await service.login(request.body);
      setSessionCookie(reply, token, expiresAt, config.cookieSecure);
      return ok(SERVER_MESSAGES.loggedIn, { accessToken: token, user: toOwnUser(user, avatarUrl) });
    },
    {
      // The declaration takes an email at any domain; this server's domains are checked first, by the same schema,
      // so a body is refused with every one of its problems at once, as before.
      preValidation: async (request) => {
        parseOrThrow(login, request.body);
      },
      config: {
        rateLimit: { max: config.rateLimits.loginPerMinute, timeWindow: '1 minute' },
        privateAnswer: true,
      },
    },
  );

  route(app, ENDPOINTS.logOut, async (request, reply) => {
    const token = request.sessionToken();
    await service.logout(token);
    // The session's open sockets stop receiving messages now, not at the next minute's recheck.
    if (token) app.realtime.disconnectSession(token);
    clearSessionCookie(reply, config.cookieSecure);
    return ok(SERVER_MESSAGES.loggedOut);
  });

  route(app, ENDPOINTS.getMyProfile, async (_request, _reply, session) => {
    const user = await service.getById(session.id);
    return ok(SERVER_MESSAGES.profileFetched, { user: toOwnUser(user, avatarUrl) });
  });

  route(app, ENDPOINTS.getSellerProfile, async (request) => {
    const viewer = await request.sessionUser();
    // Counted before the read: an account that reads a hundred profiles an hour is harvesting contacts.
    if (viewer) await limits.consume('profileReadsPerHour', viewer.id);
    const seller = await service.getSeller(request.params.id, viewer?.id ?? null);
    const [products, trust] = await Promise.all([listSellerProducts(seller.id), trustOf(seller.id)]);
    return ok(SERVER_MESSAGES.sellerDetailsFetched, {
      seller: { ...toPublicUser(seller, avatarUrl, viewer !== null), trust },
      products,
    });
  });

  const updateProfile =
    (
      role: Role,
    ): EndpointHandler<typeof ENDPOINTS.updateBuyerProfile | typeof ENDPOINTS.updateSellerProfile> =>
    async (request, _reply, session) => {
      const body = await readMultipart(request, {
        fileField: 'image',
        maxFiles: 1,
        tooManyMessage: 'validation.imageNotImage',
      });
      const input = parseOrThrow(profileUpdateSchema, body.fields);
      const user = await service.updateProfile(
        session.id,
        role,
        input,
        body.files[0],
        request.sessionToken(),
      );
      // A new password ends the other sessions (the service revoked them); their sockets close with them.
      if (input.newPassword !== undefined)
        app.realtime.disconnectUser(session.id, { exceptToken: request.sessionToken() });
      return ok(SERVER_MESSAGES.profileUpdated, { user: toOwnUser(user, avatarUrl) });
    };
  route(app, ENDPOINTS.updateBuyerProfile, updateProfile('user'));
  route(app, ENDPOINTS.updateSellerProfile, updateProfile('seller'));
}
