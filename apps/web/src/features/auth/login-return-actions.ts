import { ROLE } from '@kisansetu/contract';
import type { QueryClient } from '@tanstack/react-query';
import type { User } from '@kisansetu/contract';
import { openChatWith } from '@/features/chat-bridge';
import { addToWishlistAfterLogin } from '@/features/wishlist';
import { i18n } from '@/lib/i18n';
import type { LoginReturn } from '@/lib/login-return';
import { paths } from '@/lib/paths';
import { toast } from '@/lib/toast';

/**
 * After a login: where to go (the page a visitor left for the login, else home) and the action they asked for
 * there, done for them now (call it once the navigation is under way). Chat and the wishlist are a buyer's: someone
 * who logged in as a farmer is only brought back, and told why nothing happened.
 */
export function resumeAfterLogin(
  queryClient: QueryClient,
  user: User,
  back: LoginReturn | null,
): { path: string; act: () => void } {
  const action = back?.action ?? null;
  const act = () => {
    if (!action) return;
    if (user.role !== ROLE.buyer) {
      toast.message(i18n.t('loginReturn.buyersOnly'));
      return;
    }
    if (action.kind === 'wishlist') {
      void addToWishlistAfterLogin(queryClient, action.productId);
      return;
    }
    openChatWith({
      ...(action.productId ? { _id: action.productId } : {}),
      sellerId: action.sellerId,
      sellerName: action.sellerName,
      avatarUrl: action.avatarUrl,
    });
  };
  return { path: back?.path ?? paths.home, act };
}
