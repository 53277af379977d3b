import {
  NOTIFICATIONS_PAGE_SIZE,
  isWellFormedId,
  type Notification,
  type NotificationKind,
  type NotificationList,
  type NotificationParams,
  type Unit,
} from '@kisansetu/contract';
import type { NotificationsRepository } from './notifications.repository';
import { toNotification } from './notifications.presenter';

export interface NotificationsServiceDeps {
  notifications: NotificationsRepository;
  /** Emits the stored notification to the user's tabs on every process (socket event `notification`). */
  deliver(userId: string, notification: Notification): void;
  /** Sends it as Web Push to the user's subscribed browsers; must return at once (the push work runs on its own). */
  push?(userId: string, notification: Notification): void;
}

/** What the wishlist notices say about a listing; passed in because a removed listing can no longer be read. */
export interface ListingFacts {
  id: string;
  productName: string;
  price: number;
  unit: Unit;
}

export interface NotifyOptions {
  /** The same key for the same user makes no second notification (one match per listing, one expiry notice). */
  dedupeKey?: string;
}

/** Notifications: stored first, then sent to the user's open tabs and, when they allowed it, as Web Push. */
export function createNotificationsService({ notifications, deliver, push }: NotificationsServiceDeps) {
  /**
   * Notifies one user: stores the notification, then emits it to their tabs and pushes it to their browsers.
   * Null when `dedupeKey` says they already had it. The push is not awaited: a slow push service never slows the
   * write that caused the notification.
   */
  async function notify(
    userId: string,
    kind: NotificationKind,
    params: NotificationParams,
    link: string,
    options: NotifyOptions = {},
  ): Promise<Notification | null> {
    const row = await notifications.insert({ userId, kind, params, link, dedupeKey: options.dedupeKey });
    if (!row) return null;
    const notification = toNotification(row);
    deliver(userId, notification);
    push?.(userId, notification);
    return notification;
  }

  return {
    notify,

    /** The user's notifications, newest first, 20 a page, with the unread count the bell shows. */
    async list(userId: string, page: number): Promise<NotificationList> {
      const size = NOTIFICATIONS_PAGE_SIZE;
      const [rows, counts] = await Promise.all([
        notifications.page(userId, size, (page - 1) * size),
        notifications.counts(userId),
      ]);
      return {
        notifications: rows.map(toNotification),
        unreadCount: counts.unread,
        totalCount: counts.total,
        totalPages: Math.ceil(counts.total / size),
        page,
      };
    },

    /** Every notification the user has, newest first (their own-data download). */
    async all(userId: string): Promise<Notification[]> {
      const { total } = await notifications.counts(userId);
      return (await notifications.page(userId, Math.max(total, 1), 0)).map(toNotification);
    },

    /**
     * Marks the named notifications of the user read, or all of them without `ids`; returns the unread count left.
     * Ids that are not the user's (or not ids at all) change nothing: a notification id is private to its owner.
     */
    async markRead(userId: string, ids: string[] | undefined): Promise<number> {
      const own = ids?.filter(isWellFormedId);
      if (own === undefined || own.length > 0) await notifications.markRead(userId, own);
      return notifications.unread(userId);
    },

    /**
     * Tells everyone who wishlisted `listing` that it was sold or removed (`wishlist_sold`, once per listing) or that
     * its price went down (`wishlist_price_drop`, once per new price and at most once a listing a day, so moving a
     * price down and up again cannot page every wishlister each time; `oldPrice` says from what). For the listing
     * lifecycle and product update; call it before a delete, whose cascade takes the wishlist entries with it.
     */
    async notifyWishlisters(
      listing: ListingFacts,
      kind: 'wishlist_sold' | 'wishlist_price_drop',
      extra: { oldPrice?: number } = {},
    ): Promise<number> {
      const userIds = await notifications.wishlistersOf(listing.id);
      // Claimed only when someone will be told: a drop nobody hears of does not use up the day's notice.
      if (userIds.length === 0) return 0;
      if (kind === 'wishlist_price_drop' && !(await notifications.claimPriceDropNotice(listing.id))) return 0;
      const params: NotificationParams = {
        productName: listing.productName,
        price: listing.price,
        unit: listing.unit,
        ...(extra.oldPrice === undefined ? {} : { oldPrice: extra.oldPrice }),
      };
      const dedupeKey =
        kind === 'wishlist_sold' ? `sold:${listing.id}` : `price:${listing.id}:${listing.price}`;
      const sent = await Promise.all(
        userIds.map((userId) => notify(userId, kind, params, `/description/${listing.id}`, { dedupeKey })),
      );
      return sent.filter((n) => n !== null).length;
    },
  };
}

export type NotificationsService = ReturnType<typeof createNotificationsService>;
