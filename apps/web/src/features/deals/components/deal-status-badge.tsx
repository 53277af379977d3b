import type { DealStatus } from '@kisansetu/contract';
import { cn } from '@/components/ui';
import { useTranslation } from '@/lib/i18n';

const TONE: Record<DealStatus, string> = {
  proposed: 'bg-amber-100 text-amber-950',
  accepted: 'bg-green-100 text-green-900',
  done: 'bg-brand-700 text-white',
  declined: 'bg-stone-200 text-stone-800',
  withdrawn: 'bg-stone-200 text-stone-800',
  cancelled: 'bg-stone-200 text-stone-800',
};

/** Where a deal is, as a small label: "Waiting for an answer", "Agreed", "Done"… */
export function DealStatusBadge({ status }: { status: DealStatus }) {
  const { t } = useTranslation();
  return (
    <span className={cn('rounded-full px-2 text-xs leading-6 font-semibold', TONE[status])}>
      {t(`deals.status.${status}`)}
    </span>
  );
}
