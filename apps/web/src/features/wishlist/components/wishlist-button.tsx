import { ROLE } from '@kisansetu/contract';
import { useTranslation } from '@/lib/i18n';
import { toast } from '@/lib/toast';
import { Button, NetworkButton } from '@/components/ui';
import type { ButtonSize, ButtonVariant } from '@/components/ui';
import { useLoginFirst } from '@/lib/login-return';
import { useCurrentUser } from '@/lib/store';
import { useAddToWishlist, useIsWishlisted } from '../api';
import { HeartIcon } from '@/components/icons';

/**
 * 'Add to Wishlist', or 'Wishlisted' and disabled once the product is in the wishlist. Sellers get
 * no button; a visitor is told to log in and sent to /login, and comes back to this page with the product added.
 */
export function WishlistButton({
  productId,
  size = 'sm',
  variant = 'secondary',
  className,
}: {
  productId: string;
  size?: ButtonSize;
  /** A product card shows it as an outline beside its primary Chat button. */
  variant?: ButtonVariant;
  className?: string;
}) {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const loginFirst = useLoginFirst();
  const wishlisted = useIsWishlisted(productId);
  const add = useAddToWishlist();
  if (user && user.role !== ROLE.buyer) return null;
  if (wishlisted) {
    return (
      <Button variant={variant} size={size} className={className} disabled>
        <HeartIcon className="size-4" filled />
        {t('state.wishlisted')}
      </Button>
    );
  }
  return (
    <NetworkButton
      variant={variant}
      size={size}
      className={className}
      disabled={add.isPending}
      aria-busy={add.isPending || undefined}
      onClick={() => {
        if (!user) {
          toast.error(t('toast.notLoggedIn'));
          loginFirst({ kind: 'wishlist', productId });
          return;
        }
        add.mutate(productId);
      }}
    >
      <HeartIcon className="size-4" />
      {t('state.addToWishlist')}
    </NetworkButton>
  );
}
