import { useSyncExternalStore } from 'react';
import { onlineManager } from '@tanstack/react-query';

/** The browser's own events too: after a reload with no connection TanStack's manager saw no change to report. */
export function subscribeOnline(listener: () => void): () => void {
  const stop = onlineManager.subscribe(listener);
  window.addEventListener('online', listener);
  window.addEventListener('offline', listener);
  return () => {
    stop();
    window.removeEventListener('online', listener);
    window.removeEventListener('offline', listener);
  };
}

/** TanStack's manager starts out "online" after a reload with no connection; the browser knows better. */
export const isOnline = (): boolean =>
  onlineManager.isOnline() && (typeof navigator === 'undefined' || navigator.onLine);

/** Whether the phone has a connection now; re-renders when that changes. */
export function useOnline(): boolean {
  return useSyncExternalStore(subscribeOnline, isOnline, () => true);
}
