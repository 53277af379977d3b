import { NavLink } from 'react-router';
import { CountBadge } from '@/components/ui';
import { useChatUnreadTotal } from '@/features/chat-bridge';
import { useTranslation } from '@/lib/i18n';
import { useCurrentUser } from '@/lib/store';
import { useNotificationSummary } from '../api';
import { paths } from '@/lib/paths';
import { usePushFollowsLanguage } from '../use-push-language';
import { BellIcon } from '@/components/icons';

/**
 * The nav's bell: the unread notifications and chat messages, kept live by the socket (receiveNotification, the chat's
 * own counts), linking to /notifications, which points on to a waiting chat.
 * Shown to signed-in people only; the count badge hides at 0. Being in the nav of every page while signed in, it also
 * keeps this phone's alerts in the UI's language (usePushFollowsLanguage).
 */
export function NotificationBell({ className }: { className?: string }) {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const { data } = useNotificationSummary();
  const chat = useChatUnreadTotal();
  usePushFollowsLanguage(user !== null);
  if (!user) return null;
  const notifications = data?.unreadCount ?? 0;
  const count = notifications + chat;
  return (
    <NavLink
      to={paths.notifications}
      className={({ isActive }) =>
        `relative inline-flex min-h-12 min-w-12 items-center justify-center rounded-lg px-2 font-semibold ${isActive ? 'bg-white/15 text-white' : 'text-white/90 hover:bg-white/10 hover:text-white'} ${className ?? ''}`
      }
      aria-label={
        chat > 0
          ? t('notifications.bellWithChat', { notifications, chat })
          : t('notifications.bell', { count: notifications })
      }
    >
      <BellIcon />
      {count > 0 ? (
        <span data-testid="notification-count">
          <CountBadge count={count} overlay />
        </span>
      ) : null}
    </NavLink>
  );
}
