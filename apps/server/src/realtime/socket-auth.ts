import type { IncomingMessage } from 'node:http';
import { SERVER_MESSAGES, type SocketConnectErrorData } from '@kisansetu/contract';
import { tokenFrom } from '../auth';
import { isOwnOrigin, ownOrigins } from '../lib/origin';

interface HandshakeLike {
  auth: Record<string, unknown>;
  headers: IncomingMessage['headers'];
}

/**
 * The session token of a handshake: `auth.token` (non-browser clients), else `Authorization: Bearer`, else the
 * session cookie `cookieName` a browser sends with the polling and websocket requests. The `userID` query the
 * original client sends is never read: who you are comes from the session only.
 */
export function handshakeToken(handshake: HandshakeLike, cookieName?: string): string | undefined {
  const fromAuth = handshake.auth.token;
  if (typeof fromAuth === 'string' && fromAuth.length > 0) return fromAuth;
  const authorization = handshake.headers.authorization;
  return tokenFrom(
    handshake.headers.cookie,
    typeof authorization === 'string' ? authorization : undefined,
    undefined,
    cookieName,
  );
}

/**
 * Same-origin check for the engine's requests. Browsers always send Origin on websocket upgrades and cross-origin
 * XHR, and CORS does not protect websockets, so a page on another site could otherwise ride the user's cookie.
 * Requests without Origin (native and server-side clients) carry no ambient cookie risk and are let through.
 */
export function isSameOrigin(
  request: IncomingMessage,
  options: { trustProxy: unknown; publicOrigins: string[] | undefined },
): boolean {
  const origin = request.headers.origin;
  if (origin === undefined) return true;
  const encrypted = (request.socket as { encrypted?: boolean }).encrypted === true;
  return isOwnOrigin(origin, ownOrigins(request.headers, { ...options, encrypted }));
}

/** The error a refused handshake gives the client as `connect_error` (`err.message` is the code). */
export function handshakeError(
  code: SocketConnectErrorData['code'],
): Error & { data: SocketConnectErrorData } {
  const message = code === 'unauthorized' ? SERVER_MESSAGES.unauthorized : SERVER_MESSAGES.serviceUnavailable;
  return Object.assign(new Error(code), { data: { code, message } });
}
