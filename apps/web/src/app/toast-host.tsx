import { Suspense, lazy, useSyncExternalStore } from 'react';
import type { CSSProperties } from 'react';
import { UI } from '@kisansetu/contract';
import { onToasterRequested, toasterRequested } from '@/lib/toast';

/**
 * sonner's rich colours put 13 px text at 4.25:1 (success) and 4.34:1 (error), under WCAG 1.4.3's 4.5:1. Its own
 * CSS variables are overridden on the toaster (inline wins over its injected stylesheet) with darker text on the same
 * tinted backgrounds: green-800 on #ecfdf3 is 6.8:1, red-700 on #fff0f0 is 5.9:1; success and error stay distinct.
 */
const RICH_COLOURS = {
  '--success-text': '#166534',
  '--error-text': '#b91c1c',
} as CSSProperties;

/**
 * Toasts sit above the floating Chat button (16 px from the bottom, 48 px tall) rather than on it: on a phone sonner
 * stretches a toast across the screen, and "Logged in successfully" would cover the button for its 4 s, just when a
 * farmer who signed in to answer a buyer reaches for it.
 */
const ABOVE_CHAT_BUTTON = { bottom: 76 };

const Toaster = lazy(() => import('sonner').then((module) => ({ default: module.Toaster })));

/** Mounts sonner's Toaster once the first toast is asked for (the product's toast settings: 4000 ms, 3 visible, 356 px, contract UI constants). */
export function ToastHost() {
  const requested = useSyncExternalStore(onToasterRequested, toasterRequested, () => false);
  if (!requested) return null;
  return (
    <Suspense fallback={null}>
      <Toaster
        position="bottom-center"
        offset={ABOVE_CHAT_BUTTON}
        mobileOffset={ABOVE_CHAT_BUTTON}
        closeButton
        richColors
        duration={UI.toastDurationMs}
        visibleToasts={UI.toastVisible}
        style={RICH_COLOURS}
        toastOptions={{ style: { width: `min(${UI.toastWidthPx}px, calc(100vw - 2rem))` } }}
      />
    </Suspense>
  );
}
