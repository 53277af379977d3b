import { useSyncExternalStore } from 'react';

/** Phones (≤ 640 px wide) get the chat full screen; wider screens a side panel. */
const PHONE_QUERY = '(max-width: 640px)';

function media(): MediaQueryList | null {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function'
    ? window.matchMedia(PHONE_QUERY)
    : null;
}

function subscribe(listener: () => void): () => void {
  const list = media();
  list?.addEventListener('change', listener);
  return () => list?.removeEventListener('change', listener);
}

export function isPhoneScreen(): boolean {
  return media()?.matches ?? false;
}

export function useIsPhone(): boolean {
  return useSyncExternalStore(subscribe, isPhoneScreen, () => false);
}
