import { useState } from 'react';
import { Button, cn } from '@/components/ui';
import { useTranslation } from '@/lib/i18n';
import { useCurrentUser } from '@/lib/store';
import { BlockDialogLoader, ReportDialogLoader } from './lazy-dialogs';
import { FlagIcon, VerifiedIcon } from '@/components/icons';

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

/**
 * "Phone verified": the person proved their mobile number with a code sent to it (a trust mark on the product page,
 * a farmer's page, the chat header and one's own profile). A shield with a tick and the words (never the icon alone:
 * not everyone reads icons the same way), one accessible name for screen readers. `inverse` is for dark bars and
 * `small` for tight ones (the chat header).
 *
 * It lives here, with the other things a page shows about a person, rather than in a module of its own: the pages
 * that show it load this module's chunk already, while a module of its own would be a chunk of a few hundred bytes
 * that the build folds into whatever chunk is cheapest (vite.config.ts `experimentalMinChunkSize`), the home page's
 * included, which has no room left.
 */
export function PhoneVerifiedMark({
  tone = 'default',
  small = false,
  className,
}: {
  tone?: 'default' | 'inverse';
  small?: boolean;
  className?: string;
}) {
  const { t } = useTranslation();
  const label = t('phone.verified');
  return (
    <span
      role="img"
      aria-label={label}
      className={cn(
        'inline-flex max-w-full items-center gap-1 font-semibold',
        small ? 'text-xs' : 'text-sm',
        tone === 'inverse' ? 'text-white' : 'text-brand-800',
        className,
      )}
    >
      <VerifiedIcon className={cn('shrink-0', small ? 'size-4' : 'size-5')} />
      <span className="min-w-0 wrap-anywhere">{label}</span>
    </span>
  );
}
