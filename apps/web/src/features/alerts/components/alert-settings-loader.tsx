import { Suspense, lazy, type ComponentProps } from 'react';
import { withEnglishTexts } from '@/lib/i18n';
import type { AlertSettings } from './alert-settings';

const LazySettings = lazy(
  withEnglishTexts(() => import('../alerts-parts').then((m) => ({ default: m.AlertSettings }))),
);

/** The profile's "Alerts on my phone", fetched with the rest of alerts' code; nothing shows until it is here. */
export function AlertSettingsLoader(props: ComponentProps<typeof AlertSettings>) {
  return (
    <Suspense fallback={null}>
      <LazySettings {...props} />
    </Suspense>
  );
}
