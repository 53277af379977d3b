import { Button } from '@/components/ui';
import { useTranslation } from '@/lib/i18n';

export function Pager({
  page,
  totalPages,
  onPage,
}: {
  page: number;
  totalPages: number;
  onPage: (page: number) => void;
}) {
  const { t } = useTranslation();
  if (totalPages <= 1) return null;
  return (
    <nav aria-label={t('mod.pageOf', { page, total: totalPages })} className="flex items-center gap-3">
      <Button variant="outline" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        {t('mod.previous')}
      </Button>
      <span>{t('mod.pageOf', { page, total: totalPages })}</span>
      <Button variant="outline" disabled={page >= totalPages} onClick={() => onPage(page + 1)}>
        {t('mod.next')}
      </Button>
    </nav>
  );
}
