import { useSyncExternalStore } from 'react';

/** Tailwind's `md` breakpoint (48rem): under it the product page's actions move to a bar at the screen's bottom. */
const WIDE_QUERY = '(min-width: 48rem)';

function media(): MediaQueryList | null {
  return typeof window.matchMedia === 'function' ? window.matchMedia(WIDE_QUERY) : null;
}

function subscribe(listener: () => void): () => void {
  const list = media();
  list?.addEventListener('change', listener);
  return () => list?.removeEventListener('change', listener);
}

/** Without matchMedia (an old browser) the layout is the wide one: the in-page buttons work at every width. */
function isPhoneLayout(): boolean {
  const list = media();
  return list !== null && !list.matches;
}

/**
 * Whether the screen is under `md`, followed as it turns or resizes. Rendering one set of buttons or the other (not
 * both, one hidden by CSS) keeps a single Chat and a single Add to Wishlist for screen readers and tests alike.
 */
export function usePhoneLayout(): boolean {
  return useSyncExternalStore(subscribe, isPhoneLayout, () => false);
}
