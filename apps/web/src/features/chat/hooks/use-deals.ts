import { useEffect, useState } from 'react';
import { loadDealsInChat } from '../../deals';
import type { DealsInChat } from '../../deals';

let loaded: DealsInChat | null = null;
let loading: Promise<DealsInChat> | null = null;

/** The deals' chat parts, fetched once (again after a failure, such as being offline). */
export function loadDeals(): Promise<DealsInChat> {
  loading ??= loadDealsInChat().then(
    (parts) => (loaded = parts),
    (error: unknown) => {
      loading = null;
      throw error;
    },
  );
  return loading;
}

/**
 * The deals' chat parts once here, null until then (a deal card shows a placeholder for that moment): they are a
 * chunk of their own, so the chat opens without the offer form's code.
 */
export function useDeals(): DealsInChat | null {
  const [parts, setParts] = useState(loaded);
  useEffect(() => {
    if (parts) return undefined;
    let live = true;
    loadDeals().then(
      (ready) => {
        if (live) setParts(ready);
      },
      (error: unknown) => console.warn('Deals could not be loaded:', error),
    );
    return () => {
      live = false;
    };
  }, [parts]);
  return parts;
}
