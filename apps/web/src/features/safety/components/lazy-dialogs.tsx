import { Suspense, lazy, useState } from 'react';
import { withEnglishTexts } from '@/lib/i18n';
import type { BlockDialogProps } from './block-dialog';
import type { ReportDialogProps } from './report-dialog';

/*
 * The dialogs' code (the report form and its schema) is fetched the first time one opens, so the pages that offer
 * Report and Block carry only their buttons. Once opened a dialog stays mounted, so closing it hands focus back to
 * the button that opened it (the native <dialog> does that on close()).
 */
const LazyReport = lazy(
  withEnglishTexts(() => import('./report-dialog').then((m) => ({ default: m.ReportDialog }))),
);
const LazyBlock = lazy(
  withEnglishTexts(() => import('./block-dialog').then((m) => ({ default: m.BlockDialog }))),
);

function useOpenedOnce(open: boolean): boolean {
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  return opened || open;
}

export function ReportDialogLoader(props: ReportDialogProps) {
  const opened = useOpenedOnce(props.open);
  if (!opened) return null;
  return (
    <Suspense fallback={null}>
      <LazyReport {...props} />
    </Suspense>
  );
}

export function BlockDialogLoader(props: BlockDialogProps) {
  const opened = useOpenedOnce(props.open);
  if (!opened) return null;
  return (
    <Suspense fallback={null}>
      <LazyBlock {...props} />
    </Suspense>
  );
}
