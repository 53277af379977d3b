import { useCallback, useEffect, useRef, useState } from 'react';

/** History entries whose arrival has brought the results into view: Back to one keeps the place left there. */
const focusedArrivals = new Set<string>();

/**
 * After a search (a submit, a Most Searched crop, a point or radius chosen) a phone's results sit below its screen,
 * and nothing seems to happen. This brings the results' heading into view and focuses it (a screen reader then reads
 * the heading, which names the count or says why nothing was found), once the results are in: `settled` is false
 * while the answer is still coming. `arrival` is the key of a history entry that asks for it on arriving (a search
 * made by navigating); each entry gets it once.
 */
export function useResultsFocus<T extends HTMLElement>(settled: boolean, arrival?: string) {
  const ref = useRef<T>(null);
  const [requested, setRequested] = useState(0);
  const handled = useRef(0);

  useEffect(() => {
    const arriving = arrival !== undefined && !focusedArrivals.has(arrival);
    if ((requested === handled.current && !arriving) || !settled) return;
    handled.current = requested;
    if (arrival !== undefined) focusedArrivals.add(arrival);
    const heading = ref.current;
    if (!heading) return;
    // The heading's scroll-margin (scroll-mt-32) keeps it, and the near-me chip just above it, clear of the sticky nav.
    heading.scrollIntoView({ block: 'start' });
    heading.focus({ preventScroll: true });
  }, [requested, settled, arrival]);

  const focusResults = useCallback(() => setRequested((count) => count + 1), []);
  return { ref, focusResults };
}
