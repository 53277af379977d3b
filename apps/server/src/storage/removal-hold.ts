import type { ImageStore } from './image-store';

/** An image store whose deletions can be held back while a backup copies the photos. */
export interface HoldableImageStore extends ImageStore {
  /**
   * Until the returned release is called, deletions are queued instead of done, so a backup's copy of the photos
   * still has every photo its database snapshot names (a listing deleted meanwhile drops its photos only after).
   * Holds nest; the queue runs when the last is released.
   */
  holdRemovals(): () => Promise<void>;
}

/** Wraps `store` with {@link HoldableImageStore.holdRemovals}. */
export function withRemovalHold(store: ImageStore): HoldableImageStore {
  let holds = 0;
  const queued = new Set<string>();
  return {
    put: (name, body, contentType) => store.put(name, body, contentType),
    get: (name) => store.get(name),
    exists: (name) => store.exists(name),
    async delete(name) {
      if (holds > 0) {
        queued.add(name);
        return;
      }
      await store.delete(name);
    },
    ...(store.close ? { close: () => store.close!() } : {}),
    holdRemovals() {
      holds += 1;
      let released = false;
      return async () => {
        if (released) return;
        released = true;
        holds -= 1;
        if (holds > 0) return;
        const names = [...queued];
        queued.clear();
        await Promise.allSettled(names.map((name) => store.delete(name)));
      };
    },
  };
}
