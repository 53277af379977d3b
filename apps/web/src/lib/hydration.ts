import { UI } from '@kisansetu/contract';
import { useRootStore } from './store';

/**
 * Resolves once the persisted state is restored (at once when nothing was kept), or when the restore time-out (the
 * contract's UI.persistRestoreTimeoutMs) has passed. The app's first render waits for it, so nothing renders with a
 * half-restored user, and the static shell stays on screen meanwhile.
 */
export function storeHydrated(): Promise<void> {
  return new Promise((resolve) => {
    if (useRootStore.persist.hasHydrated()) return resolve();
    const done = () => {
      unsubscribe();
      clearTimeout(timer);
      resolve();
    };
    const unsubscribe = useRootStore.persist.onFinishHydration(done);
    const timer = setTimeout(done, UI.persistRestoreTimeoutMs);
  });
}
