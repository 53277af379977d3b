import type * as SonnerModule from 'sonner';

type Sonner = typeof SonnerModule;

let sonner: Promise<Sonner> | null = null;
const listeners = new Set<() => void>();

/**
 * sonner is fetched with the first toast, not with the first page: most visits to the home
 * page never show one. Toasts raised before the Toaster subscribes are replayed by sonner.
 */
function loadSonner(): Promise<Sonner> {
  if (!sonner) {
    sonner = import('sonner');
    listeners.forEach((listener) => listener());
    sonner.catch(() => {
      // Offline and never cached: the toast is lost, the page still works.
      sonner = null;
    });
  }
  return sonner;
}

function show(kind: 'success' | 'error' | 'message', message: string): void {
  void loadSonner().then(
    (module) => {
      if (kind === 'message') module.toast(message);
      else module.toast[kind](message);
    },
    () => undefined,
  );
}

export const toast = {
  success: (message: string) => show('success', message),
  error: (message: string) => show('error', message),
  message: (message: string) => show('message', message),
};

/** For the toast host: whether a toast has been asked for yet, and a way to hear when one is. */
export function toasterRequested(): boolean {
  return sonner !== null;
}

export function onToasterRequested(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
