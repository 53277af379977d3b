import { Suspense, lazy, useSyncExternalStore } from 'react';
import type { ComponentType } from 'react';

type PanelLoader = () => Promise<{ default: ComponentType }>;

let panel: ComponentType | null = null;
const listeners = new Set<() => void>();

/**
 * The chat issue registers its panel (floating button + side panel) here, as a lazily loaded module, so that
 * socket.io and the chat screens never weigh on the first route.
 */
export function registerChatPanel(load: PanelLoader): void {
  panel = lazy(load);
  listeners.forEach((listener) => listener());
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The layout's chat panel slot: empty until a panel is registered. */
export function ChatSlot() {
  const Panel = useSyncExternalStore(subscribe, () => panel, () => null);
  if (!Panel) return null;
  return (
    <Suspense fallback={null}>
      <Panel />
    </Suspense>
  );
}
