export {
  authPlugin,
  clearSessionCookie,
  requireRole,
  requireUser,
  sessionCookieName,
  setSessionCookie,
  tokenFrom,
} from './auth-plugin';
export type { AuthPluginOptions } from './auth-plugin';
export { createHashGate, dummyPasswordHash, hashPassword, serverBusy, verifyPassword } from './password';
export { createSessionStore, MODERATOR_SESSION_HOURS } from './session-store';
export { SESSION_PURGE_EVERY_MS, startSessionPurge } from './session-purge';
export type { ActingHelper, SessionStore, SessionUser } from './session-store';
