import type { ReactElement } from 'react';
import { Button, StatusText } from '@/components/ui';
import { useTranslation } from '@/lib/i18n';

/**
 * What a moderation list shows before its data: loading, or the failure with a retry. Null once the data is there,
 * so a list shows it until the data has arrived.
 */
export function LoadState({
  query,
}: {
  query: { isPending: boolean; isError: boolean; refetch: () => unknown };
}): ReactElement | null {
  const { t } = useTranslation();
  if (query.isPending) return <StatusText>{t('state.loading')}</StatusText>;
  if (!query.isError) return null;
  return (
    <div className="flex flex-col items-start gap-2">
      <StatusText tone="error">{t('mod.loadFailed')}</StatusText>
      <Button variant="outline" onClick={() => void query.refetch()}>
        {t('mod.retry')}
      </Button>
    </div>
  );
}
