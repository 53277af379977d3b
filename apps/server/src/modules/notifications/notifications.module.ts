import type { Notification } from '@kisansetu/contract';
import type { AppContext, ModuleRoutes } from '../../app-context';
import { createListingAlerts, type AlertListing, type ListingAlertsDeps } from './listing-alerts';
import { createNotificationsRepository } from './notifications.repository';
import { notificationsRoutes } from './notifications.routes';
import { createNotificationsService } from './notifications.service';

/** Notifications: stored, then emitted to the recipient's tabs and pushed to their browsers. */
export function wireNotifications(
  ctx: AppContext,
  deps: { push: (userId: string, notification: Notification) => void },
) {
  const service = createNotificationsService({
    notifications: createNotificationsRepository(ctx.db),
    deliver: (userId, notification) => ctx.app.realtime.deliverNotification(userId, notification),
    push: deps.push,
  });
  const routes: ModuleRoutes = async (api) => {
    await api.register(notificationsRoutes, { service });
  };
  return { service, routes };
}

/**
 * What a new, changed or sold listing sets off in the background: saved-search and request matches, wishlist
 * notices. Awaited on close by `idle` (the listing alerts' drain).
 */
export function wireListingAlerts<L extends AlertListing>(
  ctx: AppContext,
  deps: Omit<ListingAlertsDeps<L>, 'onError'>,
) {
  const alerts = createListingAlerts<L>({ ...deps, onError: ctx.warn });
  return { alerts, drain: () => alerts.idle() };
}
