import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type {} from '@fastify/cookie';
import { SESSION_COOKIE, type Role } from '@kisansetu/contract';
import { AppError } from '../errors';
import type { SessionStore, SessionUser } from './session-store';

declare module 'fastify' {
  interface FastifyRequest {
    /** The session's user, looked up once per request and only when a route asks. */
    sessionUser(): Promise<SessionUser | null>;
    /** The raw session token from the cookie or the Bearer header. */
    sessionToken(): string | undefined;
  }
  interface FastifyInstance {
    sessions: SessionStore;
    /** The session cookie's name under this app's cookie settings (see {@link sessionCookieName}). */
    sessionCookieName: string;
  }
}

const userCache = new WeakMap<FastifyRequest, Promise<SessionUser | null>>();

/**
 * The session cookie's name: with Secure cookies (production) `__Host-` prefixed, which browsers accept only from a
 * secure page with Path=/ and no Domain, so no sibling subdomain or plain-HTTP page can plant or shadow a session.
 */
export function sessionCookieName(secure: boolean): string {
  return secure ? `__Host-${SESSION_COOKIE}` : SESSION_COOKIE;
}

/** Reads the token from the httpOnly cookie `cookieName`, or from `Authorization: Bearer` for non-browser clients. */
export function tokenFrom(
  cookieHeader: string | undefined,
  authorization: string | undefined,
  cookies?: Record<string, string | undefined>,
  cookieName: string = SESSION_COOKIE,
): string | undefined {
  const bearer = authorization?.startsWith('Bearer ') ? authorization.slice(7).trim() : undefined;
  if (bearer) return bearer;
  if (cookies) return cookies[cookieName];
  const match = cookieHeader
    ?.split(';')
    .map((c) => c.trim())
    .find((c) => c.startsWith(`${cookieName}=`));
  return match ? decodeURIComponent(match.slice(cookieName.length + 1)) : undefined;
}

export interface AuthPluginOptions {
  sessions: SessionStore;
  /** COOKIE_SECURE: also names the cookie (see {@link sessionCookieName}). */
  secureCookie: boolean;
}

export const authPlugin = fp(
  async (app: FastifyInstance, options: AuthPluginOptions) => {
    const cookieName = sessionCookieName(options.secureCookie);
    app.decorate('sessions', options.sessions);
    app.decorate('sessionCookieName', cookieName);
    app.decorateRequest('sessionToken', function (this: FastifyRequest) {
      return tokenFrom(undefined, this.headers.authorization, this.cookies, cookieName);
    });
    app.decorateRequest('sessionUser', function (this: FastifyRequest) {
      let cached = userCache.get(this);
      if (!cached) {
        const token = this.sessionToken();
        cached = token ? options.sessions.find(token) : Promise.resolve(null);
        userCache.set(this, cached);
      }
      return cached;
    });
  },
  { name: 'auth', dependencies: ['@fastify/cookie'] },
);

/** The signed-in user, or a 401. */
export async function requireUser(request: FastifyRequest): Promise<SessionUser> {
  const user = await request.sessionUser();
  if (!user) throw new AppError('unauthorized', 'server.unauthorized');
  return user;
}

/** The signed-in user with this role: 401 when signed out, 403 for the other role. */
export async function requireRole(request: FastifyRequest, role: Role): Promise<SessionUser> {
  const user = await requireUser(request);
  if (user.role !== role) throw new AppError('forbidden', 'server.forbidden');
  return user;
}

/**
 * Sets the session cookie: httpOnly so scripts never see it, SameSite=Lax against cross-site posts, Path=/ and no
 * Domain as the `__Host-` name requires.
 */
export function setSessionCookie(reply: FastifyReply, token: string, expiresAt: Date, secure: boolean): void {
  void reply.setCookie(sessionCookieName(secure), token, {
    httpOnly: true,
    sameSite: 'lax',
    secure,
    path: '/',
    expires: expiresAt,
  });
}

/** Clears the session cookie set by {@link setSessionCookie}. */
export function clearSessionCookie(reply: FastifyReply, secure: boolean): void {
  void reply.clearCookie(sessionCookieName(secure), { httpOnly: true, sameSite: 'lax', secure, path: '/' });
}
