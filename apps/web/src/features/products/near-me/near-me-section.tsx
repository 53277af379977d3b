import { Suspense, lazy } from 'react';
import type { NearMeControlsProps } from './near-me-controls';

// The controls check a typed PIN code with the contract's zod rule: loading them lazily keeps zod out of the first
// route (the product list shares its chunk with home), and the products themselves never wait for them.
const Controls = lazy(() =>
  import('./near-me-controls').then((module) => ({ default: module.NearMeControls })),
);

/** The near-me controls, with a box of the same size while their code loads (so nothing below jumps). */
export function NearMeSection(props: NearMeControlsProps) {
  return (
    <Suspense
      fallback={
        <div
          aria-hidden="true"
          className="mb-4 min-h-[15.5rem] rounded-xl border border-stone-200 bg-white sm:min-h-[10.5rem]"
        />
      }
    >
      <Controls {...props} />
    </Suspense>
  );
}
