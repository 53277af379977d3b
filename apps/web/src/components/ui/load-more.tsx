import { useTranslation } from '@/lib/i18n';
import { Button } from './button';
import { StatusText } from './page';

/** The Load More button of a paged list (any feature's), or the end-of-list text once nothing more is available. */
export function LoadMore({
  hasMore,
  loading,
  onLoadMore,
  endText,
}: {
  hasMore: boolean;
  loading: boolean;
  onLoadMore: () => void;
  endText: string | null;
}) {
  const { t } = useTranslation();
  if (!hasMore) return endText ? <StatusText>{endText}</StatusText> : null;
  return (
    <div className="flex justify-center py-6">
      <Button
        variant="outline"
        size="lg"
        onClick={onLoadMore}
        disabled={loading}
        aria-busy={loading || undefined}
      >
        {loading ? t('common.loadingMore') : t('common.loadMore')}
      </Button>
    </div>
  );
}
