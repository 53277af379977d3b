import { ROLE } from '@kisansetu/contract';
import { NavLink } from 'react-router';
import { CountBadge } from '@/components/ui';
import { useChatUnreadTotal } from '@/features/chat-bridge';
import { useWishlistCount } from '@/features/wishlist';
import { useTranslation } from '@/lib/i18n';
import { paths } from '@/lib/paths';
import { useCurrentUser } from '@/lib/store';
import { ChatIcon, ClipboardIcon, HeartIcon } from '@/components/icons';

// The links of the bar and of the phone's menu, which loads when it is opened.

export const linkClass = ({ isActive }: { isActive: boolean }) =>
  `inline-flex min-h-12 items-center gap-1 rounded-lg px-2 font-semibold sm:px-3 ${isActive ? 'bg-white/15 text-white' : 'text-white/90 hover:bg-white/10 hover:text-white'}`;
/** An icon in the bar: a 48 px square however narrow its drawing. */
export const iconLinkClass = (state: { isActive: boolean }) => `${linkClass(state)} min-w-12 justify-center`;

export function WishlistLink({ compact = false }: { compact?: boolean }) {
  const { t } = useTranslation();
  const count = useWishlistCount();
  return (
    <NavLink
      to={paths.wishlist}
      className={(state) => `${linkClass(state)} ${compact ? 'relative min-w-12 justify-center' : ''}`}
      aria-label={t('nav.wishlistCount', { count })}
    >
      <HeartIcon className="size-5" />
      {compact ? null : <span aria-hidden="true">{t('nav.wishlist')}</span>}
      <CountBadge count={count} overlay={compact} />
    </NavLink>
  );
}

/**
 * Buyer requests: a buyer's "My requirements", a farmer's "Buyers near you"; nothing for others. In the
 * bar it is an icon until the `lg` width (its words would push a buyer's bar past a 768 px tablet); the menu has both.
 */
export function RequestsLink({ item = false }: { item?: boolean }) {
  const { t } = useTranslation();
  const user = useCurrentUser();
  if (user?.role !== ROLE.buyer && user?.role !== 'seller') return null;
  const label = user.role === ROLE.buyer ? t('nav.requestsBuyer') : t('nav.requestsFarmer');
  return (
    <NavLink to={paths.requests} className={linkClass} aria-label={item ? undefined : label}>
      <ClipboardIcon />
      <span className={item ? undefined : 'hidden lg:inline'} aria-hidden={!item}>
        {label}
      </span>
    </NavLink>
  );
}

/**
 * Chat, for a buyer or a farmer, at every width, with the unread count on its corner: the floating button may be
 * moving out of a page's way, and the bar is where a message that waits is always one tap away. Worded from `lg`.
 */
export function ChatLink() {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const count = useChatUnreadTotal();
  if (user?.role !== ROLE.buyer && user?.role !== 'seller') return null;
  return (
    <NavLink
      to={paths.chat}
      className={(state) => `${iconLinkClass(state)} relative`}
      aria-label={count > 0 ? t('nav.chatUnread', { count }) : t('nav.chat')}
    >
      <ChatIcon />
      <span className="hidden lg:inline" aria-hidden="true">
        {t('nav.chat')}
      </span>
      {count > 0 ? <CountBadge count={count} overlay /> : null}
    </NavLink>
  );
}

/** A worded link of the bar or the menu. */
export function TextLink({ to, label, end }: { to: string; label: string; end?: boolean }) {
  return (
    <NavLink to={to} className={linkClass} end={end}>
      {label}
    </NavLink>
  );
}
