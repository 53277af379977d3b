import { useTranslation } from '@/lib/i18n';
import { Button } from '@/components/ui';
import type { ButtonSize, ButtonVariant } from '@/components/ui';
import { useCurrentUser } from '@/lib/store';
import type { ChatTarget } from './chat-bridge';
import { openChatWith } from './chat-bridge';

/** The Chat button of product cards, the detail page and the wishlist: shown to a signed-in buyer only. */
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
  if (user?.role !== 'user') return null;
  const name = target.sellerName?.trim();
  return (
    <Button
      variant={variant}
      size={size}
      className={className}
      aria-label={name ? t('common.chatWith', { name }) : undefined}
      onClick={() => openChatWith(target)}
    >
      <svg
        viewBox="0 0 24 24"
        className="size-4"
        aria-hidden="true"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
      >
        <path d="M4 5h16v11H8l-4 4V5Z" strokeLinejoin="round" />
      </svg>
      {t('common.chat')}
    </Button>
  );
}
