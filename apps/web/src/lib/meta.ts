import { useQuery } from '@tanstack/react-query';
import { DEFAULT_ALLOWED_EMAIL_DOMAINS } from '@kisansetu/contract';
import type { Meta } from '@kisansetu/contract';
import { call } from './api-client';

export const metaQueryKey = ['meta'] as const;

export async function fetchMeta(): Promise<Meta> {
  const { data } = await call('GET /meta');
  return data;
}

/** The server's public configuration (allowed email domains, support email); fetched once a visit. */
export function useMeta() {
  return useQuery({ queryKey: metaQueryKey, queryFn: fetchMeta, staleTime: Infinity, gcTime: Infinity });
}

/** The allowed email domains, the contract's defaults until the server has answered. */
export function useAllowedEmailDomains(): readonly string[] {
  const { data } = useMeta();
  return data?.allowedEmailDomains ?? DEFAULT_ALLOWED_EMAIL_DOMAINS;
}
