import { useEffect, useState } from 'react';
import { UI } from '@kisansetu/contract';
import { useRootStore } from './store';

/**
 * True once the persisted state is restored (or the restore time-out (the contract's UI.persistRestoreTimeoutMs) has passed), so nothing
 * renders with a half-restored user.
 */
export function useStoreHydrated(): boolean {
  const [hydrated, setHydrated] = useState(() => useRootStore.persist.hasHydrated());
  useEffect(() => {
    if (hydrated) return undefined;
    const unsubscribe = useRootStore.persist.onFinishHydration(() => setHydrated(true));
    const timer = setTimeout(() => setHydrated(true), UI.persistRestoreTimeoutMs);
    if (useRootStore.persist.hasHydrated()) setHydrated(true);
    return () => {
      unsubscribe();
      clearTimeout(timer);
    };
  }, [hydrated]);
  return hydrated;
}
