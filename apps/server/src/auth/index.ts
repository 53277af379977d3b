export {
  authPlugin,
  clearSessionCookie,
  requireRole,
  requireUser,
  setSessionCookie,
  tokenFrom,
} from './auth-plugin';
export { dummyPasswordHash, hashPassword, verifyPassword } from './password';
export { createSessionStore } from './session-store';
export type { SessionStore, SessionUser } from './session-store';
