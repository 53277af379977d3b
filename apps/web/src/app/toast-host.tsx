import { Suspense, lazy, useSyncExternalStore } from 'react';
import { UI } from '@kisansetu/contract';
import { onToasterRequested, toasterRequested } from '@/lib/toast';

const Toaster = lazy(() => import('sonner').then((module) => ({ default: module.Toaster })));

/** Mounts sonner's Toaster once the first toast is asked for (spec defaults: 4000 ms, 3 visible, 356 px). */
export function ToastHost() {
  const requested = useSyncExternalStore(onToasterRequested, toasterRequested, () => false);
  if (!requested) return null;
  return (
    <Suspense fallback={null}>
      <Toaster
        position="bottom-center"
        closeButton
        richColors
        duration={UI.toastDurationMs}
        visibleToasts={UI.toastVisible}
        toastOptions={{ style: { width: `min(${UI.toastWidthPx}px, calc(100vw - 2rem))` } }}
      />
    </Suspense>
  );
}
