import { useEffect } from 'react';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { QueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { toast } from '@/lib/toast';
import type { User } from '@kisansetu/contract';
import { call, isApiError } from '@/lib/api-client';
import { i18n } from '@/lib/i18n';
import { failureText } from '@/lib/error-text';
import { useCurrentUser, useRootStore } from '@/lib/store';
import { paths } from '@/lib/paths';
import { clearSnapshots } from '@/lib/offline-snapshots';
import { forgetAlertsOnThisDevice, resumeAlertsOnThisDevice } from '../notifications';

export const meQueryKey = ['me'] as const;

const ALERTS_RESUMED_KEY = 'ks-alerts-resumed';
/** The browser may show notifications already: only then is the push code worth loading on a visit. */
const alertsAllowedHere = () =>
  typeof Notification !== 'undefined' &&
  Notification.permission === 'granted' &&
  'serviceWorker' in navigator;

export async function logout() {
  return call('POST /user/logout');
}

export async function fetchMe(): Promise<User> {
  const { data } = await call('GET /user/me');
  return data.user;
}

/** The `me` query: the one home of the signed-in user's full profile (the store keeps only id, role and name). */
const meQuery = queryOptions({ queryKey: meQueryKey, queryFn: fetchMe, staleTime: 5 * 60_000, retry: false });

/**
 * A login (or a moderator's sign-in) succeeded: nothing cached for a previous account may show for this one, the
 * profile the server just sent is the `me` query's answer (no second fetch), and the store remembers who this is.
 */
export function signIn(queryClient: QueryClient, user: User): void {
  queryClient.clear();
  queryClient.setQueryData(meQueryKey, user);
  useRootStore.getState().setUser(user);
  // Best effort: without it the person only misses alerts until they turn them on again.
  resumeAlertsOnThisDevice(user._id).catch(() => undefined);
}

/** A signed-in person chose a language: it is stored on the account (loaded only then), to follow them. */
export function saveAccountLanguage(lang: string): void {
  import('./account-language').then((module) => module.saveAccountLanguage(lang)).catch(() => undefined);
}

/**
 * Confirms a restored session with the server once a visit: refreshes the profile (and the stored name and role),
 * and forgets the user on 401 (the query client does that for every "unauthorized" answer).
 */
export function useSessionCheck(): void {
  const user = useCurrentUser();
  const setUser = useRootStore((state) => state.setUser);
  const queryClient = useQueryClient();
  const { data } = useQuery({ ...meQuery, enabled: user !== null });
  const userId = user?._id;
  useEffect(() => {
    if (data && data._id === userId) setUser(data);
  }, [data, userId, setUser]);
  // Alerts belong to the session that turned them on; once a visit, a restored session takes this browser's over
  // (one that outlived its session, or one from before they were tied to sessions). Never asks for permission.
  useEffect(() => {
    if (!data || data._id !== userId || !alertsAllowedHere()) return;
    if (sessionStorage.getItem(ALERTS_RESUMED_KEY) === userId) return;
    sessionStorage.setItem(ALERTS_RESUMED_KEY, userId);
    resumeAlertsOnThisDevice(userId).catch(() => undefined);
  }, [data, userId]);
  // Signed out some other way than the logout button (a 401 anywhere): their profile goes with them.
  useEffect(() => {
    if (userId === undefined) queryClient.removeQueries({ queryKey: meQueryKey });
  }, [userId, queryClient]);
}

/**
 * The signed-in user's full profile (email, phone, address, avatar, location, Aadhaar mask) from the `me` query:
 * `profile` is undefined while it loads, when it failed, and when nobody is signed in. Whatever needs only the id,
 * role or name reads `useCurrentUser()` instead, which is there at once after a reload.
 */
export function useProfile(): { profile: User | undefined; isPending: boolean } {
  const user = useCurrentUser();
  const { data, isPending } = useQuery({ ...meQuery, enabled: user !== null });
  // The cache may still hold the previous account's answer for a moment: only this user's profile is theirs.
  const profile = user !== null && data?._id === user._id ? data : undefined;
  // A disabled query counts as pending too: signed out is not loading.
  return { profile, isPending: user !== null && isPending };
}

/**
 * Forgets the signed-in person on this device once the server has ended the session (logout, a closed account):
 * the user, what was kept for offline (their wishlist and profile among it) and every cached answer, then home.
 */
export function useEndSessionHere(): () => void {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return () => {
    useRootStore.getState().clearSession();
    clearSnapshots();
    // Everything cached is this account's, the `me` query's profile first.
    queryClient.clear();
    void navigate(paths.home, { replace: true });
  };
}

/** Logout: ends the session, then clears the wishlist, user, profile data, chat state and search, and goes home. */
export function useLogout() {
  const finish = useEndSessionHere();
  return useMutation({
    mutationFn: async () => {
      // While still signed in (the server drops the subscription only for its owner); a failure here (offline, no
      // service worker) must not keep anyone logged in.
      await forgetAlertsOnThisDevice().catch(() => undefined);
      return logout();
    },
    onSuccess: () => finish(),
    onError: (error) => {
      // The session was already gone: logging out locally is all that is left to do.
      if (isApiError(error) && error.code === 'unauthorized') finish();
      else toast.error(failureText(error, i18n.t('toast.somethingWentWrong')));
    },
  });
}
