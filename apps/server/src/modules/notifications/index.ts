export { createNotificationsRepository } from './notifications.repository';
export type { NotificationsRepository } from './notifications.repository';
export { notificationsRoutes } from './notifications.routes';
export { createNotificationsService } from './notifications.service';
export type { ListingFacts, NotificationsService, NotificationsServiceDeps } from './notifications.service';
export { createListingAlerts, isPriceDrop } from './listing-alerts';
export type { ListingAlerts } from './listing-alerts';
export { wireListingAlerts, wireNotifications } from './notifications.module';
