import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  SERVER_MESSAGES,
  emptySuccessSchema,
  idParam,
  loginResponseSchema,
  loginSchema,
  phoneRegisterSchema,
  profileUpdateSchema,
  registerSchema,
  sellerDetailResponseSchema,
  successEnvelope,
  userResponseSchema,
  type Product,
  type Role,
  type Trust,
} from '@kisansetu/contract';
import { clearSessionCookie, requireRole, requireUser, setSessionCookie } from '../../auth';
import type { AppConfig } from '../../config/config';
import { readMultipart } from '../../lib/multipart';
import { parseOrThrow } from '../../lib/validation';
import { toOwnUser, toPublicUser, type AvatarUrl } from './users.presenter';
import type { UsersService } from './users.service';
import { ok } from '../../lib/envelope';
import type { AbuseLimits } from '../../limits';

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

const multipartDoc = (fields: string) => ({
  consumes: ['multipart/form-data'],
  description: `multipart/form-data with the text fields ${fields} and an optional \`image\` file (JPEG, PNG or WebP, ≤ 8 MB).`,
});

/** Accounts: register, login, logout, own profile, public seller profile, profile updates. */
export async function usersRoutes(app: FastifyInstance, options: UsersRoutesOptions): Promise<void> {
  const { config, service, avatarUrl, listSellerProducts, trustOf, limits } = options;
  const r = app.withTypeProvider<ZodTypeProvider>();
  const register = registerSchema(config.allowedEmailDomains);
  const phoneRegister = phoneRegisterSchema(config.allowedEmailDomains);
  const login = loginSchema(config.allowedEmailDomains);

  r.post(
    '/user/register',
    {
      schema: {
        tags: ['user'],
        summary: 'Create an account (with a signupToken: also log in)',
        ...multipartDoc(
          'fullName, email, phoneNumber, role, aadharNumber (sellers), address, password, pincode; or, after ' +
            '`user/otp/verify` gave a `signupToken` for a new number: signupToken, fullName, role, aadharNumber ' +
            '(sellers, optional: added later in the profile update), address, pincode, and email with password ' +
            'optional together (the phone number is the ' +
            "token's, verified). With a token the answer also carries `accessToken` and sets the session cookie; a " +
            'used or expired token is a 400 on `signupToken`, a number another account verified 409 `phone_taken`',
        ),
        response: {
          201: successEnvelope(
            z.union([userResponseSchema.extend({ accessToken: z.string() }), userResponseSchema]),
          ),
        },
      },
      config: {
        rateLimit: { max: config.rateLimits.registerPerHour, timeWindow: '1 hour' },
        // With a sign-up token the answer carries a session.
        privateAnswer: true,
      },
    },
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
        return reply
          .status(201)
          .send(
            ok(SERVER_MESSAGES.registeredSignedIn, { user: toOwnUser(user, avatarUrl), accessToken: token }),
          );
      }
      const input = parseOrThrow(register, body.fields);
      const user = await service.register(input, body.files[0]);
      return reply.status(201).send(ok(SERVER_MESSAGES.registered, { user: toOwnUser(user, avatarUrl) }));
    },
  );

  r.post(
    '/user/login',
    {
      schema: {
        tags: ['user'],
        summary: 'Log in; sets the session cookie',
        description:
          'A wrong email, password or role: 401 `invalid_credentials`. A moderator (role `moderator`) also sends ' +
          '`otp`, the 6-digit code of their authenticator app (RFC 6238, 30-second steps; one step either side is ' +
          'taken, and a code signs in once), or `recoveryCode`, one of the single-use codes printed at enrolment; ' +
          'with the right password but no right one, or with no second factor enrolled: 401 ' +
          '`second_factor_required`. Every moderator sign-in and refusal is written to the moderation audit.',
        body: login,
        response: { 200: successEnvelope(loginResponseSchema) },
      },
      config: {
        rateLimit: { max: config.rateLimits.loginPerMinute, timeWindow: '1 minute' },
        privateAnswer: true,
      },
    },
    async (request, reply) => {
      const { token, expiresAt, user } = await service.login(request.body);
      setSessionCookie(reply, token, expiresAt, config.cookieSecure);
      return ok(SERVER_MESSAGES.loggedIn, { accessToken: token, user: toOwnUser(user, avatarUrl) });
    },
  );

  r.post(
    '/user/logout',
    { schema: { tags: ['user'], summary: 'End the session', response: { 200: emptySuccessSchema } } },
    async (request, reply) => {
      await requireUser(request);
      const token = request.sessionToken();
      await service.logout(token);
      // The session's open sockets stop receiving messages now, not at the next minute's recheck.
      if (token) app.realtime.disconnectSession(token);
      clearSessionCookie(reply, config.cookieSecure);
      return ok(SERVER_MESSAGES.loggedOut);
    },
  );

  r.get(
    '/user/me',
    {
      schema: {
        tags: ['user'],
        summary: 'The signed-in user',
        response: { 200: successEnvelope(userResponseSchema) },
      },
    },
    async (request) => {
      const session = await requireUser(request);
      const user = await service.getById(session.id);
      return ok(SERVER_MESSAGES.profileFetched, { user: toOwnUser(user, avatarUrl) });
    },
  );

  r.get(
    '/user/detail/:id',
    {
      schema: {
        tags: ['user'],
        summary: "A seller's public profile with their trust signals, and their listings",
        params: z.object({ id: idParam }),
        response: { 200: successEnvelope(sellerDetailResponseSchema) },
      },
    },
    async (request) => {
      const viewer = await request.sessionUser();
      // Counted before the read: an account that reads a hundred profiles an hour is harvesting contacts.
      if (viewer) await limits.consume('profileReadsPerHour', viewer.id);
      const seller = await service.getSeller(request.params.id, viewer?.id ?? null);
      const [products, trust] = await Promise.all([listSellerProducts(seller.id), trustOf(seller.id)]);
      return ok(SERVER_MESSAGES.sellerDetailsFetched, {
        seller: { ...toPublicUser(seller, avatarUrl, viewer !== null), trust },
        products,
      });
    },
  );

  const updateRoute = (path: string, role: Role) =>
    r.put(
      path,
      {
        schema: {
          tags: ['user'],
          summary: `Update own profile (role ${role})`,
          ...multipartDoc(
            'fullName, phoneNumber, address, password (current), newPassword, pincode, aadharNumber (a seller ' +
              'without one on file adds it, by the sign-up rules: 400 on the field, 409 `aadhaar_taken`; once on ' +
              'file it never changes and is ignored) — blank ones are ignored',
          ),
          response: { 200: successEnvelope(userResponseSchema) },
        },
      },
      async (request) => {
        const session = await requireRole(request, role);
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
      },
    );
  updateRoute('/user/update/customer/profile', 'user');
  updateRoute('/user/update/seller/profile', 'seller');
}
