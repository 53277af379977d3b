import { useCallback, useEffect, useRef, useState } from 'react';

/**
 * After a search (a submit, a Most Searched crop, a point or radius chosen) a phone's results sit below its screen,
 * and nothing seems to happen. This brings the results' heading into view and focuses it (a screen reader then reads
 * the heading, which names the count or says why nothing was found), once the results are in: `settled` is false
 * while the answer is still coming. `initial` asks for it on the first render (arriving from a Most Searched crop).
 */
export function useResultsFocus<T extends HTMLElement>(settled: boolean, initial = false) {
  const ref = useRef<T>(null);
  const [requested, setRequested] = useState(initial ? 1 : 0);
  const handled = useRef(0);

  useEffect(() => {
    if (requested === handled.current || !settled) return;
    handled.current = requested;
    const heading = ref.current;
    if (!heading) return;
    // The heading's scroll-margin (scroll-mt-32) keeps it, and the near-me chip just above it, clear of the sticky nav.
    heading.scrollIntoView({ block: 'start' });
    heading.focus({ preventScroll: true });
  }, [requested, settled]);

  const focusResults = useCallback(() => setRequested((count) => count + 1), []);
  return { ref, focusResults };
}
