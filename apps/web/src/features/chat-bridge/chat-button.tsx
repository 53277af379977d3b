import { ROLE } from '@kisansetu/contract';
import { useTranslation } from '@/lib/i18n';
import { Button } from '@/components/ui';
import type { ButtonSize, ButtonVariant } from '@/components/ui';
import { useLoginFirst } from '@/lib/login-return';
import { useCurrentUser } from '@/lib/store';
import type { ChatTarget } from './chat-bridge';
import { openChatWith } from './chat-bridge';
import { ChatIcon } from '@/components/icons';

/**
 * The Chat button of product cards, the detail page and the wishlist, about that product: shown to buyers and to
 * visitors (farmers and moderators do not chat with farmers). A visitor is sent to log in, and comes back to this
 * page with the chat open.
 */
export function ChatButton({
  target,
  size = 'sm',
  variant = 'outline',
  className,
}: {
  target: ChatTarget;
  size?: ButtonSize;
  /** A product card makes Chat its primary button: talking to the farmer is what a buyer comes for. */
  variant?: ButtonVariant;
  className?: string;
}) {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const loginFirst = useLoginFirst();
  if (user && user.role !== ROLE.buyer) return null;
  const name = target.sellerName?.trim();

  function onClick(): void {
    if (user) {
      openChatWith(target);
      return;
    }
    const sellerId = target.sellerId?.trim();
    if (!sellerId) {
      // The same refusal a signed-in buyer gets: no seller, nothing to log in for.
      openChatWith(target);
      return;
    }
    // The login page says why they are there and that they will come back.
    loginFirst({
      kind: 'chat',
      productId: target._id ?? null,
      sellerId,
      sellerName: target.sellerName ?? '',
      avatarUrl: target.avatarUrl ?? null,
    });
  }
  return (
    <Button
      variant={variant}
      size={size}
      className={className}
      aria-label={name ? t('common.chatWith', { name }) : undefined}
      onClick={onClick}
    >
      <ChatIcon className="size-4" />
      {t('common.chat')}
    </Button>
  );
}
