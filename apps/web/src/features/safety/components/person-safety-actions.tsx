import { useState } from 'react';
import { Button } from '@/components/ui';
import { useTranslation } from '@/lib/i18n';
import { useCurrentUser } from '@/lib/store';
import { BlockDialogLoader, ReportDialogLoader } from './lazy-dialogs';
import { FlagIcon } from '@/components/icons';

/**
 * Block and Report for a person's page: shown to a signed-in buyer or seller looking at someone else (not to
 * visitors, who cannot do either, nor to moderators, who act from the moderation page).
 */
export function PersonSafetyActions({
  userId,
  name,
  onBlocked,
}: {
  userId: string;
  name: string;
  onBlocked?: () => void;
}) {
  const { t } = useTranslation();
  const me = useCurrentUser();
  const [dialog, setDialog] = useState<'block' | 'report' | null>(null);
  if (!me || me.role === 'moderator' || me._id === userId) return null;
  return (
    <div className="flex flex-wrap gap-2">
      <Button variant="outline" onClick={() => setDialog('report')}>
        <bdi>{t('report.reportPerson', { name })}</bdi>
      </Button>
      <Button variant="ghost" className="text-red-800" onClick={() => setDialog('block')}>
        <bdi>{t('safety.blockNamed', { name })}</bdi>
      </Button>
      <ReportDialogLoader
        open={dialog === 'report'}
        onClose={() => setDialog(null)}
        targetType="user"
        targetId={userId}
        name={name}
      />
      <BlockDialogLoader
        open={dialog === 'block'}
        onClose={() => setDialog(null)}
        userId={userId}
        name={name}
        {...(onBlocked ? { onBlocked } : {})}
      />
    </div>
  );
}

/** "Report this listing" on a product page, for a signed-in buyer or seller who does not own it. */
export function ReportListingButton({
  productId,
  sellerId,
  sellerName,
}: {
  productId: string;
  sellerId: string;
  sellerName: string;
}) {
  const { t } = useTranslation();
  const me = useCurrentUser();
  const [open, setOpen] = useState(false);
  if (!me || me.role === 'moderator' || me._id === sellerId) return null;
  return (
    <>
      <Button variant="ghost" className="text-red-800" onClick={() => setOpen(true)}>
        <FlagIcon />
        {t('report.reportListing')}
      </Button>
      <ReportDialogLoader
        open={open}
        onClose={() => setOpen(false)}
        targetType="product"
        targetId={productId}
        name={sellerName}
      />
    </>
  );
}
