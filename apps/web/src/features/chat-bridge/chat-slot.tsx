import { Component, Suspense, lazy, useSyncExternalStore } from 'react';
import type { ComponentType, ReactNode } from 'react';
import { useCurrentUser } from '@/lib/store';

type PanelLoader = () => Promise<{ default: ComponentType }>;

let loader: PanelLoader | null = null;
/** The lazily loaded panel and how many times it was asked for (a retry starts a fresh error boundary). */
let panel: { Panel: ComponentType; attempt: number } | null = null;
const listeners = new Set<() => void>();

function notify(): void {
  listeners.forEach((listener) => listener());
}

/**
 * The layout registers the chat panel (floating button + side panel) here, as a lazily loaded module, so that
 * socket.io and the chat screens never weigh on the first route.
 */
export function registerChatPanel(load: PanelLoader): void {
  loader = load;
  panel = { Panel: lazy(load), attempt: (panel?.attempt ?? 0) + 1 };
  notify();
}

/** A panel whose code did not arrive (offline on 2G) is asked for again when the phone is back online. */
function retryPanel(): void {
  if (loader) registerChatPanel(loader);
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Keeps the page working when the chat's code could not be loaded: no chat until the connection is back. */
class PanelBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: unknown): void {
    console.warn('The chat could not be loaded:', error);
    window.addEventListener('online', retryPanel, { once: true });
  }

  override render(): ReactNode {
    return this.state.failed ? null : this.props.children;
  }
}

function pageLoaded(): boolean {
  return typeof document === 'undefined' || document.readyState === 'complete';
}

function subscribeToLoad(listener: () => void): () => void {
  window.addEventListener('load', listener);
  return () => window.removeEventListener('load', listener);
}

/**
 * The layout's chat panel slot: empty until a panel is registered, and for visitors (nothing is fetched for them).
 * The panel's code is asked for once the page has loaded, so on 2G it never competes with the first route's own
 * files; a Chat button pressed before that is remembered by the bridge.
 */
export function ChatSlot() {
  const current = useSyncExternalStore(
    subscribe,
    () => panel,
    () => null,
  );
  const loaded = useSyncExternalStore(subscribeToLoad, pageLoaded, () => false);
  const user = useCurrentUser();
  // Moderators do not chat: they read a reported conversation from its report only.
  if (!current || !user || user.role === 'moderator' || !loaded) return null;
  const { Panel, attempt } = current;
  return (
    <PanelBoundary key={attempt}>
      <Suspense fallback={null}>
        <Panel />
      </Suspense>
    </PanelBoundary>
  );
}
