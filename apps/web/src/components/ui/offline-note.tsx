import { useTranslation } from '@/lib/i18n';

/** Shown while a list waits for the network: TanStack Query pauses requests when the phone is offline. */
export function OfflineNote({ paused }: { paused: boolean }) {
  const { t } = useTranslation();
  if (!paused) return null;
  return (
    <p role="status" className="my-3 rounded-lg bg-amber-50 p-3 text-center text-amber-900">
      {t('error.offline')}
    </p>
  );
}
