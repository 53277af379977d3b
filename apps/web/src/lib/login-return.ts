import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { paths } from './paths';

/** What a visitor asked for before logging in: it is done for them once they have. */
export type LoginAction =
  | { kind: 'wishlist'; productId: string }
  | {
      kind: 'chat';
      /** The listing the chat is about (null: the farmer only). */
      productId: string | null;
      sellerId: string;
      sellerName: string;
      avatarUrl: string | null;
    };

/** Where to come back to after login (the page the visitor was on), and what to do there. */
export interface LoginReturn {
  path: string;
  action: LoginAction | null;
  /** When it was remembered (ms): an old one (a visitor who wandered off) is not acted on. */
  at: number;
}

const KEY = 'kisansetu.loginReturn';
/** Long enough to sign up first and then log in; short enough that a stale wish is not acted on days later. */
const MAX_AGE_MS = 30 * 60_000;

/** Only an address of this app ('/…', never '//host' or 'https://…'): the stored value must not redirect elsewhere. */
function isOwnPath(path: unknown): path is string {
  return typeof path === 'string' && path.startsWith('/') && !path.startsWith('//') && !path.includes('\\');
}

function isText(value: unknown): value is string {
  return typeof value === 'string' && value.length > 0 && value.length <= 200;
}

function actionFrom(value: unknown): LoginAction | null {
  if (typeof value !== 'object' || value === null) return null;
  const action = value as Record<string, unknown>;
  if (action.kind === 'wishlist' && isText(action.productId)) {
    return { kind: 'wishlist', productId: action.productId };
  }
  if (action.kind === 'chat' && isText(action.sellerId)) {
    return {
      kind: 'chat',
      productId: isText(action.productId) ? action.productId : null,
      sellerId: action.sellerId,
      sellerName: typeof action.sellerName === 'string' ? action.sellerName.slice(0, 200) : '',
      avatarUrl: isText(action.avatarUrl) ? action.avatarUrl : null,
    };
  }
  return null;
}

/** The remembered return, checked field by field (session storage is the user's to edit), or null. */
export function peekLoginReturn(now: number = Date.now()): LoginReturn | null {
  let parsed: unknown;
  try {
    parsed = JSON.parse(sessionStorage.getItem(KEY) ?? 'null');
  } catch {
    return null;
  }
  if (typeof parsed !== 'object' || parsed === null) return null;
  const stored = parsed as Record<string, unknown>;
  if (!isOwnPath(stored.path) || typeof stored.at !== 'number' || now - stored.at > MAX_AGE_MS) return null;
  return { path: stored.path, action: actionFrom(stored.action), at: stored.at };
}

/** The remembered return, forgotten as it is read: it is acted on once. */
export function takeLoginReturn(): LoginReturn | null {
  const found = peekLoginReturn();
  forgetLoginReturn();
  return found;
}

export function forgetLoginReturn(): void {
  try {
    sessionStorage.removeItem(KEY);
  } catch {
    // Storage refused (private mode): there was nothing to forget.
  }
}

/**
 * Remembers this page and the action, then goes to /login. Kept in session storage: it survives a reload of the
 * login page and a detour through sign-up, and ends with the tab.
 */
export function rememberLoginReturn(path: string, action: LoginAction | null): void {
  const value: LoginReturn = { path, action, at: Date.now() };
  try {
    sessionStorage.setItem(KEY, JSON.stringify(value));
  } catch {
    // Storage refused: the visitor still gets to log in, just lands on the home page after.
  }
}

/**
 * A link that came to the login page with `?next=/…` (an SMS alert's link, opened on a phone without a session):
 * that page is where the person goes once signed in, by email or by phone code. Another site's address is ignored.
 */
export function rememberNextFrom(search: string): void {
  const next = new URLSearchParams(search).get('next');
  if (isOwnPath(next)) rememberLoginReturn(next, null);
}

/** For a visitor's Chat or Add to Wishlist: remember where they are and what they wanted, then go to /login. */
export function useLoginFirst(): (action: LoginAction) => void {
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  return useCallback(
    (action: LoginAction) => {
      rememberLoginReturn(`${pathname}${search}`, action);
      void navigate(paths.login);
    },
    [navigate, pathname, search],
  );
}
