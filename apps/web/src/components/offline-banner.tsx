import { useEffect, useSyncExternalStore } from 'react';
import { onlineManager, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '@/lib/i18n';
import { clearSnapshotShown, snapshotShown } from '@/lib/offline-snapshots';

/** The browser's own events too: after a reload with no connection TanStack's manager saw no change to report. */
function subscribeOnline(listener: () => void): () => void {
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
const isOnline = () => onlineManager.isOnline() && (typeof navigator === 'undefined' || navigator.onLine);

/**
 * One notice for the whole app while the phone is offline, saying how old what is shown is ("You are offline —
 * showing what you saw at 10:42"). When the connection returns, every page is fetched again and the notice goes.
 */
export function OfflineBanner() {
  const { t, i18n } = useTranslation();
  const queryClient = useQueryClient();
  const online = useSyncExternalStore(subscribeOnline, isOnline);
  const seenAt = useSyncExternalStore(snapshotShown.subscribe, snapshotShown.get);

  useEffect(() => {
    if (!online || seenAt === null) return;
    clearSnapshotShown();
    void queryClient.invalidateQueries();
  }, [online, seenAt, queryClient]);

  if (online && seenAt === null) return null;
  const time =
    seenAt === null
      ? null
      : new Intl.DateTimeFormat(i18n.language === 'hi' ? 'hi-IN' : 'en-IN', { timeStyle: 'short' }).format(
          seenAt,
        );
  return (
    <p role="status" className="bg-amber-100 px-4 py-2 text-center text-sm font-semibold text-amber-950">
      {time ? t('offline.showingSeenAt', { time }) : t('offline.banner')}
    </p>
  );
}
