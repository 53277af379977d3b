import { useEffect } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { toast } from '@/lib/toast';
import type { LoginRequest, LoginResponse, User } from '@kisansetu/contract';
import { apiRequest, isApiError } from '@/lib/api-client';
import { failureText, i18n } from '@/lib/i18n';
import { useCurrentUser, useRootStore } from '@/lib/store';
import { paths } from '@/lib/paths';

export const meQueryKey = ['me'] as const;

export async function login(body: LoginRequest) {
  return apiRequest<LoginResponse>('user/login', { method: 'POST', json: body });
}

export async function register(form: FormData) {
  return apiRequest<{ user: User }>('user/register', { method: 'POST', form });
}

export async function logout() {
  return apiRequest<unknown>('user/logout', { method: 'POST' });
}

export async function fetchMe(): Promise<User> {
  const { data } = await apiRequest<{ user: User }>('user/me');
  return data.user;
}

/**
 * Confirms a restored session with the server once a visit: refreshes the user, and forgets it on 401 (the query
 * client does that for every "unauthorized" answer).
 */
export function useSessionCheck(): void {
  const user = useCurrentUser();
  const setUser = useRootStore((state) => state.setUser);
  const { data } = useQuery({
    queryKey: meQueryKey,
    queryFn: fetchMe,
    enabled: user !== null,
    staleTime: 5 * 60_000,
    retry: false,
  });
  const userId = user?._id;
  useEffect(() => {
    if (data && data._id === userId) setUser(data);
  }, [data, userId, setUser]);
}

/** Logout: ends the session, then clears the wishlist, user, profile data, chat state and search, and goes home. */
export function useLogout() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: logout,
    onSuccess: () => finish(),
    onError: (error) => {
      // The session was already gone: logging out locally is all that is left to do.
      if (isApiError(error) && error.code === 'unauthorized') finish();
      else toast.error(failureText(error, i18n.t('toast.somethingWentWrong')));
    },
  });

  function finish(): void {
    useRootStore.getState().clearSession();
    queryClient.clear();
    void navigate(paths.home, { replace: true });
  }
}
