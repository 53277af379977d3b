import { useState } from 'react';
import type { BuyRequest } from '@kisansetu/contract';
import { Button } from '@/components/ui';
import { ReportDialogLoader } from '@/features/safety';
import { FlagIcon } from '@/components/icons';
import { useTranslation } from '@/lib/i18n';
import { useCurrentUser } from '@/lib/store';

/**
 * "Report this requirement" (a fake buyer, a scam): for a signed-in person other than its buyer, through the safety
 * feature's dialog (its code is fetched when opened).
 */
export function ReportRequestButton({ request }: { request: BuyRequest }) {
  const { t } = useTranslation();
  const me = useCurrentUser();
  const [open, setOpen] = useState(false);
  if (!me || me.role === 'moderator' || me._id === request.buyerId) return null;
  return (
    <>
      <Button variant="ghost" size="sm" className="self-start text-red-800" onClick={() => setOpen(true)}>
        <FlagIcon />
        {t('requests.report')}
      </Button>
      <ReportDialogLoader
        open={open}
        onClose={() => setOpen(false)}
        targetType="request"
        targetId={request._id}
        name={request.buyerName}
      />
    </>
  );
}
