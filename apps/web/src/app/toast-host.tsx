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
 * Toasts sit at the top at every width, 8 px under the sticky 56 px header: at the bottom of a phone, where sonner
 * stretches them across the screen, they covered the sign-up form's role radio, the chat's quick replies and the
 * floating Chat button, and sonner takes one position for all widths. A full-screen chat panel moves them under its own
 * header (`--toast-top`).
 */
const UNDER_HEADER = { top: 'var(--toast-top,64px)' };

const Toaster = lazy(() => import('sonner').then((module) => ({ default: module.Toaster })));

/** Mounts sonner's Toaster once the first toast is asked for (the product's toast settings: 4000 ms, 3 visible, 356 px, contract UI constants). */
export function ToastHost() {
  const requested = useSyncExternalStore(onToasterRequested, toasterRequested, () => false);
  if (!requested) return null;
  return (
    <Suspense fallback={null}>
      <Toaster
        position="top-center"
        offset={UNDER_HEADER}
        mobileOffset={UNDER_HEADER}
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
