import { Suspense, lazy } from 'react';
import { withEnglishTexts } from '@/lib/i18n';
import type { NearMeControlsProps } from './near-me-controls';

// The controls check a typed PIN code with the contract's zod rule: loaded lazily, so the products never wait for them.
const Controls = lazy(
  withEnglishTexts(() => import('./near-me-controls').then((module) => ({ default: module.NearMeControls }))),
);

/** The near-me controls (in the chip's bottom sheet), with a box of about their size while their code loads. */
export function NearMeSection(props: NearMeControlsProps) {
  return (
    <Suspense
      fallback={<div aria-hidden="true" className="min-h-[19rem] animate-pulse rounded-xl bg-stone-100" />}
    >
      <Controls {...props} />
    </Suspense>
  );
}
