import { withEnglishTexts } from '@/lib/i18n';
/**
 * Notifications: the nav's bell, /notifications, saved searches and alerts on this phone. The bell and
 * the socket hand-off are small; the pages are lazy chunks.
 */
export { receiveNotification } from './api';
export { NotificationBell } from './components/notification-bell';

export const loadNotificationsPage = withEnglishTexts(() =>
  import('./pages/notifications-page').then((m) => ({ Component: m.NotificationsPage })),
);
export const loadSavedSearchesPage = withEnglishTexts(() =>
  import('./pages/saved-searches-page').then((m) => ({ Component: m.SavedSearchesPage })),
);
/** "Save this search" on the search page, and the profile's link to the saved searches. */
export { SaveSearchButton } from './components/save-search-button';
export type { SaveSearchButtonProps } from './components/save-search-button';
export { SavedSearchesLink } from './components/saved-searches-link';
/**
 * Logout: this browser stops getting the account's alerts (a shared phone must not show the last person's). Loaded
 * only then, so the push code stays out of every page's chunk.
 */
export const forgetAlertsOnThisDevice = () => import('./push').then((m) => m.dropPush());
/**
 * Login: alerts end with the session that turned them on, so the person who had them on here gets them back on the
 * new session without being asked again. Loaded only then, like the logout's.
 */
export const resumeAlertsOnThisDevice = (userId: string) =>
  import('./push').then((m) => m.resumePush(userId));
