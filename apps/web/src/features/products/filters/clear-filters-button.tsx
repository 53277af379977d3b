import { Button } from '@/components/ui';
import { useTranslation } from '@/lib/i18n';
import { useFiltersUpdate } from './use-filters-update';

/** An empty answer's way out when the filters are its cause: every filter off, where and order kept. */
export function ClearFiltersButton({ onApplied }: { onApplied: () => void }) {
  const { t } = useTranslation();
  const update = useFiltersUpdate();
  return (
    <Button
      variant="outline"
      onClick={() => {
        update({});
        onApplied();
      }}
    >
      {t('emptyFiltered.clear')}
    </Button>
  );
}
