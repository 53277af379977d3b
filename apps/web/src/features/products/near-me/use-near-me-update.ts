import { useNavigate, useSearchParams } from 'react-router';

/** A change to the where and order part of the URL: a value sets it, null or '' removes it, undefined leaves it. */
export type NearMePatch = Partial<Record<'sort' | 'radiusKm' | 'pincode' | 'address', string | null>>;

/**
 * Writes a near-me choice into the page's URL as a new history entry (so Back undoes it and a link can be shared).
 * The returned function says whether anything changed (false when the URL already said it).
 */
export function useNearMeUpdate(): (patch: NearMePatch) => boolean {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  return (patch) => {
    const next = new URLSearchParams(params);
    for (const [key, value] of Object.entries(patch)) {
      if (value === undefined) continue;
      if (value === null || value === '') next.delete(key);
      else next.set(key, value);
    }
    const search = next.toString();
    if (search === params.toString()) return false;
    void navigate({ search: search ? `?${search}` : '' }, { preventScrollReset: true });
    return true;
  };
}
