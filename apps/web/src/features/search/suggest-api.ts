import { useEffect, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { PAGING } from '@kisansetu/contract';
import { call } from '@/lib/api-client';
import type { AppLanguage } from '@/lib/format';
import { useTranslation } from '@/lib/i18n';

/** How long typing must pause before suggestions are asked for: one request a word, not one a letter, on 2G. */
export const SUGGEST_DEBOUNCE_MS = 200;

/** GET product/suggest: at most 8 names for what has been typed, crops in the UI's language first. */
export async function fetchSuggestions(
  q: string,
  lang: AppLanguage,
  signal?: AbortSignal,
): Promise<string[]> {
  const { data } = await call('GET /product/suggest', { query: { q, lang }, signal });
  return data.suggestions;
}

function useDebounced(value: string, ms: number): string {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return debounced;
}

/**
 * Search-as-you-type suggestions for `text` (from one letter typed), asked for once typing pauses. A request for
 * older text is cancelled when newer text supersedes it (TanStack Query aborts the signal of a query nobody watches
 * any more); the previous list stays up meanwhile so the list does not flicker. A failure shows no suggestions: they
 * are a help, the search itself still works.
 */
export function useSuggestions(text: string, enabled: boolean): readonly string[] {
  const { i18n } = useTranslation();
  const lang = i18n.language;
  const typed = text.trim();
  const q = useDebounced(typed, SUGGEST_DEBOUNCE_MS);
  const query = useQuery({
    queryKey: ['products', 'suggest', lang, q] as const,
    queryFn: ({ signal }) => fetchSuggestions(q, lang, signal),
    enabled: enabled && q.length >= 1 && q.length <= PAGING.suggestQueryMax,
    staleTime: 5 * 60_000,
    retry: false,
    placeholderData: (previous) => previous,
  });
  if (!enabled || typed === '') return [];
  return query.data ?? [];
}
