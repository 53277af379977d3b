import { useEffect } from 'react';
import { Link } from 'react-router';
import type { Notification } from '@kisansetu/contract';
import { Button, LoadMore, Page, StatusText, buttonClasses } from '@/components/ui';
import { useTranslation } from '@/lib/i18n';
import { paths } from '@/lib/paths';
import { useFormatters } from '@/lib/use-formatters';
import { useMarkRead, useNotificationPages } from '../api';
import { notificationText } from '../notification-text';
import { useRenewListing } from '../../products';
import { useChatUnreadTotal } from '../../chat-bridge';

/** The listing an expiring-soon notice is about (its link is the listing's page). */
const expiringListingId = (notification: Notification) =>
  notification.kind === 'listing_expiring'
    ? /^\/description\/([^/?#]+)/.exec(notification.link)?.[1]
    : undefined;

/** Renew from the notice itself: the farmer keeps the listing up in one tap, without opening it first. */
function RenewFromNotice({ productId, name }: { productId: string; name: string }) {
  const { t } = useTranslation();
  const renew = useRenewListing();
  return (
    <Button
      variant="primary"
      size="sm"
      className="self-start"
      aria-label={t('listing.renewNamed', { name })}
      disabled={renew.isPending || renew.isSuccess}
      onClick={() => renew.mutate({ id: productId })}
    >
      {renew.isPending ? t('listing.renewing') : t('listing.renew')}
    </Button>
  );
}

function NotificationItem({
  notification,
  onOpen,
}: {
  notification: Notification;
  /** It was tapped: it is read now. */
  onOpen: () => void;
}) {
  const { t } = useTranslation();
  const format = useFormatters();
  const { title, body } = notificationText(t, notification, format.number);
  const renewable = expiringListingId(notification);
  return (
    <div
      className={`flex flex-col gap-2 rounded-xl shadow-sm ${notification.read ? 'bg-white' : 'border-l-4 border-amber-400 bg-amber-50'}`}
    >
      <Link
        to={notification.link}
        onClick={notification.read ? undefined : onOpen}
        className="flex min-h-12 flex-col gap-1 rounded-xl p-4 hover:bg-brand-50"
      >
        <span className="flex items-center gap-2 font-bold">
          {notification.read ? null : <span className="sr-only">{t('notifications.unread')}: </span>}
          {title}
        </span>
        <span className="text-stone-700">{body}</span>
        <span className="text-sm text-stone-500">{format.age(notification.createdAt)}</span>
      </Link>
      {renewable ? (
        <div className="px-4 pb-4">
          <RenewFromNotice productId={renewable} name={String(notification.params.productName ?? '')} />
        </div>
      ) : null}
    </div>
  );
}

/** Messages waiting in chat, which the bell counts too: said first, with the way to them. */
function ChatWaiting() {
  const { t } = useTranslation();
  const count = useChatUnreadTotal();
  if (count === 0) return null;
  return (
    <p className="mb-3 flex flex-wrap items-center justify-between gap-2 rounded-xl border-l-4 border-amber-400 bg-amber-50 p-4 font-semibold text-stone-900">
      <span>{t('notifications.chatWaiting', { count })}</span>
      <Link to={paths.chat} className={buttonClasses('primary')}>
        {t('notifications.openChat')}
      </Link>
    </p>
  );
}

/** /notifications: newest first, each linking to what it is about; "Mark all as read". */
export function NotificationsPage() {
  const { t } = useTranslation();
  const query = useNotificationPages();
  const markRead = useMarkRead();
  const pages = query.data?.pages ?? [];
  const notifications = pages.flatMap((page) => page.notifications);
  const unread = pages[0]?.unreadCount ?? 0;
  const refetch = query.refetch;
  // A visit shows what is new since the bell last counted.
  useEffect(() => {
    void refetch();
  }, [refetch]);

  return (
    <Page
      title={t('notifications.title')}
      width="narrow"
      actions={
        <Link to={paths.savedSearches} className={buttonClasses('ghost')}>
          {t('notifications.manageAlerts')}
        </Link>
      }
    >
      <ChatWaiting />
      {query.isPending ? <StatusText>{t('state.loading')}</StatusText> : null}
      {query.isError ? <StatusText tone="error">{t('notifications.loadFailed')}</StatusText> : null}
      {query.isSuccess && notifications.length === 0 ? (
        <StatusText>{t('notifications.empty')}</StatusText>
      ) : null}
      {unread > 0 ? (
        <div className="mb-3 flex justify-end">
          <Button variant="outline" disabled={markRead.isPending} onClick={() => markRead.mutate(undefined)}>
            {t('notifications.markAllRead')}
          </Button>
        </div>
      ) : null}
      {notifications.length > 0 ? (
        <ul className="flex flex-col gap-2" aria-label={t('notifications.title')}>
          {notifications.map((notification) => (
            <li key={notification._id}>
              <NotificationItem
                notification={notification}
                onOpen={() => markRead.mutate([notification._id])}
              />
            </li>
          ))}
        </ul>
      ) : null}
      <LoadMore
        hasMore={query.hasNextPage}
        loading={query.isFetchingNextPage}
        onLoadMore={() => void query.fetchNextPage()}
        endText={null}
      />
    </Page>
  );
}
