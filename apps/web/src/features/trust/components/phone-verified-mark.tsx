import { cn } from '@/components/ui';
import { useTranslation } from '@/lib/i18n';
import { VerifiedIcon } from '@/components/icons';

/**
 * "Phone verified": the person proved their mobile number with a code sent to it (a trust mark on the product page,
 * a farmer's page, the chat header and one's own profile). A shield with a tick and the words (never the icon alone:
 * not everyone reads icons the same way), one accessible name for screen readers. `inverse` is for dark bars and
 * `small` for tight ones (the chat header).
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
