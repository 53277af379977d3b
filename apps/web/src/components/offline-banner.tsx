import { useEffect, useSyncExternalStore } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { clockOptions, intlLocale } from '@/lib/format';
import { useTranslation } from '@/lib/i18n';
import { clearSnapshotShown, snapshotShown } from '@/lib/offline-snapshots';
import { useOnline } from '@/lib/use-online';

/**
 * One notice for the whole app while the phone is offline, saying how old what is shown is ("You are offline —
 * showing what you saw at 10:42"). When the connection returns, every page is fetched again and the notice goes.
 */
export function OfflineBanner() {
  const { t, i18n } = useTranslation();
  const queryClient = useQueryClient();
  const online = useOnline();
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
      : new Intl.DateTimeFormat(intlLocale(i18n.language), clockOptions(i18n.language)).format(seenAt);
  return (
    <p role="status" className="bg-amber-100 px-4 py-2 text-center text-sm font-semibold text-amber-950">
      {time ? t('offline.showingSeenAt', { time }) : t('offline.banner')}
    </p>
  );
}
